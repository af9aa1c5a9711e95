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
  },
};

export default notifications;
