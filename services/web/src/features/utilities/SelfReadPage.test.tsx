import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import SelfReadPage from './SelfReadPage.tsx';
import { TODAY, api, readable } from '@/test/fixtures/utilities.ts';

const mario = testSession({
  segment: 'retail',
  canSelfRead: true,
  selectedRegistry: {
    idAnagrafica: 100001,
    ragSoc: 'Mario Rossi',
    customerSegment: 'resident',
    culture: 'it-IT',
  },
});

const FIELD = 'Lettura del contatore (Smc)';
const SEND = 'Invia la lettura';

async function open(url = '/retail/selfRead') {
  const view = await renderPageAt(url, <SelfReadPage />, { session: mario });
  await screen.findByRole('heading', { level: 1, name: 'Autolettura' });
  await screen.findByRole('region', { name: 'Il contatore' });
  return view;
}

function type(value: string) {
  fireEvent.change(screen.getByLabelText(FIELD), { target: { value } });
}

function send() {
  fireEvent.click(screen.getByRole('button', { name: SEND }));
}

function sentReadings(calls: ReturnType<typeof api>) {
  return calls.filter((call) => call.operation === 'SubmitGasReading');
}

describe('the gas self-reading page (§5, §3 finestraLetturaDal/Al)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows the meter, the window and the last readings; a reading is sent once and confirmed with what was sent, then heads the history', async () => {
    const calls = api();
    await open();
    const meter = screen.getByRole('region', { name: 'Il contatore' });
    expect(within(meter).getByText('G0020000102')).toBeTruthy();
    expect(within(meter).getByText('4.200 Smc del 31/10/2026')).toBeTruthy();
    expect(within(meter).getByText('dal 15/11/2026 al 25/11/2026')).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Le ultime letture del contatore' });
    expect(within(history).getByText('Effettiva')).toBeTruthy();
    expect(screen.getByText(`Data della lettura: 20/11/2026`)).toBeTruthy();

    type(' 04250 ');
    send();
    const sent = await screen.findByRole('region', { name: 'Lettura inviata' });
    expect(sentReadings(calls)).toHaveLength(1);
    expect(sentReadings(calls)[0]!.variables).toEqual({
      input: { contractId: '40000102', value: 4250, date: TODAY },
    });
    expect(within(sent).getByText('4.250 Smc')).toBeTruthy();
    expect(within(sent).getByText('20/11/2026')).toBeTruthy();
    expect(within(sent).getByText('matricola G0020000102, PDR 00881234567890')).toBeTruthy();
    expect(within(sent).getByText('89000001')).toBeTruthy();
    // The history is asked again and shows the new reading first.
    await vi.waitFor(() => {
      const rows = within(
        screen.getByRole('table', { name: 'Le ultime letture del contatore' }),
      ).getAllByRole('row');
      expect(within(rows[1]!).getByText('4.250 Smc')).toBeTruthy();
    });
  });

  it('refuses letters, too many digits and a value below the last reading — translated, the typed value kept, nothing sent', async () => {
    const calls = api();
    await open();
    for (const [typed, message] of [
      ['', 'Scrivi la lettura del contatore'],
      ['42,5', 'La lettura può contenere solo cifre, senza virgola, punti o spazi'],
      ['123456', 'Il tuo contatore ha 5 cifre intere: la lettura non può averne di più'],
      ['4199', 'La lettura non può essere inferiore all’ultima (4.200 Smc)'],
    ] as const) {
      type(typed);
      send();
      const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
      expect(
        within(summary).getByRole('link', { name: (name) => name.startsWith(message) }),
      ).toBeTruthy();
      expect((screen.getByLabelText(FIELD) as HTMLInputElement).value).toBe(typed);
      expect(screen.getByLabelText(FIELD).getAttribute('aria-invalid')).toBe('true');
    }
    expect(sentReadings(calls)).toHaveLength(0);
  });

  it('GOV.UK: the summary takes the focus on every refused send, the same refusal again too', async () => {
    api();
    await open();
    type('42,5');
    send();
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    screen.getByLabelText(FIELD).focus();
    expect(document.activeElement).not.toBe(summary);
    send();
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('a value more than three times the usual consumption is sent only once confirmed', async () => {
    const calls = api();
    await open();
    type('4381');
    expect(
      screen.getByText(/avresti consumato 181 Smc dall’ultima lettura del 31\/10\/2026/),
    ).toBeTruthy();
    send();
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    expect(
      within(summary).getByText('Conferma che la lettura è corretta, oppure correggila'),
    ).toBeTruthy();
    expect(sentReadings(calls)).toHaveLength(0);
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Confermo che la lettura 4.381 Smc è corretta' }),
    );
    send();
    await screen.findByRole('region', { name: 'Lettura inviata' });
    expect(sentReadings(calls)[0]!.variables).toMatchObject({ input: { value: 4381 } });
  });

  it('a refusal of the API (letturaBelowPrevious) names the field and keeps the typed value', async () => {
    api({ refuse: { code: 'BAD_USER_INPUT', reason: 'letturaBelowPrevious', field: 'value' } });
    await open();
    type('4300');
    send();
    const summary = await screen.findByRole('alert', { name: 'C’è un problema' });
    expect(within(summary).getByText(/non può essere inferiore all’ultima/)).toBeTruthy();
    expect((screen.getByLabelText(FIELD) as HTMLInputElement).value).toBe('4300');
  });

  it('§5: without a gas contract that takes readings the page says why, and offers assistance', async () => {
    api({ selfReading: { allowed: false, today: TODAY, supplies: [] } });
    await renderPageAt('/retail/selfRead', <SelfReadPage />, { session: mario });
    const notice = await screen.findByText(
      /Nessun contratto gas di Mario Rossi prevede la lettura/,
    );
    expect(notice).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai all’assistenza' }).getAttribute('href')).toBe(
      '/retail/assistance/writeus',
    );
    expect(screen.queryByLabelText(FIELD)).toBeNull();
  });

  it('§2 /de/retail/selfRead: a window still to open says when, in German, and offers no form', async () => {
    api({
      selfReading: {
        allowed: true,
        today: TODAY,
        supplies: [
          readable({
            readingWindowState: 'UPCOMING',
            readingWindowFrom: '2026-12-02',
            readingWindowTo: '2026-12-12',
          }),
        ],
      },
    });
    await renderPageAt('/de/retail/selfRead', <SelfReadPage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Selbstablesung' })).toBeTruthy();
    expect(
      await screen.findByText(/Er beginnt am 02\/12\/2026 und endet am 12\/12\/2026/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Zählerstand (Smc)')).toBeNull();
    expect(screen.getByRole('region', { name: 'Der Zähler' })).toBeTruthy();
  });

  it('several gas supplies: the customer picks one, kept in the address', async () => {
    api({
      selfReading: {
        allowed: true,
        today: TODAY,
        supplies: [
          readable(),
          readable({
            contractId: '40000109',
            pointId: '00889999999999',
            address: 'Via Roma 3, 37100 Verona (VR)',
            meterSerial: 'G0020000109',
          }),
        ],
      },
    });
    const { router } = await open('/retail/selfRead?supply=40000109');
    const meter = screen.getByRole('region', { name: 'Il contatore' });
    expect(within(meter).getByText('G0020000109')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fornitura'), { target: { value: '40000102' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?supply=40000102'));
    // The page renders the new address after the router has taken it.
    await screen.findByText('G0020000102');
    expect(
      within(screen.getByRole('region', { name: 'Il contatore' })).getByText('G0020000102'),
    ).toBeTruthy();
  });
});
