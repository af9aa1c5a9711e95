// The shared components' texts and the development catalogue's samples.
const ui = {
  ui: {
    breadcrumb: 'Percorso di navigazione',
    close: 'Chiudi',
    cancel: 'Annulla',
    confirm: 'Conferma',
    notifications: 'Notifiche',
    dismissNotification: 'Chiudi la notifica',
    errorPrefix: 'Errore:',
    optional: '(facoltativo)',
    table: {
      sortBy: 'Ordina per',
      ascending: 'crescente',
      descending: 'decrescente',
    },
    pagination: {
      label: 'Paginazione',
      previous: 'Precedente',
      next: 'Successiva',
      page: 'Pagina {{page}} di {{pages}}',
    },
  },
};

export type UiMessages = typeof ui;
export default ui;
