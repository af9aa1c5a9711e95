// The §4 states, worded once for the whole portal: a contract's or supply's state (statoRiga,
// statoFornitura) and a request's (an operation, a written request, a convention order). The
// badges of components/badges read them; a request in one of §4's rows (trasmessa, in lavorazione,
// accettata) takes that row's words, so they are written here once.
const status = {
  status: {
    contract: {
      ACTIVE: 'Attivo',
      ACCEPTED: 'Accettato',
      SUSPENDED: 'Sospeso',
      CEASED: 'Cessato',
      TRANSMITTED: 'Trasmesso',
      ACTIVATING: 'In fase di attivazione',
      PROCESSING: 'In Lavorazione',
      EXPIRING: 'In scadenza',
    },
    request: {
      REJECTED: 'Respinto',
      CANCELED: 'Annullato',
    },
  },
};

export type StatusMessages = typeof status;
export default status;
