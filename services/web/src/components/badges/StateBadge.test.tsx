// The state badges: the words of the state in the reader's language (never colour alone), the
// family's colour, and upstream's own text for a state the portal does not know.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import {
  ConnectionStateBadge,
  ContractStatusBadge,
  ExportJobBadge,
  PaymentStateBadge,
  RequestStateBadge,
  StateBadge,
  connectionStateStyle,
  contractStatusStyle,
  exportJobStyle,
  paymentStateStyle,
  requestStateStyle,
} from './index.ts';

describe('state badges', () => {
  it('word a contract status as §4 does, an unknown one as Attivo, in Italian and German', async () => {
    await renderWithApp(
      <>
        <ContractStatusBadge status="CEASED" />
        <ContractStatusBadge status="UNKNOWN" />
      </>,
    );
    expect(screen.getByText('Cessato')).toBeTruthy();
    expect(screen.getByText('Attivo')).toBeTruthy();
    await renderWithApp(<ContractStatusBadge status="EXPIRING" />, 'de');
    expect(await screen.findByText('Läuft aus')).toBeTruthy();
  });

  it('word a request in §4’s words, or in upstream’s enumeration’s, and OTHER as upstream wrote it', async () => {
    await renderWithApp(
      <>
        <RequestStateBadge state="TRANSMITTED" text="Trasmessa" />
        <RequestStateBadge state="TRANSMITTED" text="Trasmessa" wording="enumeration" />
        <RequestStateBadge state="OTHER" text="Sospesa dal fornitore" />
      </>,
    );
    expect(screen.getByText('Trasmesso')).toBeTruthy();
    expect(screen.getByText('Trasmessa')).toBeTruthy();
    expect(screen.getByText('Sospesa dal fornitore')).toBeTruthy();
  });

  it('word a payment state, an export job in full or in brief, and a point’s connection', async () => {
    await renderWithApp(
      <>
        <PaymentStateBadge state="PARTIALLY_PAID" text="Parzialmente pagata" />
        <PaymentStateBadge state="OTHER" text="In contestazione" />
        <ExportJobBadge code={2} />
        <ExportJobBadge code={2} length="brief" />
        <ExportJobBadge code={42} length="brief" />
        <ConnectionStateBadge state="SWITCHING" text="switching" />
        <ConnectionStateBadge state="ACTIVE" text="attivo" />
      </>,
    );
    for (const words of [
      'Pagata in parte',
      'In contestazione',
      'In attesa di esecuzione',
      'In coda',
      'Stato sconosciuto',
      'Switching in corso',
      'Attivo',
    ])
      expect(screen.getByText(words)).toBeTruthy();
  });

  it('read the German words through their references (a request enumeration, a brief job state)', async () => {
    await renderWithApp(
      <>
        <RequestStateBadge state="REJECTED" wording="enumeration" />
        <ExportJobBadge code={6} length="brief" />
      </>,
      'de',
    );
    expect(await screen.findByText('Abgelehnt')).toBeTruthy();
    expect(screen.getByText('Abgebrochen')).toBeTruthy();
  });

  it('hold longer words in a state’s colour', async () => {
    await renderWithApp(<StateBadge style={contractStatusStyle('ACTIVE')}>Attive: 3</StateBadge>);
    expect(screen.getByText('Attive: 3')).toBeTruthy();
  });
});

describe('state styles', () => {
  it('give each family its tone from packages/shared', () => {
    expect(contractStatusStyle('UNKNOWN')).toEqual({
      labelKey: 'status.contract.ACTIVE',
      tone: 'green',
    });
    expect(contractStatusStyle('CEASED').tone).toBe('red');
    expect(paymentStateStyle('OVERDUE')).toEqual({
      labelKey: 'enums.paymentState.OVERDUE',
      tone: 'red',
    });
    expect(paymentStateStyle('SOMETHING')).toEqual({ labelKey: null, tone: 'gray' });
    expect(requestStateStyle('PROCESSING')).toEqual({
      labelKey: 'status.contract.PROCESSING',
      tone: 'orange',
    });
    expect(requestStateStyle('REJECTED', 'enumeration')).toEqual({
      labelKey: 'enums.requestState.REJECTED',
      tone: 'red',
    });
    expect(requestStateStyle('OTHER').labelKey).toBeNull();
    expect(connectionStateStyle('REJECTED').labelKey).toBe('status.request.REJECTED');
    expect(exportJobStyle(5)).toEqual({
      labelKey: 'progress.exportJob.ranToCompletion',
      tone: 'green',
    });
    expect(exportJobStyle(null, 'brief')).toEqual({
      labelKey: 'progress.exportJob.unknown',
      tone: 'gray',
    });
  });
});
