// The alerts of one supply (decision 0023): a supply's own settings on its page, the supplies set
// apart listed on the profile, and the notice that paused alerts resumed.
const supplyAlerts = {
  supplyAlerts: {
    title: 'Alerts for this supply',
    intro:
      'This supply follows the general alert settings; here an alert can be set differently for it alone.',
    inactive: 'Alerts by e-mail are off: they are turned on in the general settings.',
    general: 'General alert settings',
    choice: {
      general_on: 'As in general: on',
      general_off: 'As in general: off',
      on: 'On here',
      off: 'Off here',
    },
    days: 'Days of notice for this supply',
    daysHint: 'From {{min}} to {{max}} days.',
    daysInvalid: 'Enter a number of days from {{min}} to {{max}}.',
    save: 'Save for this supply',
    reset: 'Back to the general settings',
    saving: 'Saving…',
    saved: 'Alerts of the supply saved.',
    resetDone: 'The supply follows the general settings again.',
    own: 'This supply has alerts of its own.',
    picker: {
      title: 'Alerts for one supply',
      intro: 'A supply on this page can have alerts that differ from the general settings.',
      label: 'Supply',
      none: 'Choose a supply',
    },
    list: {
      title: 'Supplies with alerts of their own',
      empty: 'No supply has alerts of its own: all follow these settings.',
      whereRetail: 'Alerts of its own are set on each supply’s page.',
      whereBusiness: 'Alerts of its own are set on the supplies page.',
      point: 'Supply {{point}}',
      on: '{{kind}}: on',
      onDays_one: '{{kind}}: on, {{count}} day of notice',
      onDays_other: '{{kind}}: on, {{count}} days of notice',
      off: '{{kind}}: off',
      resetDone: 'Supply {{point}} follows the general settings again.',
    },
    resumed: {
      title: 'Alerts on again',
      text: 'Alerts by e-mail were paused because the portal’s access had expired: with this sign-in they are on again.',
      dismiss: 'Close the notice',
      dismissed: 'Notice closed.',
    },
  },
};

export default supplyAlerts;
