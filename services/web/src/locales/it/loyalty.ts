// The retail loyalty bonus page (§2 /retail/loyaltyBonus, §3 bonus_eligible).
const loyalty = {
  loyalty: {
    title: 'Bonus fedeltà',
    intro:
      'Il programma fedeltà premia chi paga le bollette puntualmente: accumuli punti e sali di livello.',
    unavailable: 'Il programma fedeltà non è disponibile per questa anagrafica.',
    eligible: {
      badge: 'Partecipi al programma',
      text: 'Ogni bolletta pagata entro la scadenza ti fa guadagnare punti.',
    },
    notEligible: {
      heading: 'Al momento non puoi accumulare punti',
      because: 'Motivo: {{reason}}.',
      reasonLabel: 'Motivo:',
      // Upstream's set reasons (packages/shared set-texts.ts), in the page's language.
      reasons: {
        OVERDUE_BILLS: 'Sono presenti bollette scadute non pagate',
        HOUSEHOLDS_ONLY: 'Programma riservato ai clienti domestici',
      },
      noActiveSupply: 'Il programma è riservato ai clienti domestici con una fornitura attiva.',
      pointsKept: 'I punti già accumulati restano validi fino alla loro scadenza.',
    },
    state: {
      heading: 'Il tuo bonus',
      points: 'Punti accumulati',
      level: 'Livello',
      expires: 'I punti scadono il',
    },
    progress: {
      missing_one: 'Ti manca {{count}} punto per il livello {{level}} ({{threshold}} punti).',
      missing_other: 'Ti mancano {{count}} punti per il livello {{level}} ({{threshold}} punti).',
      top: 'Hai raggiunto il livello più alto, {{level}}.',
    },
    how: {
      heading: 'Come funziona',
      earn: 'Per ogni bolletta pagata entro la scadenza ricevi 1 punto ogni {{euros}} € dell’importo, e almeno {{min}} punti.',
      levels: 'I livelli: {{levels}}.',
      level: '{{level}} da {{points}} punti',
      validity_one:
        'I punti restano validi fino al 31 dicembre dell’anno successivo a quello in cui li guadagni.',
      validity_other:
        'I punti restano validi fino al 31 dicembre di {{count}} anni dopo quello in cui li guadagni.',
      expiry: 'Quelli accumulati finora sono validi fino al {{date}}.',
      lost: 'Con bollette scadute e non pagate non accumuli nuovi punti finché non le saldi.',
    },
    movements: {
      heading: 'Come hai guadagnato i punti',
      caption: 'Movimenti dei punti',
      date: 'Data',
      description: 'Descrizione',
      points: 'Punti',
      earned_one: '+{{points}} punto',
      earned_other: '+{{points}} punti',
      empty: 'Non hai ancora guadagnato punti.',
      kinds: {
        ON_TIME_PAYMENT: 'Pagamento puntuale {{invoiceNumber}}',
      },
    },
  },
};

export default loyalty;
