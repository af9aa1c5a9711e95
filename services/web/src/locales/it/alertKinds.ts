// Gli avvisi sui consumi, sul budget e sulla convenzione (decisione 0024): nomi, testi e soglie.
// Nel blocco delle pagine (profilo, notifiche, home delle imprese), non in quello della shell.
// Famiglie e imprese li leggono allo stesso modo: forma impersonale.
const alertKinds = {
  alertKinds: {
    kinds: {
      CONSUMPTION_ANOMALY: 'Consumo anomalo',
      BASE_LOAD_RISE: 'Consumo di base in aumento',
      BUDGET: 'Budget superato',
      CONVENTION_QUANTITY: 'Quantità residua della convenzione',
    },
    commodity: { POWER: 'energia elettrica', GAS: 'gas' },
    texts: {
      monthLastYear:
        'Fornitura {{point}}: nel mese {{period}} consumati {{quantity}}, il {{percent}}% in più dello stesso mese dell’anno scorso ({{reference}}).',
      monthBaseline:
        'Fornitura {{point}}: nel mese {{period}} consumati {{quantity}}, il {{percent}}% in più della media dei mesi precedenti ({{reference}}).',
      weekLastYear:
        'Fornitura {{point}}: nella settimana dal {{period}} consumati {{quantity}}, il {{percent}}% in più della stessa settimana dell’anno scorso ({{reference}}).',
      weekBaseline:
        'Fornitura {{point}}: nella settimana dal {{period}} consumati {{quantity}}, il {{percent}}% in più della media delle settimane precedenti ({{reference}}).',
      band: 'È cresciuta di più la fascia {{band}}: {{now}} contro {{before}}.',
      BASE_LOAD_RISE:
        'Fornitura {{point}}: nella settimana dal {{period}} il consumo di base notturno e festivo è di {{now}}, il {{percent}}% in più delle settimane precedenti ({{before}}).',
      BUDGET:
        'Spesa {{year}} per {{commodity}}: {{toDate}} fino a oggi, {{forecast}} previsti a fine anno, oltre il budget di {{budget}}.',
      CONVENTION_QUANTITY:
        'Della convenzione {{code}} restano {{left}} su {{max}} ({{percent}}%), sotto la soglia del {{threshold}}%.',
    },
    settings: {
      legend: 'Soglie degli avvisi',
      percent: {
        CONSUMPTION_ANOMALY: 'Aumento del consumo che fa scattare l’avviso (%)',
        BASE_LOAD_RISE: 'Aumento del consumo di base che fa scattare l’avviso (%)',
        CONVENTION_QUANTITY: 'Quantità residua della convenzione sotto cui avvisare (%)',
      },
      percentHint: 'Un numero intero da {{min}} a {{max}}.',
      percentInvalid: 'Indicare una percentuale intera da {{min}} a {{max}}.',
      savePercent: 'Salva la soglia',
      budgetLegend: 'Budget annuale',
      budget: {
        POWER: 'Budget annuale per l’energia elettrica (€)',
        GAS: 'Budget annuale per il gas (€)',
      },
      budgetHint: 'Importo in euro, per esempio 12.500,00. Vuoto: nessun budget.',
      budgetInvalid: 'Indicare un importo da 1 a 100.000.000 €, con al massimo due decimali.',
      saveBudget: 'Salva il budget',
    },
  },
};

export default alertKinds;
