// The alerts of one supply (decision 0023): a supply's own settings on its page (a household's
// supply page, the business supplies page), the supplies set apart listed on the profile, and the
// notice that paused alerts resumed. Households and businesses read them alike: impersonal.
const supplyAlerts = {
  supplyAlerts: {
    title: 'Avvisi per questa fornitura',
    intro:
      'Questa fornitura segue le impostazioni generali degli avvisi; qui un avviso può essere diverso solo per lei.',
    inactive: 'Gli avvisi per e-mail non sono attivi: si attivano nelle impostazioni generali.',
    general: 'Impostazioni generali degli avvisi',
    choice: {
      general_on: 'Come in generale: attivo',
      general_off: 'Come in generale: non attivo',
      on: 'Attivo qui',
      off: 'Non attivo qui',
    },
    days: 'Giorni di preavviso per questa fornitura',
    daysHint: 'Da {{min}} a {{max}} giorni.',
    daysInvalid: 'Indicare un numero di giorni da {{min}} a {{max}}.',
    save: 'Salva per questa fornitura',
    reset: 'Torna alle impostazioni generali',
    saving: 'Salvataggio in corso…',
    saved: 'Avvisi della fornitura salvati.',
    resetDone: 'La fornitura segue di nuovo le impostazioni generali.',
    own: 'Questa fornitura ha avvisi propri.',
    picker: {
      title: 'Avvisi per una fornitura',
      intro: 'Una fornitura di questa pagina può avere avvisi diversi dalle impostazioni generali.',
      label: 'Fornitura',
      none: 'Scegliere una fornitura',
    },
    list: {
      title: 'Forniture con avvisi propri',
      empty: 'Nessuna fornitura ha avvisi propri: tutte seguono queste impostazioni.',
      whereRetail: 'Gli avvisi propri si impostano dalla pagina di ciascuna fornitura.',
      whereBusiness: 'Gli avvisi propri si impostano dalla pagina delle forniture.',
      point: 'Fornitura {{point}}',
      on: '{{kind}}: attivo',
      onDays_one: '{{kind}}: attivo, {{count}} giorno di preavviso',
      onDays_other: '{{kind}}: attivo, {{count}} giorni di preavviso',
      off: '{{kind}}: non attivo',
      resetDone: 'La fornitura {{point}} segue di nuovo le impostazioni generali.',
    },
    resumed: {
      title: 'Avvisi di nuovo attivi',
      text: 'Gli avvisi per e-mail erano sospesi perché l’accesso del portale era scaduto: con questo accesso sono di nuovo attivi.',
      dismiss: 'Chiudi l’avviso',
      dismissed: 'Avviso chiuso.',
    },
  },
};

export default supplyAlerts;
