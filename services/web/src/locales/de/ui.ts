import type { UiMessages } from '../it/ui.ts';

const ui: UiMessages = {
  ui: {
    breadcrumb: 'Navigationspfad',
    close: 'Schließen',
    cancel: 'Abbrechen',
    confirm: 'Bestätigen',
    notifications: 'Benachrichtigungen',
    dismissNotification: 'Benachrichtigung schließen',
    errorPrefix: 'Fehler:',
    optional: '(optional)',
    table: {
      sortBy: 'Sortieren nach',
      ascending: 'aufsteigend',
      descending: 'absteigend',
    },
    pagination: {
      label: 'Seitennavigation',
      previous: 'Zurück',
      next: 'Weiter',
      page: 'Seite {{page}} von {{pages}}',
    },
  },
};

export default ui;
