// The notifications upstream words in a set way (packages/shared notification-texts.ts), in the
// page's language (§9): the notifications page, the retail dashboard and the business home word
// them, so they are the shell's texts.
import type { NotificationKindMessages } from '../it/notificationKinds.ts';

const notificationKinds: NotificationKindMessages = {
  notificationKinds: {
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
};

export default notificationKinds;
