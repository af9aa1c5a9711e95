import type { ProgressMessages } from '../it/progress.ts';

const progress: ProgressMessages = {
  progress: {
    exportJob: {
      created: 'Erstellt',
      waitingForActivation: 'Wartet auf Aktivierung',
      waitingToRun: 'Wartet auf Ausführung',
      running: 'Wird ausgeführt',
      waitingForChildrenToComplete: 'Wartet auf den Abschluss der verbundenen Aufgaben',
      ranToCompletion: 'Abgeschlossen',
      canceled: 'Abgebrochen',
      faulted: 'Fehlgeschlagen',
      unknown: 'Unbekannter Status',
    },
    exportJobBrief: {
      waitingToRun: 'In der Warteschlange',
      running: 'Läuft',
      waitingForChildrenToComplete: 'Wird abgeschlossen',
      ranToCompletion: 'Fertig',
    },
    connection: {
      ORDERED: 'Bestellt',
      SWITCHING: 'Lieferantenwechsel läuft',
      NEW_CONNECTION: 'Neuanschluss läuft',
    },
  },
};

export default progress;
