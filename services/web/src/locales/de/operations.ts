import type { OperationsMessages } from '../it/operations.ts';

const operations: OperationsMessages = {
  operations: {
    title: {
      light: 'Vorgänge Strom',
      gas: 'Vorgänge Gas',
    },
    intro:
      'Die Anträge zu Ihren Lieferstellen und ihr Stand: Öffnen Sie einen Antrag, um seinen Verlauf zu sehen.',
    registry: 'Anträge von {{name}}',
    caption: 'Liste der Anträge',
    count_one: '{{count}} Antrag',
    count_other: '{{count}} Anträge',
    empty: 'Für diese Lieferung gibt es keine Anträge.',
    noMatch:
      'Kein Antrag entspricht den gewählten Filtern. Ändern Sie die Filter oder setzen Sie sie zurück.',
    pages: 'Seiten der Anträge',
    none: '—',
    columns: {
      kind: 'Art',
      state: 'Status',
      description: 'Beschreibung',
      registry: 'Unternehmen',
      point: { light: 'POD', gas: 'PDR' },
      openedAt: 'Eröffnet am',
      updatedAt: 'Aktualisiert am',
      history: 'Verlauf',
    },
    history: {
      show: 'Verlauf anzeigen',
      hide: 'Verlauf ausblenden',
      of: 'des Antrags {{kind}} Nr. {{id}}',
      label: 'Verlauf des Antrags Nr. {{id}}',
    },
    filters: {
      legend: 'Anträge filtern',
      registry: 'Unternehmen',
      allRegistries: 'Alle Unternehmen',
      state: 'Status',
      allStates: 'Alle Status',
      kind: 'Art des Antrags',
      allKinds: 'Alle Arten',
      opened: 'Eröffnet zwischen',
      openedInvalid:
        'Der Eröffnungszeitraum ist ungültig: Geben Sie zwei Daten JJJJ-MM-TT an, das erste nicht nach dem zweiten.',
      reset: 'Filter zurücksetzen',
    },
    // Upstream's set descriptions (packages/shared set-texts.ts), in the page's language.
    descriptions: {
      NEW_SUPPLY_ACTIVATION: 'Aktivierung einer neuen Lieferstelle',
      SUPPLY_HOLDER_CHANGE: 'Wechsel des Vertragsinhabers der Lieferstelle',
      CONTRACTED_POWER_INCREASE: 'Erhöhung der Anschlussleistung',
      INVOICE_CHECK: 'Antrag auf Überprüfung einer Rechnung',
      METER_READING_CORRECTION: 'Korrektur eines Zählerstands',
      SWITCH_TO_SEPA_DIRECT_DEBIT: 'Umstellung auf SEPA-Lastschrift',
      TERMINATION_WITH_FINAL_READING: 'Beendigung der Lieferung mit Schlussablesung',
    },
  },
};

export default operations;
