// §3 registries, one error vocabulary: a failed switch of registry says what went
// wrong with the same translated texts as every other failure.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAt, testSession } from '../../test/page.tsx';
import { RegistrySwitcher } from './RegistrySwitcher.tsx';

const registries = [
  {
    idAnagrafica: 1,
    ragSoc: 'Hotel Dolomiten GmbH',
    customerSegment: 'corporate',
    culture: 'de-DE',
  },
  {
    idAnagrafica: 2,
    ragSoc: 'Caseificio Val di Fassa',
    customerSegment: 'association',
    culture: 'it-IT',
  },
];

describe('§3: the registry switcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [
      Response.json({ error: 'RATE_LIMITED' }, { status: 429 }),
      'Troppe richieste. Attendi qualche istante.',
    ],
    [
      Response.json({ error: 'SOMETHING_NEW' }, { status: 500 }),
      'Si è verificato un errore. Riprovare più tardi.',
    ],
  ])('shows a failed switch in the errors’ vocabulary (%#)', async (answer, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    const session = testSession({
      segment: 'consortia',
      registries,
      selectedRegistry: registries[0]!,
    });
    await renderPageAt('/consortia', <RegistrySwitcher session={session} language="it" />, {
      session,
    });
    fireEvent.change(await screen.findByLabelText('Anagrafica'), { target: { value: '2' } });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('§6 switching to another member keeps the page and its filters, not the old member’s records', async () => {
    const session = testSession({
      segment: 'consortia',
      registries,
      selectedRegistry: registries[0]!,
    });
    const next = { ...session, selectedRegistry: registries[1]! };
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
        return Response.json(next);
      }),
    );
    const { router } = await renderPageAt(
      '/consortia/light/invoices?state=OVERDUE&page=2&invoice=9001',
      <RegistrySwitcher session={session} language="it" />,
      { session },
    );
    fireEvent.change(await screen.findByLabelText('Anagrafica'), { target: { value: '2' } });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/consortia/light/invoices?state=OVERDUE',
      ),
    );
    expect(calls).toContain('PUT /api/session/registry');
  });
});
