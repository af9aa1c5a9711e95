// The alerts on consumption, budget and conventions (decision 0024): names, texts and thresholds.
// In the pages' chunk (profile, notifications, the businesses' home), not in the shell's.
const alertKinds = {
  alertKinds: {
    kinds: {
      CONSUMPTION_ANOMALY: 'Unusual consumption',
      BASE_LOAD_RISE: 'Base load rising',
      BUDGET: 'Budget exceeded',
      CONVENTION_QUANTITY: 'Convention quantity left',
    },
    commodity: { POWER: 'electricity', GAS: 'gas' },
    texts: {
      monthLastYear:
        'Supply {{point}}: {{quantity}} used in {{period}}, {{percent}}% more than the same month last year ({{reference}}).',
      monthBaseline:
        'Supply {{point}}: {{quantity}} used in {{period}}, {{percent}}% more than the mean of the months before ({{reference}}).',
      weekLastYear:
        'Supply {{point}}: {{quantity}} used in the week from {{period}}, {{percent}}% more than the same week last year ({{reference}}).',
      weekBaseline:
        'Supply {{point}}: {{quantity}} used in the week from {{period}}, {{percent}}% more than the mean of the weeks before ({{reference}}).',
      band: 'Band {{band}} grew most: {{now}} against {{before}}.',
      BASE_LOAD_RISE:
        'Supply {{point}}: in the week from {{period}} the night and holiday base load is {{now}}, {{percent}}% above the weeks before ({{before}}).',
      BUDGET:
        '{{year}} cost of {{commodity}}: {{toDate}} to date, {{forecast}} forecast by the year’s end, over the budget of {{budget}}.',
      CONVENTION_QUANTITY:
        'Convention {{code}} has {{left}} of {{max}} left ({{percent}}%), under the threshold of {{threshold}}%.',
    },
    settings: {
      legend: 'Alert thresholds',
      percent: {
        CONSUMPTION_ANOMALY: 'Rise in consumption that raises an alert (%)',
        BASE_LOAD_RISE: 'Rise in base load that raises an alert (%)',
        CONVENTION_QUANTITY: 'Convention quantity left under which to alert (%)',
      },
      percentHint: 'A whole number from {{min}} to {{max}}.',
      percentInvalid: 'Enter a whole percentage from {{min}} to {{max}}.',
      savePercent: 'Save the threshold',
      budgetLegend: 'Yearly budget',
      budget: {
        POWER: 'Yearly budget for electricity (€)',
        GAS: 'Yearly budget for gas (€)',
      },
      budgetHint: 'An amount in euro, for example 12.500,00. Empty: no budget.',
      budgetInvalid: 'Enter an amount from 1 to 100.000.000 €, with at most two decimals.',
      saveBudget: 'Save the budget',
    },
  },
};

export default alertKinds;
