import type { UiMessages } from '../it/ui.ts';

const ui: UiMessages = {
  ui: {
    breadcrumb: 'Breadcrumb',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    notifications: 'Notifications',
    dismissNotification: 'Dismiss the notification',
    errorPrefix: 'Error:',
    optional: '(optional)',
    table: {
      sortBy: 'Sort by',
      ascending: 'ascending',
      descending: 'descending',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
    },
  },
};

export default ui;
