import type { CommonMessages } from '../it/common.ts';

const common: CommonMessages = {
  app: {
    name: 'Kundenportal',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen…',
    newVersion: 'Eine neue Version des Portals ist verfügbar.',
    reload: 'Neu laden',
    dismiss: 'Schließen',
    backHome: 'Zur Startseite',
    retry: 'Erneut versuchen',
  },
  header: {
    mainNavigation: 'Hauptnavigation',
    openMenu: 'Menü',
    closeMenu: 'Menü schließen',
    registry: 'Stammdaten',
    registryChanged: 'Ausgewählte Stammdaten: {{name}}',
    language: 'Sprache',
    logout: 'Abmelden',
    signedInAs: 'Benutzer: {{name}}',
    consortiumLogo: 'Logo des Konsortiums {{name}}',
  },
  footer: {
    contacts: 'Kontakt',
    phone: 'Telefon:',
    email: 'E-Mail:',
    hours: 'Öffnungszeiten: {{hours}}',
    legalNotices: 'Rechtliche Hinweise',
    privacy: 'Datenschutzerklärung',
    cookies: 'Cookies',
    accessibility: 'Erklärung zur Barrierefreiheit',
    vatNumber: 'MwSt.-Nr. {{value}}',
    registeredOffice: 'Rechtssitz: {{value}}',
    reaNumber: 'REA {{value}}',
    shareCapital: 'Gesellschaftskapital {{value}}',
  },
  languages: { it: 'Italiano', de: 'Deutsch' },
  impersonation: {
    banner: 'Sie handeln als {{name}} (Mitarbeiter: {{staff}}).',
  },
  errorPage: {
    notFoundCode: '404',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Die angeforderte Adresse existiert nicht oder ist nicht mehr verfügbar.',
    serverErrorCode: '500',
    serverErrorTitle: 'Interner Fehler',
    serverErrorDescription:
      'Ein unerwartetes Problem ist aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
  },
};

export default common;
