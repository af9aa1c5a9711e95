// The retail loyalty bonus page (§2 /retail/loyaltyBonus, §3 bonus_eligible).
const loyalty = {
  loyalty: {
    title: 'Loyalty bonus',
    intro:
      'The loyalty programme rewards paying bills on time: you collect points and move up the levels.',
    unavailable: 'The loyalty programme is not available for this registry.',
    eligible: {
      badge: 'You take part in the programme',
      text: 'Every bill paid by its due date earns you points.',
    },
    notEligible: {
      heading: 'You cannot collect points at the moment',
      because: 'Reason: {{reason}}.',
      reasonLabel: 'Reason:',
      // Upstream's set reasons (packages/shared set-texts.ts), in the page's language.
      reasons: {
        OVERDUE_BILLS: 'There are overdue unpaid bills',
        HOUSEHOLDS_ONLY: 'Programme for household customers only',
      },
      noActiveSupply: 'The programme is for household customers with an active supply.',
      pointsKept: 'The points you already have stay valid until they expire.',
    },
    state: {
      heading: 'Your bonus',
      points: 'Points collected',
      level: 'Level',
      expires: 'Points expire on',
    },
    progress: {
      missing_one: '{{count}} point to go to level {{level}} ({{threshold}} points).',
      missing_other: '{{count}} points to go to level {{level}} ({{threshold}} points).',
      top: 'You have reached the highest level, {{level}}.',
    },
    how: {
      heading: 'How it works',
      earn: 'For every bill paid by its due date you get 1 point for every {{euros}} € of the amount, at least {{min}} points.',
      levels: 'The levels: {{levels}}.',
      level: '{{level}} from {{points}} points',
      validity_one:
        'Points stay valid until December 31 of the year after the one you earn them in.',
      validity_other:
        'Points stay valid until December 31, {{count}} years after the year you earn them in.',
      expiry: 'The points collected so far are valid until {{date}}.',
      lost: 'While overdue bills are unpaid you collect no new points.',
    },
    movements: {
      heading: 'How you earned your points',
      caption: 'Point movements',
      date: 'Date',
      description: 'Description',
      points: 'Points',
      earned_one: '+{{points}} point',
      earned_other: '+{{points}} points',
      empty: 'You have not earned any points yet.',
      kinds: {
        ON_TIME_PAYMENT: 'On-time payment {{invoiceNumber}}',
      },
    },
  },
};

export default loyalty;
