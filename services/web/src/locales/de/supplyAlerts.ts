// The alerts of one supply (decision 0023): a supply's own settings on its page, the supplies set
// apart listed on the profile, and the notice that paused alerts resumed.
const supplyAlerts = {
  supplyAlerts: {
    title: 'Hinweise für diese Lieferung',
    intro:
      'Diese Lieferung folgt den allgemeinen Einstellungen der Hinweise; hier kann ein Hinweis nur für sie anders sein.',
    inactive:
      'Die Hinweise per E-Mail sind nicht eingeschaltet; das geschieht in den allgemeinen Einstellungen.',
    general: 'Allgemeine Einstellungen der Hinweise',
    choice: {
      general_on: 'Wie allgemein: aktiv',
      general_off: 'Wie allgemein: nicht aktiv',
      on: 'Hier aktiv',
      off: 'Hier nicht aktiv',
    },
    days: 'Tage vor der Fälligkeit für diese Lieferung',
    daysHint: '{{min}} bis {{max}} Tage.',
    daysInvalid: 'Bitte eine Zahl von {{min}} bis {{max}} Tagen angeben.',
    save: 'Für diese Lieferung speichern',
    reset: 'Zurück zu den allgemeinen Einstellungen',
    saving: 'Wird gespeichert…',
    saved: 'Hinweise der Lieferung gespeichert.',
    resetDone: 'Die Lieferung folgt wieder den allgemeinen Einstellungen.',
    own: 'Diese Lieferung hat eigene Hinweise.',
    picker: {
      title: 'Hinweise für eine Lieferung',
      intro:
        'Eine Lieferung dieser Seite kann andere Hinweise haben als die allgemeinen Einstellungen.',
      label: 'Lieferung',
      none: 'Lieferung wählen',
    },
    list: {
      title: 'Lieferungen mit eigenen Hinweisen',
      empty: 'Keine Lieferung hat eigene Hinweise: Alle folgen diesen Einstellungen.',
      whereRetail: 'Eigene Hinweise werden auf der Seite der jeweiligen Lieferung eingestellt.',
      whereBusiness: 'Eigene Hinweise werden auf der Seite der Lieferungen eingestellt.',
      point: 'Lieferung {{point}}',
      on: '{{kind}}: aktiv',
      onDays_one: '{{kind}}: aktiv, {{count}} Tag vor der Fälligkeit',
      onDays_other: '{{kind}}: aktiv, {{count}} Tage vor der Fälligkeit',
      off: '{{kind}}: nicht aktiv',
      resetDone: 'Die Lieferung {{point}} folgt wieder den allgemeinen Einstellungen.',
    },
    resumed: {
      title: 'Hinweise wieder aktiv',
      text: 'Die Hinweise per E-Mail waren ausgesetzt, weil der Zugang des Portals abgelaufen war: Mit dieser Anmeldung sind sie wieder aktiv.',
      dismiss: 'Meldung schließen',
      dismissed: 'Meldung geschlossen.',
    },
  },
};

export default supplyAlerts;
