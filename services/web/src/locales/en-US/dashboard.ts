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
    forecast: {
      title: 'Your next bills, estimated',
      estimate: 'Estimated amount',
      range: 'between {{low}} and {{high}}',
      period: 'Period from {{from}} to {{to}}',
      method_MEASURED_one:
        'Estimate based on the use from {{from}} to {{to}}, the prices of the last bill (fixed part and price per {{unit}}) and the pattern of the same days last year; it may vary by ±{{percent}} %.',
      method_MEASURED_other:
        'Estimate based on the use from {{from}} to {{to}}, the prices of the last {{count}} bills (fixed part and price per {{unit}}) and the pattern of the same days last year; it may vary by ±{{percent}} %.',
      method_LAST_YEAR_TREND_one:
        'Estimate based on the use of the same period last year, adjusted by the trend of the last bill (the meter sends no readings between one bill and the next), and the prices of the last {{bills}} bills (fixed part and price per {{unit}}); it may vary by ±{{percent}} %.',
      method_LAST_YEAR_TREND_other:
        'Estimate based on the use of the same period last year, adjusted by the trend of the last {{count}} bills (the meter sends no readings between one bill and the next), and the prices of the last {{bills}} bills (fixed part and price per {{unit}}); it may vary by ±{{percent}} %.',
      notEnough_BILLS:
        'Not enough data for an estimate yet: it needs at least 3 bills of this supply.',
      notEnough_USE:
        'Not enough data for an estimate yet: no use has been measured in the current period.',
      notEnough_LAST_YEAR:
        'Not enough data for an estimate yet: it needs the use of the same days last year.',
      notEnough_COMPARISONS:
        'Not enough data for an estimate yet: it needs at least 3 bills to compare with the year before.',
      unavailable: 'The estimates of the next bills are not available right now.',
      none: 'No active supply to estimate.',
    },
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
