const errors = {
  errors: {
    unauthenticated: 'La sessione è scaduta. Accedi di nuovo.',
    forbidden: 'Operazione non consentita.',
    csrf: 'Richiesta non valida. Ricarica la pagina.',
    networkFailure: 'Connessione non riuscita. Controlla la rete e riprova.',
    aborted: 'Richiesta annullata.',
    NOT_FOUND: 'Elemento non trovato.',
    BAD_USER_INPUT: 'Dati non validi.',
    FORBIDDEN: 'Operazione non consentita.',
    UPSTREAM_UNAVAILABLE: 'Il servizio non è al momento disponibile. Riprova più tardi.',
    RATE_LIMITED: 'Troppe richieste. Attendi qualche istante.',
    INTERNAL: 'Si è verificato un errore. Riprova più tardi.',
    generic: 'Si è verificato un errore. Riprova più tardi.',
  },
};

export type ErrorsMessages = typeof errors;
export default errors;
