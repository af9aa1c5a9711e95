// The notifications upstream words in a set way (packages/shared notification-texts.ts), in the
// page's language (§9): the notifications page, the retail dashboard and the business home word
// them, so they are the shell's texts (the dashboard renders before any other page's texts load).
// Shared by households and businesses, so in neutral wording.
const notificationKinds = {
  notificationKinds: {
    NEW_BILL: {
      title: 'Nuova bolletta disponibile',
      body: 'La bolletta {{invoiceNumber}} di {{amount}} € è disponibile.',
    },
    READING_WINDOW_OPEN: {
      title: 'Finestra di autolettura aperta',
      body: 'È possibile comunicare ora la lettura del contatore gas.',
    },
    REQUEST_UPDATED: {
      title: 'Richiesta aggiornata',
      body: 'Una richiesta è stata aggiornata.',
    },
    NEW_OFFERS: {
      title: 'Nuove offerte {{year}}',
      body: 'Sono disponibili le nuove offerte di energia verde.',
    },
    REQUEST_RECEIVED: {
      title: 'Richiesta ricevuta',
      body: 'La richiesta «{{request}}» n. {{requestId}} per {{pointId}} è stata ricevuta.',
    },
    REQUEST_PROCESSING: {
      title: 'Richiesta in lavorazione',
      body: 'La richiesta «{{request}}» n. {{requestId}} per {{pointId}} è in lavorazione.',
    },
    REQUEST_ACCEPTED: {
      title: 'Richiesta accettata',
      body: 'La richiesta «{{request}}» n. {{requestId}} per {{pointId}} è stata accettata.',
    },
    REQUEST_REJECTED: {
      title: 'Richiesta respinta',
      body: 'La richiesta «{{request}}» n. {{requestId}} per {{pointId}} è stata respinta.',
    },
  },
};

export type NotificationKindMessages = typeof notificationKinds;
export default notificationKinds;
