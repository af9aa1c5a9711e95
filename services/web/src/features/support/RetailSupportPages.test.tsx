// Retail's assistance, FAQ and write-us pages (§2 /retail/assistance/…), the
// business support page's parts on a household's data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import RetailAssistancePage from './RetailAssistancePage.tsx';
import RetailFaqPage from './RetailFaqPage.tsx';
import RetailWriteUsPage from './RetailWriteUsPage.tsx';
import { api, supportCase, type Call } from '@/test/fixtures/support.ts';

const mario = testSession({
  segment: 'retail',
  selectedRegistry: {
    idAnagrafica: 100001,
    ragSoc: 'Mario Rossi',
    customerSegment: 'resident',
    culture: 'it-IT',
  },
});

const GAS_SUPPLY = {
  id: '950',
  pointId: '00881234567890',
  address: 'Via Mazzini 4',
  locality: 'Verona',
  siteName: null,
};

/** The support stand-in, with a household's gas supply beside its light ones. */
function retailApi(options: Parameters<typeof api>[0] = {}): Call[] {
  const calls = api(options);
  const inner = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { variables?: { utility?: string } };
      if (
        String(init?.body).includes('query RequestSupplies') &&
        body.variables?.utility === 'GAS'
      ) {
        calls.push({ operation: 'RequestSupplies', variables: body.variables });
        return Response.json({ data: { supplies: { totalCount: 1, nodes: [GAS_SUPPLY] } } });
      }
      return inner(url, init);
    }),
  );
  return calls;
}

const calledWith = (calls: Call[], operation: string) =>
  calls.filter((call) => call.operation === operation).map((call) => call.variables);

describe('retail assistance', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /retail/assistance: the households’ customer service from the brand and the ways to the FAQ and write-us', async () => {
    await renderPageAt('/retail/assistance', <RetailAssistancePage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistenza' })).toBeTruthy();
    const desk = screen.getByRole('region', { name: 'Servizio clienti' });
    expect(within(desk).getByRole('link', { name: '800 123 456' }).getAttribute('href')).toBe(
      'tel:800123456',
    );
    expect(within(desk).getByRole('link', { name: 'clienti@demo-energia.example' })).toBeTruthy();
    expect(within(desk).getByText('Dal lunedì al venerdì, 8:30–18:00')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Cerca tra le domande frequenti' }).getAttribute('href'),
    ).toBe('/retail/assistance/faq');
    expect(
      screen.getByRole('link', { name: 'Invia una richiesta scritta' }).getAttribute('href'),
    ).toBe('/retail/assistance/writeus');
  });

  it('in German: the same page under /de with German links', async () => {
    await renderPageAt('/de/retail/assistance', <RetailAssistancePage />, {
      session: testSession({ ...mario, language: 'de' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kundenservice' })).toBeTruthy();
    expect(screen.getByText('Montag bis Freitag, 8:30–18:00 Uhr')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'In den häufigen Fragen suchen' }).getAttribute('href'),
    ).toBe('/de/retail/assistance/faq');
  });

  it('§2 /retail/assistance/faq: the FAQ in the page’s language, narrowed as the customer types, the words in the address', async () => {
    const calls = retailApi();
    const { router } = await renderPageAt('/retail/assistance/faq?q=split', <RetailFaqPage />, {
      session: mario,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeTruthy();
    expect(await screen.findByText('1 domanda su 3 contiene le parole cercate')).toBeTruthy();
    expect(calledWith(calls, 'SupportFaq')).toEqual([{ language: 'IT' }]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca tra le domande' }), {
      target: { value: '' },
    });
    expect(await screen.findByText('3 domande')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Scrivici' }).getAttribute('href')).toBe(
      '/retail/assistance/writeus',
    );
  });

  it('§2 /retail/assistance/writeus: a complaint names a gas or light supply, is filed once and heads the list with its due date', async () => {
    const calls = retailApi({ cases: [supportCase(1, { registryId: '100001' })] });
    await renderPageAt('/retail/assistance/writeus', <RetailWriteUsPage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scrivici' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Scrivici' });
    await within(form).findByRole('option', { name: '00881234567890 – Via Mazzini 4, Verona' });
    expect(
      within(form).getByRole('option', { name: 'IT001E10000001 – Via Roma 1, Verona' }),
    ).toBeTruthy();
    expect(
      within(form).getByText(
        'Il POD (luce) o il PDR (gas) della fornitura a cui si riferisce la richiesta.',
      ),
    ).toBeTruthy();
    expect(calledWith(calls, 'RequestSupplies')).toEqual([
      { utility: 'POWER', registryId: '100001' },
      { utility: 'GAS', registryId: '100001' },
    ]);
    fireEvent.change(within(form).getByLabelText('Tipo di richiesta'), {
      target: { value: 'COMPLAINT' },
    });
    fireEvent.change(within(form).getByLabelText('Oggetto'), {
      target: { value: 'Lettura del gas errata' },
    });
    fireEvent.change(within(form).getByLabelText('Messaggio'), {
      target: { value: 'La bolletta di ottobre riporta una lettura stimata molto alta.' },
    });
    fireEvent.change(within(form).getByLabelText(/Fornitura interessata/), {
      target: { value: '950' },
    });
    fireEvent.click(within(form).getByLabelText(/Ho letto l’informativa/));
    fireEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    const heading = await screen.findByRole('heading', { name: 'Richiesta inviata' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(calledWith(calls, 'FileSupportCase')).toEqual([
      {
        input: {
          kind: 'COMPLAINT',
          subject: 'Lettura del gas errata',
          message: 'La bolletta di ottobre riporta una lettura stimata molto alta.',
          privacyAcknowledged: true,
          supplyId: '950',
        },
      },
    ]);
    const table = screen.getByRole('table', { name: /Richieste scritte inviate/ });
    expect(await within(table).findByText('RS-2026-000002')).toBeTruthy();
    expect(within(table).getByText('23/12/2026')).toBeTruthy();
    // The subject is the customer's own words: never translated, not the page's (§9).
    const subject = within(table).getByText('Lettura del gas errata');
    expect(subject.getAttribute('translate')).toBe('no');
    expect(subject.hasAttribute('data-upstream-text')).toBe(true);
    expect(subject.hasAttribute('lang')).toBe(false);
    expect(calledWith(calls, 'SupportCases')).toEqual([{ offset: 0 }, { offset: 0 }]);
  });

  it('a form with problems lists them, sends nothing and keeps what was typed', async () => {
    const calls = retailApi();
    await renderPageAt('/retail/assistance/writeus', <RetailWriteUsPage />, { session: mario });
    const form = await screen.findByRole('form', { name: 'Scrivici' });
    fireEvent.change(within(form).getByLabelText('Oggetto'), { target: { value: 'Gas' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Scegliere il tipo di richiesta');
    expect(summary.textContent).toContain('Scrivere un oggetto di almeno 5 caratteri');
    expect((within(form).getByLabelText('Oggetto') as HTMLInputElement).value).toBe('Gas');
    expect(calledWith(calls, 'FileSupportCase')).toEqual([]);
  });
});
