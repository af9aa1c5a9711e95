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
    // A notification upstream worded in a set way (notification-texts.ts), in the page's
    // language.
    kinds: {
      NEW_BILL: {
        title: 'Neue Rechnung verfügbar',
        body: 'Die Rechnung {{invoiceNumber}} über {{amount}} € ist verfügbar.',
      },
      READING_WINDOW_OPEN: {
        title: 'Selbstablesung möglich',
        body: 'Sie können jetzt den Gaszählerstand mitteilen.',
      },
      REQUEST_UPDATED: {
        title: 'Anfrage aktualisiert',
        body: 'Eine Ihrer Anfragen wurde aktualisiert.',
      },
      NEW_OFFERS: {
        title: 'Neue Tarife {{year}}',
        body: 'Entdecken Sie unsere neuen grünen Tarife.',
      },
      REQUEST_RECEIVED: {
        title: 'Anfrage erhalten',
        body: 'Ihre Anfrage „{{request}}“ Nr. {{requestId}} für {{pointId}} ist eingegangen.',
      },
      REQUEST_PROCESSING: {
        title: 'Anfrage in Bearbeitung',
        body: 'Ihre Anfrage „{{request}}“ Nr. {{requestId}} für {{pointId}} wird bearbeitet.',
      },
      REQUEST_ACCEPTED: {
        title: 'Anfrage angenommen',
        body: 'Ihre Anfrage „{{request}}“ Nr. {{requestId}} für {{pointId}} wurde angenommen.',
      },
      REQUEST_REJECTED: {
        title: 'Anfrage abgelehnt',
        body: 'Ihre Anfrage „{{request}}“ Nr. {{requestId}} für {{pointId}} wurde abgelehnt.',
      },
    },
  },
};

export default notifications;
