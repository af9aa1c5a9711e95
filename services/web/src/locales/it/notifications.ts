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
  },
};

export default notifications;
