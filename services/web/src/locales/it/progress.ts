// The states of what is under way: a PDF export job (§4 codes 0–7), in full on the downloads page
// and in brief where a card lists the latest jobs (a state without a brief form keeps its full
// words), and a point ordered under a convention on its way to an active supply (ordered,
// switching, new connection; active and rejected take the words of status.contract and
// status.request). The badges of components/badges read them.
const progress = {
  progress: {
    exportJob: {
      created: 'Creata',
      waitingForActivation: 'In attesa di attivazione',
      waitingToRun: 'In attesa di esecuzione',
      running: 'In esecuzione',
      waitingForChildrenToComplete: 'In attesa del completamento delle attività collegate',
      ranToCompletion: 'Completata',
      canceled: '$t(enums.requestState.CANCELED)',
      faulted: 'Non riuscita',
      unknown: 'Stato sconosciuto',
    },
    exportJobBrief: {
      waitingToRun: 'In coda',
      running: 'In corso',
      waitingForChildrenToComplete: 'In completamento',
      ranToCompletion: 'Pronta',
    },
    connection: {
      ORDERED: 'Ordinato',
      SWITCHING: 'Switching in corso',
      NEW_CONNECTION: 'Nuovo allaccio in corso',
    },
  },
};

export type ProgressMessages = typeof progress;
export default progress;
