// The identity provider's own pages: sign-in, sign-out and errors. Italian by default, German when
// asked (ui_locales=de). Self-contained: inline CSS, no scripts or assets from elsewhere, labelled
// fields, a lang attribute, and errors announced to assistive technology.
export type PageLocale = 'it' | 'de';

const TEXTS = {
  it: {
    signInTitle: 'Accedi al Portale clienti',
    signInIntro: 'Inserisci email e password del tuo account.',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
    wrongPassword: 'Email o password non corretti. Riprova.',
    missingFields: 'Inserisci email e password.',
    demoHint: 'Ambiente dimostrativo: la password di tutti gli account è «demo».',
    signOutTitle: 'Uscita dal Portale clienti',
    signOutText: 'Conferma per uscire.',
    signOutButton: 'Esci',
    signedOutTitle: 'Sei uscito',
    signedOutText: 'La sessione è stata chiusa.',
    errorTitle: 'Si è verificato un errore',
  },
  de: {
    signInTitle: 'Anmeldung im Kundenportal',
    signInIntro: 'Geben Sie die E-Mail-Adresse und das Passwort Ihres Kontos ein.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    wrongPassword: 'E-Mail-Adresse oder Passwort ist falsch. Bitte erneut versuchen.',
    missingFields: 'Bitte E-Mail-Adresse und Passwort eingeben.',
    demoHint: 'Demo-Umgebung: Das Passwort aller Konten lautet „demo“.',
    signOutTitle: 'Abmeldung vom Kundenportal',
    signOutText: 'Bitte bestätigen Sie die Abmeldung.',
    signOutButton: 'Abmelden',
    signedOutTitle: 'Sie sind abgemeldet',
    signedOutText: 'Die Sitzung wurde beendet.',
    errorTitle: 'Es ist ein Fehler aufgetreten',
  },
} as const;

export type LoginError = 'wrongPassword' | 'missingFields';

/** The first of the requested ui_locales the sandbox speaks; Italian otherwise. */
export function pickLocale(uiLocales: unknown): PageLocale {
  if (typeof uiLocales !== 'string') return 'it';
  for (const tag of uiLocales.split(/\s+/)) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'de' || language === 'it') return language;
  }
  return 'it';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1b1f24}
main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .3rem}
input{width:100%;padding:.6rem;font-size:1rem;border:1px solid #6b7480;border-radius:.3rem}
input:focus,button:focus{outline:3px solid #0b5cad;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;color:#fff;background:#0b5cad;border:0;border-radius:.3rem;cursor:pointer}
.error{margin:1rem 0 0;padding:.7rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18}
.hint{font-size:.9rem;color:#4a525c}
`;

function layout(locale: PageLocale, title: string, content: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}

export function loginPage(options: {
  locale: PageLocale;
  action: string;
  email?: string;
  error?: LoginError;
}): string {
  const t = TEXTS[options.locale];
  const error = options.error
    ? `<p class="error" id="login-error" role="alert">${escapeHtml(t[options.error])}</p>`
    : '';
  const described = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return layout(
    options.locale,
    t.signInTitle,
    `<p>${escapeHtml(t.signInIntro)}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${described}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="hint">${escapeHtml(t.demoHint)}</p>`,
  );
}

/**
 * The end-session confirmation, reduced to a form that submits itself: the portal's sign-out is
 * one click, and without scripts the button still completes it.
 */
export function logoutPage(locale: PageLocale, form: string): string {
  const t = TEXTS[locale];
  const withButton = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(t.signOutButton)}</button></form>`,
  );
  return layout(
    locale,
    t.signOutTitle,
    `<p>${escapeHtml(t.signOutText)}</p>
${withButton}
<script>document.forms[0].submit()</script>`,
  );
}

export function signedOutPage(locale: PageLocale): string {
  const t = TEXTS[locale];
  return layout(locale, t.signedOutTitle, `<p>${escapeHtml(t.signedOutText)}</p>`);
}

export function errorPage(
  locale: PageLocale,
  error: string,
  description: string | undefined,
): string {
  const t = TEXTS[locale];
  const text = description ? `${error}: ${description}` : error;
  return layout(locale, t.errorTitle, `<p class="error" role="alert">${escapeHtml(text)}</p>`);
}
