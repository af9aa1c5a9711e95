// The business profile page (§2 <segment>/profile, issue 12 item 8; §3 anagrafica, fatturaDigitale,
// contacts; §6 the consortium's logo and member registries).
const profile = {
  profile: {
    title: 'Profilo',
    intro:
      'I dati dell’anagrafica selezionata, la fatturazione elettronica e i recapiti a cui vi contattiamo.',
    none: '—',
    yes: 'Sì',
    no: 'No',
    registry: {
      title: 'Anagrafica',
      companyName: 'Ragione sociale',
      taxCode: 'Codice fiscale',
      vatNumber: 'Partita IVA',
      foreignTaxCode: 'Codice fiscale estero',
      address: 'Indirizzo',
      place: 'CAP, località e provincia',
      country: 'Nazione',
      ateco: 'Codice ATECO',
      ateco2: 'Codice ATECO secondario',
      splitPayment: 'Scissione dei pagamenti (split payment)',
    },
    digital: {
      title: 'Fatturazione elettronica',
      email: 'E-mail per le fatture',
      digital: 'Fattura digitale',
      byEmail: 'Invio per e-mail',
      grouped: 'Fatture raggruppate',
      delivery: 'Modalità di invio',
      none: 'Nessun dato di fatturazione elettronica.',
    },
    contacts: {
      title: 'Recapiti',
      intro: 'Qui potete aggiornare l’e-mail e i numeri di telefono della vostra anagrafica.',
      email: 'E-mail',
      phone: 'Telefono',
      mobile: 'Cellulare',
      hints: {
        email: 'Vi scriviamo a questo indirizzo, ad esempio amministrazione@azienda.it.',
        phone:
          'Solo cifre e spazi, con + davanti per un numero estero. Se lo lasciate vuoto resta quello registrato.',
        mobile:
          'Solo cifre e spazi, con + davanti per un numero estero. Se lo lasciate vuoto resta quello registrato.',
      },
      summary: 'Correggete questi dati',
      save: 'Salva i recapiti',
      saving: 'Salvataggio in corso…',
      saved: 'Recapiti salvati.',
      failed: 'I recapiti non sono stati salvati.',
      errors: {
        email: {
          required: 'Inserite l’indirizzo e-mail.',
          invalid: 'Inserite un indirizzo e-mail valido, ad esempio nome@azienda.it.',
          tooLong: 'L’indirizzo e-mail può avere al massimo 254 caratteri.',
        },
        phone: {
          required: 'Inserite il numero di telefono.',
          invalid: 'Il telefono può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
          tooLong: 'Il telefono può avere al massimo 20 caratteri.',
        },
        mobile: {
          required: 'Inserite il numero di cellulare.',
          invalid: 'Il cellulare può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
          tooLong: 'Il cellulare può avere al massimo 20 caratteri.',
        },
      },
    },
    consortium: {
      title: 'Consorzio',
      logo: 'Logo del {{name}}',
      code: 'Codice {{code}}',
      members_one: '{{count}} anagrafica aderente',
      members_other: '{{count}} anagrafiche aderenti',
      caption: 'Anagrafiche aderenti al consorzio',
      columns: {
        companyName: 'Ragione sociale',
        taxCode: 'Codice fiscale',
        vatNumber: 'Partita IVA',
        locality: 'Località',
        kind: 'Tipo di cliente',
      },
      kinds: {
        CORPORATE: 'Impresa',
        ASSOCIATION: 'Associazione',
        PUBLIC_AUTHORITY: 'Pubblica amministrazione',
        PA_NON_CONV: 'Pubblica amministrazione senza convenzione',
        RESIDENT: 'Cliente domestico',
        CONDOMINIUM: 'Condominio',
        SME: 'Piccola o media impresa',
      },
    },
  },
};

export type ProfileMessages = typeof profile;
export default profile;
