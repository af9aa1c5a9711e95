// The notifications upstream words in a set way (packages/shared notification-texts.ts), in the
// page's language (§9): the notifications page, the retail dashboard and the business home word
// them, so they are the shell's texts.
import type { NotificationKindMessages } from '../it/notificationKinds.ts';

const notificationKinds: NotificationKindMessages = {
  notificationKinds: {
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
};

export default notificationKinds;
