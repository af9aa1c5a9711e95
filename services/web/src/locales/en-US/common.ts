import type { CommonMessages } from '../it/common.ts';

const common: CommonMessages = {
  app: {
    name: 'Customer portal',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    newVersion: 'A new version of the portal is available.',
    reload: 'Reload',
    dismiss: 'Dismiss',
    backHome: 'Back to the home page',
    retry: 'Try again',
  },
  header: {
    mainNavigation: 'Main navigation',
    openMenu: 'Menu',
    closeMenu: 'Close the menu',
    registry: 'Customer record',
    registryChanged: 'Selected customer record: {{name}}',
    language: 'Language',
    logout: 'Sign out',
    signedInAs: 'User: {{name}}',
    consortiumLogo: 'Logo of the consortium {{name}}',
  },
  footer: {
    contacts: 'Contacts',
    phone: 'Phone:',
    email: 'E-mail:',
    hours: 'Opening hours: {{hours}}',
    legalNotices: 'Legal notices',
    privacy: 'Privacy notice',
    cookies: 'Cookies',
    accessibility: 'Accessibility statement',
    vatNumber: 'VAT no. {{value}}',
    registeredOffice: 'Registered office: {{value}}',
    reaNumber: 'REA {{value}}',
    shareCapital: 'Share capital {{value}}',
  },
  languages: { it: 'Italiano', de: 'Deutsch' },
  impersonation: {
    banner: 'You are acting as {{name}} (staff: {{staff}}).',
  },
  errorPage: {
    notFoundCode: '404',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'The address you asked for does not exist or is no longer available.',
    serverErrorCode: '500',
    serverErrorTitle: 'Internal error',
    serverErrorDescription: 'Something unexpected went wrong. Please try again in a moment.',
  },
};

export default common;
