const picker = {
  picker: {
    label: 'Periodo',
    placeholder: '{{format}} ~ {{format}}',
    open: 'Apri il calendario',
    dialog: 'Scegli un periodo',
    invalid: 'Inserisci due date valide nel formato {{format}} separate da " ~ ".',
    previousMonth: 'Mese precedente',
    nextMonth: 'Mese successivo',
    previousYear: 'Anno precedente',
    nextYear: 'Anno successivo',
    previousYears: 'Anni precedenti',
    nextYears: 'Anni successivi',
    chooseYear: 'Scegli l’anno',
    chooseMonth: 'Scegli il mese',
    chooseMonthShown: 'Scegli il mese: {{month}}',
    chooseYearShown: 'Scegli l’anno: {{year}}',
    shortcuts: 'Scorciatoie',
    shortcut: {
      today: 'Oggi',
      yesterday: 'Ieri',
      last7Days: 'Ultimi 7 giorni',
      last30Days: 'Ultimi 30 giorni',
      thisMonth: 'Questo mese',
      lastMonth: 'Mese scorso',
    },
    apply: 'Applica',
    cancel: 'Annulla',
    clear: 'Cancella',
    selection: 'Selezione: {{range}}',
    noSelection: 'Nessun periodo selezionato',
    pickEnd: 'Scegli la data di fine',
  },
};

export type PickerMessages = typeof picker;
export default picker;
