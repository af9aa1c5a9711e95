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
    forecast: {
      title: 'Le prossime bollette, stimate',
      estimate: 'Importo stimato',
      range: 'tra {{low}} e {{high}}',
      period: 'Periodo dal {{from}} al {{to}}',
      method_MEASURED_one:
        'Stima basata sui consumi dal {{from}} al {{to}}, sui prezzi dell’ultima bolletta (quota fissa e prezzo per {{unit}}) e sull’andamento degli stessi giorni dell’anno scorso; può variare di ±{{percent}} %.',
      method_MEASURED_other:
        'Stima basata sui consumi dal {{from}} al {{to}}, sui prezzi delle ultime {{count}} bollette (quota fissa e prezzo per {{unit}}) e sull’andamento degli stessi giorni dell’anno scorso; può variare di ±{{percent}} %.',
      method_LAST_YEAR_TREND_one:
        'Stima basata sui consumi dello stesso periodo dell’anno scorso, corretti dall’andamento dell’ultima bolletta (il contatore non invia letture tra una bolletta e l’altra), e sui prezzi delle ultime {{bills}} bollette (quota fissa e prezzo per {{unit}}); può variare di ±{{percent}} %.',
      method_LAST_YEAR_TREND_other:
        'Stima basata sui consumi dello stesso periodo dell’anno scorso, corretti dall’andamento delle ultime {{count}} bollette (il contatore non invia letture tra una bolletta e l’altra), e sui prezzi delle ultime {{bills}} bollette (quota fissa e prezzo per {{unit}}); può variare di ±{{percent}} %.',
      notEnough_BILLS:
        'Non ci sono ancora dati sufficienti per una stima: servono almeno 3 bollette di questa fornitura.',
      notEnough_USE:
        'Non ci sono ancora dati sufficienti per una stima: nel periodo in corso non è stato ancora misurato alcun consumo.',
      notEnough_LAST_YEAR:
        'Non ci sono ancora dati sufficienti per una stima: servono i consumi degli stessi giorni dell’anno scorso.',
      notEnough_COMPARISONS:
        'Non ci sono ancora dati sufficienti per una stima: servono almeno 3 bollette da confrontare con l’anno precedente.',
      unavailable: 'Le stime delle prossime bollette non sono disponibili in questo momento.',
      none: 'Nessuna fornitura attiva da stimare.',
    },
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
