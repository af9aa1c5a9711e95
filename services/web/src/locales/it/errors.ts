const errors = {
  errors: {
    UNAUTHENTICATED: 'La sessione è scaduta. Accedi di nuovo.',
    CSRF_REJECTED: 'Richiesta non valida. Ricarica la pagina.',
    NETWORK_FAILURE: 'Connessione non riuscita. Controlla la rete e riprova.',
    ABORTED: 'Richiesta annullata.',
    NOT_FOUND: 'Elemento non trovato.',
    BAD_USER_INPUT: 'Dati non validi.',
    FORBIDDEN: 'Operazione non consentita.',
    UPSTREAM_UNAVAILABLE: 'Il servizio non è al momento disponibile. Riprovare più tardi.',
    UPSTREAM_CONTRACT:
      'Il servizio ha risposto in un modo che il portale non conosce: questi dati non si possono mostrare. Riprovare più tardi.',
    RATE_LIMITED: 'Troppe richieste. Attendi qualche istante.',
    INTERNAL: 'Si è verificato un errore. Riprovare più tardi.',
    CONFLICT: 'Operazione non possibile in questo momento.',
    METHOD_NOT_ALLOWED: 'Richiesta non valida. Ricarica la pagina.',
    NOT_ACCEPTABLE: 'Richiesta non valida. Ricarica la pagina.',
    PAYLOAD_TOO_LARGE: 'I dati inviati sono troppo grandi.',
    UNSUPPORTED_MEDIA_TYPE: 'Richiesta non valida. Ricarica la pagina.',
    invalidCharacters:
      'Il testo contiene caratteri che non si possono inviare (caratteri di controllo o di direzione del testo).',
    submissionInProgress:
      'La richiesta è già in invio. Attendi qualche istante e ricarica la pagina.',
    generic: 'Si è verificato un errore. Riprovare più tardi.',
  },
};

export type ErrorsMessages = typeof errors;
export default errors;
