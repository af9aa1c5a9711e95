const auth = {
  auth: {
    loginTitle: 'Accedi al portale',
    loginIntro: 'Consulta bollette, forniture e consumi di luce e gas.',
    loginButton: 'Accedi',
    disabledTitle: 'Utenza non attiva',
    disabledDescription:
      'Il tuo account non è attivo. Contatta il servizio clienti per riattivarlo.',
    unauthorizedTitle: 'Accesso non autorizzato',
    unauthorizedDescription: 'Non è stato possibile completare l’accesso al portale.',
    errorDetail: 'Dettaglio: {{text}}',
    signInFailed: 'Accesso non riuscito.',
    redirecting: 'Reindirizzamento in corso…',
  },
};

export type AuthMessages = typeof auth;
export default auth;
