// The retail notifications page (§2 /retail/notifications).
const notifications = {
  notifications: {
    title: 'Mitteilungen',
    empty: 'Sie haben noch keine Mitteilungen erhalten.',
    pageEmpty: 'Auf dieser Seite gibt es keine Mitteilungen: Kehren Sie zur ersten Seite zurück.',
    listLabel: 'Ihre Mitteilungen',
    pagination: 'Seiten der Mitteilungen',
    noneUnread: 'Sie haben alle Mitteilungen gelesen.',
    unreadCount_one: 'Sie haben {{count}} ungelesene Mitteilung.',
    unreadCount_other: 'Sie haben {{count}} ungelesene Mitteilungen.',
    markAll: 'Alle als gelesen markieren',
    markRead: 'Als gelesen markieren',
    markReadLabel: 'Als gelesen markieren: {{title}}',
    marking: 'Wird aktualisiert …',
    markedOne: 'Mitteilung „{{title}}“ als gelesen markiert.',
    markedAll_one: '{{count}} Mitteilung als gelesen markiert.',
    markedAll_other: '{{count}} Mitteilungen als gelesen markiert.',
    read: 'Gelesen',
    unread: 'Ungelesen',
    categoryOther: 'Hinweis',
    link: {
      bill: 'Rechnung ansehen',
      bills: 'Rechnungen ansehen',
      selfRead: 'Zählerstand mitteilen',
      supply: 'Lieferstelle ansehen',
      request: 'Anfrage verfolgen',
      other: 'Öffnen',
    },
  },
};

export default notifications;
