// Die Hinweise zu Verbrauch, Budget und Konvention (Entscheidung 0024): Namen, Texte, Schwellen.
// Im Block der Seiten (Profil, Mitteilungen, Startseite der Unternehmen), nicht in der Shell.
const alertKinds = {
  alertKinds: {
    kinds: {
      CONSUMPTION_ANOMALY: 'Auffälliger Verbrauch',
      BASE_LOAD_RISE: 'Steigende Grundlast',
      BUDGET: 'Budget überschritten',
      CONVENTION_QUANTITY: 'Restmenge der Konvention',
    },
    commodity: { POWER: 'Strom', GAS: 'Gas' },
    texts: {
      monthLastYear:
        'Lieferstelle {{point}}: im Monat {{period}} {{quantity}} verbraucht, {{percent}} % mehr als im selben Monat des Vorjahres ({{reference}}).',
      monthBaseline:
        'Lieferstelle {{point}}: im Monat {{period}} {{quantity}} verbraucht, {{percent}} % mehr als im Mittel der Monate davor ({{reference}}).',
      weekLastYear:
        'Lieferstelle {{point}}: in der Woche ab {{period}} {{quantity}} verbraucht, {{percent}} % mehr als in derselben Woche des Vorjahres ({{reference}}).',
      weekBaseline:
        'Lieferstelle {{point}}: in der Woche ab {{period}} {{quantity}} verbraucht, {{percent}} % mehr als im Mittel der Wochen davor ({{reference}}).',
      band: 'Am stärksten gestiegen ist das Zeitband {{band}}: {{now}} gegenüber {{before}}.',
      BASE_LOAD_RISE:
        'Lieferstelle {{point}}: in der Woche ab {{period}} liegt die Grundlast nachts und an Feiertagen bei {{now}}, {{percent}} % über den Wochen davor ({{before}}).',
      BUDGET:
        'Kosten {{year}} für {{commodity}}: {{toDate}} bisher, {{forecast}} zum Jahresende erwartet, über dem Budget von {{budget}}.',
      CONVENTION_QUANTITY:
        'Von der Konvention {{code}} sind noch {{left}} von {{max}} übrig ({{percent}} %), unter der Schwelle von {{threshold}} %.',
    },
    settings: {
      legend: 'Schwellen der Hinweise',
      percent: {
        CONSUMPTION_ANOMALY: 'Anstieg des Verbrauchs, ab dem ein Hinweis kommt (%)',
        BASE_LOAD_RISE: 'Anstieg der Grundlast, ab dem ein Hinweis kommt (%)',
        CONVENTION_QUANTITY: 'Restmenge der Konvention, unter der ein Hinweis kommt (%)',
      },
      percentHint: 'Eine ganze Zahl von {{min}} bis {{max}}.',
      percentInvalid: 'Bitte einen ganzzahligen Prozentsatz von {{min}} bis {{max}} angeben.',
      savePercent: 'Schwelle speichern',
      budgetLegend: 'Jahresbudget',
      budget: {
        POWER: 'Jahresbudget für Strom (€)',
        GAS: 'Jahresbudget für Gas (€)',
      },
      budgetHint: 'Betrag in Euro, zum Beispiel 12.500,00. Leer: kein Budget.',
      budgetInvalid:
        'Bitte einen Betrag von 1 bis 100.000.000 € mit höchstens zwei Dezimalstellen angeben.',
      saveBudget: 'Budget speichern',
    },
  },
};

export default alertKinds;
