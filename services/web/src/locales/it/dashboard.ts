const dashboard = {
  dashboard: {
    title: 'Riepilogo',
    greeting: 'Ciao {{name}}',
    billsToPay: 'Bollette da pagare',
    billsToPayCount_one: '{{count}} bolletta da pagare',
    billsToPayCount_other: '{{count}} bollette da pagare',
    totalToPay: 'Totale da pagare',
    noBillsToPay: 'Non hai bollette da pagare.',
    seeAllBills: 'Vedi tutte le bollette',
    supplies: 'Forniture',
    noSupplies: 'Nessuna fornitura attiva.',
    notifications: 'Ultime notifiche',
    noNotifications: 'Nessuna notifica.',
    unread: 'Non letta',
  },
  supply: {
    utility_GAS: 'Gas',
    utility_POWER: 'Luce',
    pointId_GAS: 'PDR',
    pointId_POWER: 'POD',
    address: 'Indirizzo',
    status: 'Stato',
    greenEnergy: 'Energia verde',
  },
};

export type DashboardMessages = typeof dashboard;
export default dashboard;
