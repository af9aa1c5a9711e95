// The portal's own alerts (decision 0023): the settings on the profile pages, the list beside the
// notifications and the header's count. Households and businesses read them alike: impersonal.
const alerts = {
  alerts: {
    badge_one: '{{count}} avviso da leggere',
    badge_other: '{{count}} avvisi da leggere',
    list: {
      title: 'Avvisi del portale',
      empty: 'Nessun avviso per ora.',
      unread_one: '{{count}} avviso da leggere.',
      unread_other: '{{count}} avvisi da leggere.',
      markAll: 'Segna gli avvisi come letti',
      marked: 'Avvisi segnati come letti.',
      mailed: 'Inviato anche per e-mail',
      new: 'Nuovo',
      label: 'Avvisi del portale',
    },
    kinds: {
      BILL_ISSUED: 'Nuova bolletta',
      BILL_DUE: 'Bolletta in scadenza',
      BILL_OVERDUE: 'Bolletta scaduta',
      SELF_READING_WINDOW: 'Autolettura gas aperta',
      REQUEST_CHANGED: 'Stato di una richiesta',
    },
    texts: {
      BILL_ISSUED: 'Emessa la bolletta {{invoice}} di {{amount}}, con scadenza il {{due}}.',
      BILL_DUE: 'La bolletta {{invoice}} di {{amount}} scade il {{due}}.',
      BILL_OVERDUE:
        'La bolletta {{invoice}} di {{amount}} è scaduta il {{due}} e non risulta pagata.',
      SELF_READING_WINDOW:
        'Autolettura del gas per la fornitura {{point}} possibile dal {{from}} al {{to}}.',
      REQUEST_CHANGED: 'La richiesta {{request}} è ora nello stato «{{state}}».',
    },
    settings: {
      title: 'Avvisi per e-mail',
      intro:
        'Il portale segnala per e-mail e in questa area le bollette, le scadenze, le autoletture e i cambi di stato delle richieste.',
      address: 'Indirizzo degli avvisi: {{email}}',
      active: 'Avvisi attivi',
      inactive: 'Avvisi non attivi',
      turnOn: 'Attiva gli avvisi',
      turnOff: 'Disattiva gli avvisi',
      paused:
        'Gli avvisi sono sospesi perché l’accesso del portale è scaduto: accedere di nuovo li riattiva.',
      kindsLegend: 'Quali avvisi ricevere',
      days: 'Giorni di preavviso prima della scadenza',
      daysHint: 'Da {{min}} a {{max}} giorni.',
      daysInvalid: 'Indicare un numero di giorni da {{min}} a {{max}}.',
      saveDays: 'Salva i giorni',
      saving: 'Salvataggio in corso…',
      saved: 'Impostazioni degli avvisi salvate.',
    },
    errors: {
      signInAgain: 'Per attivare gli avvisi occorre accedere di nuovo al portale.',
      notForStaff: 'Gli avvisi si attivano solo dall’accesso del cliente.',
    },
  },
};

export default alerts;
