// The business profile page (§2 <segment>/profile; §3 anagrafica, fatturaDigitale,
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
        PUBLIC_AUTHORITY: '$t(enums.supplyUse.PUBLIC_ADMINISTRATION)',
        PA_NON_CONV: 'Pubblica amministrazione senza convenzione',
        RESIDENT: 'Cliente domestico',
        CONDOMINIUM: 'Condominio',
        SME: 'Piccola o media impresa',
      },
    },
    retail: {
      intro:
        'I tuoi dati, i recapiti a cui ti contattiamo, come ricevi la bolletta, i consensi privacy e la lingua del portale.',
      contacts: {
        intro: 'Qui puoi aggiornare l’e-mail e i numeri di telefono a cui ti contattiamo.',
        email: 'E-mail',
        phone: 'Telefono',
        mobile: 'Cellulare',
        hints: {
          email: 'Ti scriviamo a questo indirizzo, ad esempio nome.cognome@esempio.it.',
          phone:
            'Solo cifre e spazi, con + davanti per un numero estero. Se lo lasci vuoto resta quello registrato.',
          mobile:
            'Solo cifre e spazi, con + davanti per un numero estero. Se lo lasci vuoto resta quello registrato.',
        },
        summary: 'Correggi questi dati',
        save: 'Salva i recapiti',
        saving: 'Salvataggio in corso…',
        saved: 'Recapiti salvati.',
        failed: 'I recapiti non sono stati salvati.',
        errors: {
          email: {
            required: 'Inserisci l’indirizzo e-mail.',
            invalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
            tooLong: 'L’indirizzo e-mail può avere al massimo 254 caratteri.',
          },
          phone: {
            required: 'Inserisci il numero di telefono.',
            invalid: 'Il telefono può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
            tooLong: 'Il telefono può avere al massimo 20 caratteri.',
          },
          mobile: {
            required: 'Inserisci il numero di cellulare.',
            invalid: 'Il cellulare può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
            tooLong: 'Il cellulare può avere al massimo 20 caratteri.',
          },
        },
      },
      registry: {
        title: 'I tuoi dati',
        name: 'Nome e cognome',
        taxCode: 'Codice fiscale',
        address: 'Indirizzo di residenza',
        place: 'CAP, località e provincia',
        hint: 'Per correggere nome, codice fiscale o indirizzo inviaci una richiesta scritta.',
        writeUs: 'Scrivici',
      },
      bill: {
        title: 'Bolletta digitale',
        digital: 'Ricevi la bolletta via e-mail all’indirizzo {{email}}.',
        digitalNoEmail: 'Ricevi la bolletta in formato digitale.',
        paper: 'Ricevi la bolletta su carta, all’indirizzo di fornitura.',
        change: 'Puoi cambiare il modo in cui ricevi la bolletta per ogni fornitura:',
        supply: 'Modalità di ricezione per {{point}} ({{address}})',
        utility: { GAS: 'gas', POWER: 'luce' },
        noSupply: 'Non ci sono forniture per cui cambiare la modalità di ricezione.',
      },
      privacy: {
        title: 'Consensi privacy',
        intro:
          'Puoi dare o revocare ogni consenso quando vuoi. Le comunicazioni necessarie al contratto non dipendono da questi consensi.',
        legend: 'I tuoi consensi',
        marketing: 'Comunicazioni commerciali',
        marketingHint: 'Offerte e novità di {{brand}} via e-mail, SMS e telefono.',
        profiling: 'Profilazione',
        profilingHint: 'Analisi dei consumi per proporti offerte adatte a te.',
        thirdParties: 'Comunicazione a terzi',
        thirdPartiesHint: 'Comunicazione dei tuoi dati a partner per le loro offerte.',
        given: 'Dato',
        refused: 'Non dato',
        updatedAt: 'Ultima modifica il {{date}}.',
        never: 'Non hai ancora espresso una scelta: nessun consenso è dato.',
        save: 'Salva i consensi',
        saving: 'Salvataggio dei consensi in corso…',
        saved: 'Consensi salvati.',
        failed: 'I consensi non sono stati salvati.',
      },
      language: {
        title: 'Lingua preferita',
        intro: 'La lingua in cui ti mostriamo il portale e ti scriviamo.',
        legend: 'Lingua',
        save: 'Salva la lingua',
        saving: 'Salvataggio della lingua in corso…',
        saved: 'Lingua salvata.',
        failed: 'La lingua non è stata salvata.',
      },
    },
  },
};

export type ProfileMessages = typeof profile;
export default profile;
