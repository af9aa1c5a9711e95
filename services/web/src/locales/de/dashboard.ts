import type { DashboardMessages } from '../it/dashboard.ts';

const dashboard: DashboardMessages = {
  dashboard: {
    title: 'Übersicht',
    greeting: 'Hallo {{name}}',
    billsToPay: 'Offene Rechnungen',
    billsToPayCount_one: '{{count}} offene Rechnung',
    billsToPayCount_other: '{{count}} offene Rechnungen',
    totalToPay: 'Offener Gesamtbetrag',
    noBillsToPay: 'Sie haben keine offenen Rechnungen.',
    seeAllBills: 'Alle Rechnungen anzeigen',
    supplies: 'Lieferstellen',
    noSupplies: 'Keine aktive Lieferstelle.',
    notifications: 'Neueste Mitteilungen',
    noNotifications: 'Keine Mitteilungen.',
    unread: 'Ungelesen',
  },
  supply: {
    utility_GAS: 'Gas',
    utility_POWER: 'Strom',
    pointId_GAS: 'PDR',
    pointId_POWER: 'POD',
    address: 'Adresse',
    status: 'Status',
    greenEnergy: 'Grüne Energie',
  },
};

export default dashboard;
