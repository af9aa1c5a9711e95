import type { PickerMessages } from '../it/picker.ts';

const picker: PickerMessages = {
  picker: {
    label: 'Zeitraum',
    placeholder: '{{format}} ~ {{format}}',
    open: 'Kalender öffnen',
    dialog: 'Zeitraum wählen',
    invalid: 'Geben Sie zwei gültige Daten im Format {{format}} ein, getrennt durch " ~ ".',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    previousYear: 'Vorheriges Jahr',
    nextYear: 'Nächstes Jahr',
    previousYears: 'Frühere Jahre',
    nextYears: 'Spätere Jahre',
    chooseYear: 'Jahr wählen',
    chooseMonth: 'Monat wählen',
    chooseMonthShown: 'Monat wählen: {{month}}',
    chooseYearShown: 'Jahr wählen: {{year}}',
    shortcuts: 'Schnellauswahl',
    shortcut: {
      today: 'Heute',
      yesterday: 'Gestern',
      last7Days: 'Letzte 7 Tage',
      last30Days: 'Letzte 30 Tage',
      thisMonth: 'Dieser Monat',
      lastMonth: 'Letzter Monat',
    },
    apply: 'Übernehmen',
    cancel: 'Abbrechen',
    clear: 'Löschen',
    selection: 'Auswahl: {{range}}',
    noSelection: 'Kein Zeitraum gewählt',
    pickEnd: 'Enddatum wählen',
  },
};

export default picker;
