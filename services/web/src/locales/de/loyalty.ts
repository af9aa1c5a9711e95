// The retail loyalty bonus page (§2 /retail/loyaltyBonus, §3 bonus_eligible).
const loyalty = {
  loyalty: {
    title: 'Treuebonus',
    intro:
      'Das Treueprogramm belohnt pünktliches Bezahlen der Rechnungen: Sie sammeln Punkte und steigen im Level auf.',
    unavailable: 'Das Treueprogramm ist für diese Stammdaten nicht verfügbar.',
    eligible: {
      badge: 'Sie nehmen am Programm teil',
      text: 'Für jede bis zur Fälligkeit bezahlte Rechnung erhalten Sie Punkte.',
    },
    notEligible: {
      heading: 'Derzeit können Sie keine Punkte sammeln',
      because: 'Grund: {{reason}}.',
      reasonLabel: 'Grund:',
      // Upstream's set reasons (packages/shared set-texts.ts), in the page's language.
      reasons: {
        OVERDUE_BILLS: 'Es gibt überfällige, unbezahlte Rechnungen',
        HOUSEHOLDS_ONLY: 'Programm nur für Haushaltskunden',
      },
      noActiveSupply: 'Das Programm ist Haushaltskunden mit einer aktiven Lieferung vorbehalten.',
      pointsKept: 'Bereits gesammelte Punkte bleiben bis zu ihrem Verfall gültig.',
    },
    state: {
      heading: 'Ihr Bonus',
      points: 'Gesammelte Punkte',
      level: 'Level',
      expires: 'Die Punkte verfallen am',
    },
    progress: {
      missing_one: 'Ihnen fehlt {{count}} Punkt bis zum Level {{level}} ({{threshold}} Punkte).',
      missing_other:
        'Ihnen fehlen {{count}} Punkte bis zum Level {{level}} ({{threshold}} Punkte).',
      top: 'Sie haben das höchste Level erreicht: {{level}}.',
    },
    how: {
      heading: 'So funktioniert es',
      earn: 'Für jede bis zur Fälligkeit bezahlte Rechnung erhalten Sie 1 Punkt je {{euros}} € des Betrags, mindestens {{min}} Punkte.',
      levels: 'Die Level: {{levels}}.',
      level: '{{level}} ab {{points}} Punkten',
      validity_one:
        'Punkte bleiben bis zum 31. Dezember des Jahres gültig, das auf das Jahr folgt, in dem Sie sie sammeln.',
      validity_other:
        'Punkte bleiben bis zum 31. Dezember gültig, {{count}} Jahre nach dem Jahr, in dem Sie sie sammeln.',
      expiry: 'Ihre bisher gesammelten Punkte sind bis zum {{date}} gültig.',
      lost: 'Solange überfällige Rechnungen unbezahlt sind, sammeln Sie keine neuen Punkte.',
    },
    movements: {
      heading: 'Wie Sie die Punkte gesammelt haben',
      caption: 'Punktebewegungen',
      date: 'Datum',
      description: 'Beschreibung',
      points: 'Punkte',
      earned_one: '+{{points}} Punkt',
      earned_other: '+{{points}} Punkte',
      empty: 'Sie haben noch keine Punkte gesammelt.',
      kinds: {
        ON_TIME_PAYMENT: 'Pünktliche Zahlung {{invoiceNumber}}',
      },
    },
  },
};

export default loyalty;
