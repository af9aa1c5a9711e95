// The retail notifications page (§2 /retail/notifications).
const notifications = {
  notifications: {
    title: 'Notifications',
    empty: 'You have not received any notifications yet.',
    pageEmpty: 'This page has no notifications: go back to the first page.',
    listLabel: 'Your notifications',
    pagination: 'Pages of notifications',
    noneUnread: 'You have read every notification.',
    unreadCount_one: 'You have {{count}} unread notification.',
    unreadCount_other: 'You have {{count}} unread notifications.',
    markAll: 'Mark all as read',
    markRead: 'Mark as read',
    markReadLabel: 'Mark as read: {{title}}',
    marking: 'Updating…',
    markedOne: 'Notification “{{title}}” marked as read.',
    markedAll_one: '{{count}} notification marked as read.',
    markedAll_other: '{{count}} notifications marked as read.',
    read: 'Read',
    unread: 'Unread',
    categoryOther: 'Notice',
    link: {
      bill: 'See the bill',
      bills: 'See the bills',
      selfRead: 'Send a reading',
      supply: 'See the supply',
      request: 'Follow the request',
      other: 'Open',
    },
    // A notification upstream worded in a set way (notification-texts.ts), in the page's
    // language.
    kinds: {
      NEW_BILL: {
        title: 'New bill available',
        body: 'Bill {{invoiceNumber}} of {{amount}} € is available.',
      },
      READING_WINDOW_OPEN: {
        title: 'Self-reading window open',
        body: 'The gas meter reading can be sent now.',
      },
      REQUEST_UPDATED: {
        title: 'Request updated',
        body: 'A request has been updated.',
      },
      NEW_OFFERS: {
        title: 'New offers {{year}}',
        body: 'The new green energy offers are available.',
      },
      REQUEST_RECEIVED: {
        title: 'Request received',
        body: 'Request “{{request}}” no. {{requestId}} for {{pointId}} has been received.',
      },
      REQUEST_PROCESSING: {
        title: 'Request in progress',
        body: 'Request “{{request}}” no. {{requestId}} for {{pointId}} is being processed.',
      },
      REQUEST_ACCEPTED: {
        title: 'Request accepted',
        body: 'Request “{{request}}” no. {{requestId}} for {{pointId}} has been accepted.',
      },
      REQUEST_REJECTED: {
        title: 'Request rejected',
        body: 'Request “{{request}}” no. {{requestId}} for {{pointId}} has been rejected.',
      },
    },
  },
};

export default notifications;
