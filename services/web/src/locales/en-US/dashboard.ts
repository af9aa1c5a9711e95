import type { DashboardMessages } from '../it/dashboard.ts';

const dashboard: DashboardMessages = {
  dashboard: {
    title: 'Overview',
    greeting: 'Hello {{name}}',
    billsToPay: 'Bills to pay',
    billsToPayCount_one: '{{count}} bill to pay',
    billsToPayCount_other: '{{count}} bills to pay',
    totalToPay: 'Total to pay',
    noBillsToPay: 'You have no bills to pay.',
    seeAllBills: 'See all bills',
    supplies: 'Supplies',
    noSupplies: 'No active supply.',
    notifications: 'Latest notifications',
    noNotifications: 'No notifications.',
    unread: 'Unread',
  },
  supply: {
    utility_GAS: 'Gas',
    utility_POWER: 'Electricity',
    pointId_GAS: 'PDR',
    pointId_POWER: 'POD',
    address: 'Address',
    status: 'Status',
    greenEnergy: 'Green energy',
  },
};

export default dashboard;
