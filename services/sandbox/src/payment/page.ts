// The hosted card page's HTML, in Italian or German: its own page, no external assets, labelled
// fields with their errors announced (aria-invalid, aria-describedby, role="alert").
export type PageLang = 'it' | 'de';

const TEXT = {
  it: {
    title: 'Pagamento con carta',
    intro: 'Ambiente di prova: nessun addebito reale.',
    invoice: 'Bolletta',
    amount: 'Importo',
    card: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    pay: 'Paga',
    cancel: 'Annulla e torna al portale',
    challengeTitle: 'Conferma del pagamento',
    challengeIntro:
      'La tua banca chiede una conferma. Inserisci il codice ricevuto (in prova: 123456).',
    code: 'Codice di conferma',
    confirm: 'Conferma',
    errors: 'Correggi i campi indicati.',
    done: 'Questo pagamento è già concluso.',
    back: 'Torna al portale',
    notFound: 'Pagamento non trovato.',
    testCards:
      'Carte di prova: 4242 4242 4242 4242 (accettata), 4000 0000 0000 0002 (rifiutata), 4000 0000 0000 3220 (richiede conferma).',
    registrationTitle: 'Registrazione della carta',
    registrationIntro:
      'Ambiente di prova: la carta viene registrata per pagare le bollette della fornitura, nessun addebito ora.',
    supply: 'Fornitura',
    register: 'Registra la carta',
    registrationDone: 'Questa registrazione è già conclusa.',
    registrationNotFound: 'Registrazione non trovata.',
  },
  de: {
    title: 'Zahlung mit Karte',
    intro: 'Testumgebung: es erfolgt keine echte Belastung.',
    invoice: 'Rechnung',
    amount: 'Betrag',
    card: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Sicherheitscode (CVC)',
    pay: 'Bezahlen',
    cancel: 'Abbrechen und zum Portal zurückkehren',
    challengeTitle: 'Zahlung bestätigen',
    challengeIntro:
      'Ihre Bank verlangt eine Bestätigung. Geben Sie den erhaltenen Code ein (im Test: 123456).',
    code: 'Bestätigungscode',
    confirm: 'Bestätigen',
    errors: 'Bitte korrigieren Sie die markierten Felder.',
    done: 'Diese Zahlung ist bereits abgeschlossen.',
    back: 'Zurück zum Portal',
    notFound: 'Zahlung nicht gefunden.',
    testCards:
      'Testkarten: 4242 4242 4242 4242 (angenommen), 4000 0000 0000 0002 (abgelehnt), 4000 0000 0000 3220 (Bestätigung nötig).',
    registrationTitle: 'Registrierung der Karte',
    registrationIntro:
      'Testumgebung: die Karte wird für die Rechnungen der Versorgung registriert, jetzt erfolgt keine Belastung.',
    supply: 'Versorgung',
    register: 'Karte registrieren',
    registrationDone: 'Diese Registrierung ist bereits abgeschlossen.',
    registrationNotFound: 'Registrierung nicht gefunden.',
  },
} as const;

export type FieldErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'code', string>>;

export const ERROR_TEXT = {
  it: {
    cardNumber: 'Inserisci un numero di carta valido.',
    unknownCard: "Carta non riconosciuta nell'ambiente di prova: usa una carta di prova.",
    expiry: 'Inserisci una scadenza valida e non passata (MM/AA).',
    cvc: 'Inserisci 3 o 4 cifre.',
    code: 'Codice non corretto.',
  },
  de: {
    cardNumber: 'Geben Sie eine gültige Kartennummer ein.',
    unknownCard: 'Karte in der Testumgebung unbekannt: verwenden Sie eine Testkarte.',
    expiry: 'Geben Sie ein gültiges, nicht abgelaufenes Datum ein (MM/JJ).',
    cvc: 'Geben Sie 3 oder 4 Ziffern ein.',
    code: 'Falscher Code.',
  },
} as const;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,Arial,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;margin-top:1rem;font-weight:600}input{font-size:1.1rem;padding:.5rem;width:100%;box-sizing:border-box;border:2px solid #555;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}.err{color:#b00020;margin:.25rem 0 0}button{margin-top:1.25rem;font-size:1.1rem;padding:.6rem 1.2rem;border-radius:4px;border:2px solid #0b5394}
button.primary{background:#0b5394;color:#fff}button.secondary{background:#fff;color:#0b5394}:focus-visible{outline:3px solid #f1c232;outline-offset:2px}.summary{border:2px solid #b00020;padding:.5rem 1rem}`;

function layout(lang: PageLang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function field(
  name: keyof FieldErrors,
  label: string,
  attrs: string,
  errors: FieldErrors,
  value = '',
): string {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${described}>${error ? `<p class="err" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export interface CardPageModel {
  lang: PageLang;
  action: string;
  numeroFattura: string;
  importo: string;
  /** A card registration (no amount): the supply's POD/PDR instead of the bill. */
  registration?: { podPdr: string };
  errors: FieldErrors;
  values?: { cardNumber?: string; expiry?: string };
}

export function cardPage(m: CardPageModel): string {
  const t = TEXT[m.lang];
  const hasErrors = Object.keys(m.errors).length > 0;
  const title = m.registration ? t.registrationTitle : t.title;
  const what = m.registration
    ? `<p>${t.registrationIntro}</p><p>${t.supply}: <strong>${escapeHtml(m.registration.podPdr)}</strong></p>`
    : `<p>${t.intro}</p><p>${t.invoice}: <strong>${escapeHtml(m.numeroFattura)}</strong> — ${t.amount}: <strong>${escapeHtml(m.importo)}</strong></p>`;
  return layout(
    m.lang,
    title,
    `<h1>${title}</h1>${what}
${hasErrors ? `<div class="summary" role="alert"><p>${t.errors}</p></div>` : ''}
<form method="post" action="${escapeHtml(m.action)}" novalidate><input type="hidden" name="lang" value="${m.lang}"><input type="hidden" name="step" value="card">
${field('cardNumber', t.card, 'inputmode="numeric" autocomplete="cc-number" required', m.errors, m.values?.cardNumber)}
${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required', m.errors, m.values?.expiry)}
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required', m.errors)}
<button class="primary" type="submit" name="action" value="pay">${m.registration ? t.register : t.pay}</button> <button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${t.cancel}</button></form>
<p><small>${t.testCards}</small></p>`,
  );
}

export function challengePage(m: CardPageModel): string {
  const t = TEXT[m.lang];
  return layout(
    m.lang,
    t.challengeTitle,
    `<h1>${t.challengeTitle}</h1><p>${t.challengeIntro}</p>${m.errors.code ? `<div class="summary" role="alert"><p>${t.errors}</p></div>` : ''}
<form method="post" action="${escapeHtml(m.action)}" novalidate><input type="hidden" name="lang" value="${m.lang}"><input type="hidden" name="step" value="challenge">
${field('code', t.code, 'inputmode="numeric" autocomplete="one-time-code" required', m.errors)}
<button class="primary" type="submit" name="action" value="confirm">${t.confirm}</button> <button class="secondary" type="submit" name="action" value="cancel">${t.cancel}</button></form>`,
  );
}

export function messagePage(
  lang: PageLang,
  kind: 'done' | 'notFound' | 'registrationDone' | 'registrationNotFound',
  backUrl: string | null,
): string {
  const t = TEXT[lang];
  const title = kind.startsWith('registration') ? t.registrationTitle : t.title;
  return layout(
    lang,
    title,
    `<h1>${title}</h1><p role="status">${t[kind]}</p>${backUrl ? `<p><a href="${escapeHtml(backUrl)}">${t.back}</a></p>` : ''}`,
  );
}
