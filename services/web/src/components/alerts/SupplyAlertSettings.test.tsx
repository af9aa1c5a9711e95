// A supply's own alerts (decision 0023) on the household's supply page and in the profile's list:
// a kind set apart for one supply (on, off, its own days of notice) and back to the general
// settings, each change announced, what was chosen and typed kept when the change fails, the
// days checked before anything is sent; and the notice that paused alerts resumed, told once.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import { AlertsResumedNotice } from './AlertsResumedNotice.tsx';
import { SupplyAlertOverrides } from './SupplyAlertOverrides.tsx';
import { SupplyAlertSettings } from './SupplyAlertSettings.tsx';

interface Row {
  supplyId: string;
  pointId: string;
  kind: string;
  enabled: boolean;
  parameter: number | null;
}

const KINDS = [
  { kind: 'BILL_ISSUED', enabled: true, parameter: null, parameterMin: null, parameterMax: null },
  { kind: 'BILL_DUE', enabled: true, parameter: 5, parameterMin: 1, parameterMax: 30 },
];

interface Sent {
  operation: string;
  variables: Record<string, unknown>;
}

/** A BFF of the alert settings: keeps the supplies' rows; `fail` refuses the next writes. */
function stubApi(initial: Row[] = [], options: { resumed?: boolean } = {}) {
  let rows = [...initial];
  let resumed = options.resumed ?? false;
  const sent: Sent[] = [];
  const state = { fail: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      if (
        operation.startsWith('Set') ||
        operation.startsWith('Clear') ||
        operation.startsWith('Dismiss')
      ) {
        sent.push({ operation, variables: body.variables });
        if (state.fail)
          return Response.json({
            errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          });
      }
      const v = body.variables;
      if (operation === 'SetSupplyAlertSetting') {
        rows = rows.filter((r) => !(r.supplyId === v.supplyId && r.kind === v.kind));
        rows.push({
          supplyId: String(v.supplyId),
          pointId: 'IT001E12345678',
          kind: String(v.kind),
          enabled: v.enabled === true,
          parameter: (v.parameter as number | null) ?? null,
        });
      }
      if (operation === 'ClearSupplyAlertSetting') {
        rows = rows.filter(
          (r) => !(r.supplyId === v.supplyId && (v.kind == null || r.kind === v.kind)),
        );
      }
      if (operation === 'DismissAlertsResumed') resumed = false;
      return Response.json({
        data: {
          alertSettings: { active: true, paused: false, resumed, kinds: KINDS, supplies: rows },
          setAlertSetting: { active: true },
          clearAlertSetting: { active: true },
          dismissAlertsResumed: { resumed },
        },
      });
    }),
  );
  return { sent, state };
}

const mario = testSession({ segment: 'retail' });

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('it');
});

describe('a supply’s own alerts on its page (decision 0023)', () => {
  it('sets a kind off for this supply through labelled native controls, announced, then back to the general settings', async () => {
    const { sent } = stubApi();
    await renderPageAt('/retail/myUtilities/7001', <SupplyAlertSettings supplyId="7001" />, {
      session: mario,
    });
    const section = await screen.findByRole('region', { name: 'Avvisi per questa fornitura' });
    const issued = await within(section).findByRole('combobox', { name: 'Nuova bolletta' });
    expect((issued as HTMLSelectElement).value).toBe('general');
    expect(within(issued).getByRole('option', { name: 'Come in generale: attivo' })).toBeTruthy();
    expect(
      within(section)
        .getByRole('link', { name: 'Impostazioni generali degli avvisi' })
        .getAttribute('href'),
    ).toBe('/retail/profile');

    fireEvent.change(issued, { target: { value: 'off' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Salva per questa fornitura' }));
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'Avvisi della fornitura salvati.',
      ),
    );
    expect(sent).toEqual([
      {
        operation: 'SetSupplyAlertSetting',
        variables: { supplyId: '7001', kind: 'BILL_ISSUED', enabled: false, parameter: null },
      },
    ]);
    expect(within(section).getByText('Questa fornitura ha avvisi propri.')).toBeTruthy();

    fireEvent.click(
      within(section).getByRole('button', { name: 'Torna alle impostazioni generali' }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'La fornitura segue di nuovo le impostazioni generali.',
      ),
    );
    expect(sent.at(-1)).toEqual({
      operation: 'ClearSupplyAlertSetting',
      variables: { supplyId: '7001', kind: null },
    });
    expect(
      (within(section).getByRole('combobox', { name: 'Nuova bolletta' }) as HTMLSelectElement)
        .value,
    ).toBe('general');
  });

  it('checks the days of notice before sending, and keeps the choice and the days when the change fails', async () => {
    const { sent, state } = stubApi();
    await renderPageAt('/retail/myUtilities/7001', <SupplyAlertSettings supplyId="7001" />, {
      session: mario,
    });
    const section = await screen.findByRole('region', { name: 'Avvisi per questa fornitura' });
    fireEvent.change(
      await within(section).findByRole('combobox', { name: 'Bolletta in scadenza' }),
      {
        target: { value: 'on' },
      },
    );
    const days = within(section).getByRole('textbox', {
      name: 'Giorni di preavviso per questa fornitura',
    }) as HTMLInputElement;
    expect(days.value).toBe('5');
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Salva per questa fornitura' }));
    expect(
      await within(section).findByText('Indicare un numero di giorni da 1 a 30.'),
    ).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(days);
    expect(sent).toEqual([]);

    state.fail = true;
    fireEvent.change(days, { target: { value: '12' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Salva per questa fornitura' }));
    expect(await within(section).findByRole('alert')).toBeTruthy();
    expect(days.value).toBe('12');
    expect(
      (within(section).getByRole('combobox', { name: 'Bolletta in scadenza' }) as HTMLSelectElement)
        .value,
    ).toBe('on');
    expect(sent).toEqual([
      {
        operation: 'SetSupplyAlertSetting',
        variables: { supplyId: '7001', kind: 'BILL_DUE', enabled: true, parameter: 12 },
      },
    ]);
  });

  it('speaks German under /de', async () => {
    stubApi([
      {
        supplyId: '7001',
        pointId: 'IT001E12345678',
        kind: 'BILL_DUE',
        enabled: false,
        parameter: 5,
      },
    ]);
    await setLanguage('de');
    await renderPageAt('/de/retail/myUtilities/7001', <SupplyAlertSettings supplyId="7001" />, {
      session: { ...mario, language: 'de' },
    });
    const section = await screen.findByRole('region', { name: 'Hinweise für diese Lieferung' });
    expect(
      (
        (await within(section).findByRole('combobox', {
          name: 'Fällige Rechnung',
        })) as HTMLSelectElement
      ).value,
    ).toBe('off');
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/de/retail/profile');
  });
});

describe('the supplies set apart, in the profile’s alert settings', () => {
  it('lists each supply with its own kinds and returns one to the general settings, announced', async () => {
    const { sent } = stubApi([
      {
        supplyId: '7001',
        pointId: 'IT001E12345678',
        kind: 'BILL_ISSUED',
        enabled: false,
        parameter: null,
      },
      {
        supplyId: '7001',
        pointId: 'IT001E12345678',
        kind: 'BILL_DUE',
        enabled: true,
        parameter: 10,
      },
    ]);
    await renderPageAt('/retail/profile', <SupplyAlertOverrides />, { session: mario });
    const group = await screen.findByRole('group', { name: 'Forniture con avvisi propri' });
    const supply = within(group).getByRole('link', { name: 'Fornitura IT001E12345678' });
    expect(supply.getAttribute('href')).toBe('/retail/myUtilities/7001');
    expect(within(group).getByText('Nuova bolletta: non attivo')).toBeTruthy();
    expect(
      within(group).getByText('Bolletta in scadenza: attivo, 10 giorni di preavviso'),
    ).toBeTruthy();
    const reset = within(group).getByRole('button', { name: 'Torna alle impostazioni generali' });
    expect(reset.getAttribute('aria-describedby')).toBe(supply.parentElement?.id);
    fireEvent.click(reset);
    await waitFor(() =>
      expect(within(group).getByRole('status').textContent).toBe(
        'La fornitura IT001E12345678 segue di nuovo le impostazioni generali.',
      ),
    );
    expect(sent).toEqual([
      { operation: 'ClearSupplyAlertSetting', variables: { supplyId: '7001', kind: null } },
    ]);
    expect(await within(group).findByText(/Nessuna fornitura ha avvisi propri/)).toBeTruthy();
  });
});

describe('paused alerts resumed by a sign-in (decision 0023)', () => {
  it('are told once: the notice closes when read and is not shown again', async () => {
    const { sent } = stubApi([], { resumed: true });
    await renderPageAt('/retail/notifications', <AlertsResumedNotice />, { session: mario });
    const notice = await screen.findByTestId('alerts-resumed');
    expect(within(notice).getByText('Avvisi di nuovo attivi')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Chiudi l’avviso' }));
    await waitFor(() => expect(screen.queryByTestId('alerts-resumed')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Avviso chiuso.');
    expect(sent.map((s) => s.operation)).toEqual(['DismissAlertsResumed']);
  });

  it('say nothing when alerts did not resume', async () => {
    stubApi([], { resumed: false });
    await renderPageAt('/retail/notifications', <AlertsResumedNotice />, { session: mario });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('alerts-resumed')).toBeNull();
  });
});
