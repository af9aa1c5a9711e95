// The portal's own alerts (decision 0023): the settings on the profile pages, the list beside the
// notifications and the header's count.
const alerts = {
  alerts: {
    badge_one: '{{count}} unread alert',
    badge_other: '{{count}} unread alerts',
    list: {
      title: 'Portal alerts',
      empty: 'No alerts for now.',
      unread_one: '{{count}} unread alert.',
      unread_other: '{{count}} unread alerts.',
      markAll: 'Mark the alerts read',
      marked: 'Alerts marked read.',
      mailed: 'Also sent by e-mail',
      new: 'New',
      label: 'Portal alerts',
    },
    kinds: {
      BILL_ISSUED: 'New bill',
      BILL_DUE: 'Bill due',
      BILL_OVERDUE: 'Bill overdue',
      SELF_READING_WINDOW: 'Gas self-reading open',
      REQUEST_CHANGED: 'A request’s state',
    },
    texts: {
      BILL_ISSUED: 'Bill {{invoice}} of {{amount}} issued, due on {{due}}.',
      BILL_DUE: 'Bill {{invoice}} of {{amount}} is due on {{due}}.',
      BILL_OVERDUE: 'Bill {{invoice}} of {{amount}} was due on {{due}} and is not paid.',
      SELF_READING_WINDOW: 'Gas self-reading of supply {{point}} open from {{from}} to {{to}}.',
      REQUEST_CHANGED: 'Request {{request}} is now "{{state}}".',
    },
    settings: {
      title: 'Alerts by e-mail',
      intro:
        'The portal tells of bills, due dates, self-readings and request changes by e-mail and here.',
      address: 'Alerts go to: {{email}}',
      active: 'Alerts on',
      inactive: 'Alerts off',
      turnOn: 'Turn alerts on',
      turnOff: 'Turn alerts off',
      paused:
        'Alerts are paused because the portal’s access expired: signing in again resumes them.',
      kindsLegend: 'Which alerts',
      days: 'Days of notice before the due date',
      daysHint: '{{min}} to {{max}} days.',
      daysInvalid: 'Enter a number of days from {{min}} to {{max}}.',
      saveDays: 'Save the days',
      saving: 'Saving…',
      saved: 'Alert settings saved.',
    },
    errors: {
      signInAgain: 'Sign in again to turn alerts on.',
      notForStaff: 'Only the customer’s own sign-in can turn alerts on.',
    },
  },
};

export default alerts;
