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
    registerTitle: 'Registrazione',
    registerDescription:
      'Non abbiamo trovato un cliente collegato al tuo account. Per usare il portale registrati come cliente.',
    redirecting: 'Reindirizzamento in corso…',
  },
};

export type AuthMessages = typeof auth;
export default auth;
