// The retail notifications page (§2 /retail/notifications).
const notifications = {
  notifications: {
    title: 'Notifiche',
    empty: 'Non hai ancora ricevuto notifiche.',
    pageEmpty: 'Questa pagina non ha notifiche: torna alla prima pagina.',
    listLabel: 'Le tue notifiche',
    pagination: 'Pagine delle notifiche',
    noneUnread: 'Hai letto tutte le notifiche.',
    unreadCount_one: 'Hai {{count}} notifica da leggere.',
    unreadCount_other: 'Hai {{count}} notifiche da leggere.',
    markAll: 'Segna tutte come lette',
    markRead: 'Segna come letta',
    markReadLabel: 'Segna come letta: {{title}}',
    marking: 'Aggiornamento in corso…',
    markedOne: 'Notifica «{{title}}» segnata come letta.',
    markedAll_one: '{{count}} notifica segnata come letta.',
    markedAll_other: '{{count}} notifiche segnate come lette.',
    read: 'Letta',
    unread: 'Da leggere',
    categoryOther: 'Avviso',
    link: {
      bill: 'Vedi la bolletta',
      bills: 'Vedi le bollette',
      selfRead: 'Comunica la lettura',
      supply: 'Vedi la fornitura',
      request: 'Segui la richiesta',
      other: 'Apri',
    },
    // A notification upstream worded in a set way (notification-texts.ts), in the page's
    // language; shared by the retail and the business pages, so in neutral wording.
    kinds: {
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
  },
};

export default notifications;
