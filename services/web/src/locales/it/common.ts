const common = {
  app: {
    name: 'Portale clienti',
    skipToContent: 'Vai al contenuto',
    loading: 'Caricamento…',
    newVersion: 'È disponibile una nuova versione del portale.',
    reload: 'Ricarica',
    dismiss: 'Chiudi',
    backHome: 'Torna alla pagina iniziale',
    retry: 'Riprova',
  },
  header: {
    mainNavigation: 'Navigazione principale',
    openMenu: 'Menu',
    closeMenu: 'Chiudi il menu',
    registry: 'Anagrafica',
    registryChanged: 'Anagrafica selezionata: {{name}}',
    language: 'Lingua',
    logout: 'Esci',
    signedInAs: 'Utente: {{name}}',
    consortiumLogo: 'Logo del consorzio {{name}}',
  },
  footer: {
    contacts: 'Contatti',
    phone: 'Telefono:',
    email: 'E-mail:',
    hours: 'Orari: {{hours}}',
    legalNotices: 'Note legali',
    privacy: 'Informativa sulla privacy',
    cookies: 'Cookie',
    accessibility: 'Dichiarazione di accessibilità',
    vatNumber: 'P. IVA {{value}}',
    registeredOffice: 'Sede legale: {{value}}',
    reaNumber: 'REA {{value}}',
    shareCapital: 'Capitale sociale {{value}}',
  },
  languages: { it: 'Italiano', de: 'Deutsch' },
  impersonation: {
    banner: 'Stai operando come {{name}} (operatore: {{staff}}).',
  },
  errorPage: {
    notFoundCode: '404',
    notFoundTitle: 'Pagina non trovata',
    notFoundDescription: "L'indirizzo richiesto non esiste o non è più disponibile.",
    serverErrorCode: '500',
    serverErrorTitle: 'Errore interno',
    serverErrorDescription:
      'Si è verificato un problema imprevisto. Riprovare tra qualche istante.',
  },
};

export type CommonMessages = typeof common;
export default common;
