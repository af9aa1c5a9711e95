import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { CASES_PAGE_SIZE, SUPPORT_CASES_QUERY } from './api/useSupportCases.ts';
import { api, consortium, corporate, supportCase, type Call } from '@/test/fixtures/support.ts';
import SupportPage from './SupportPage.tsx';

const calledWith = (calls: Call[], operation: string) =>
  calls.filter((call) => call.operation === operation).map((call) => call.variables);

function form() {
  return screen.getByRole('form', { name: 'Scrivici' });
}

function fill(values: { kind?: string; subject?: string; message?: string; invoice?: string }) {
  const f = within(form());
  if (values.kind)
    fireEvent.change(f.getByLabelText('Tipo di richiesta'), { target: { value: values.kind } });
  if (values.subject)
    fireEvent.change(f.getByLabelText('Oggetto'), { target: { value: values.subject } });
  if (values.message)
    fireEvent.change(f.getByLabelText('Messaggio'), { target: { value: values.message } });
  if (values.invoice)
    fireEvent.change(f.getByLabelText(/Numero della fattura/), {
      target: { value: values.invoice },
    });
}

describe('the business support page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /corporate/light/support shows the business desk, the FAQ and the requests filed', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/support', <SupportPage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistenza luce' })).toBeTruthy();
    const desk = screen.getByRole('region', { name: 'Servizio clienti imprese ed enti' });
    expect(within(desk).getByRole('link', { name: '800 123 789' }).getAttribute('href')).toBe(
      'tel:800123789',
    );
    expect(
      within(desk)
        .getByRole('link', { name: 'clienti.business@pec.demo-energia.example' })
        .getAttribute('href'),
    ).toBe('mailto:clienti.business@pec.demo-energia.example');
    expect(within(desk).getByText(/Dal lunedì al venerdì, 8:00–19:00/)).toBeTruthy();
    expect(await screen.findByText('3 domande')).toBeTruthy();
    expect(calledWith(calls, 'SupportFaq')).toEqual([{ language: 'IT' }]);
    const table = await screen.findByRole('table', { name: /Richieste scritte inviate/ });
    expect(within(table).getByText('RS-2026-000001')).toBeTruthy();
    expect(within(table).getByText('20/12/2026')).toBeTruthy();
    expect(within(table).getByText('Trasmesso', { selector: 'span' })).toBeTruthy();
    expect(calledWith(calls, 'SupportCases')).toEqual([{ offset: 0 }]);
    expect(calledWith(calls, 'RequestSupplies')).toEqual([{ utility: 'POWER', registryId: null }]);
    expect(SUPPORT_CASES_QUERY.toString()).toContain(`first: ${CASES_PAGE_SIZE}`);
  });

  it('the FAQ narrow as the customer types; the words stay in the address and a disclosure opens', async () => {
    api();
    const { router } = await renderPageAt('/corporate/gas/support', <SupportPage />, {
      session: corporate,
    });
    const search = await screen.findByRole('searchbox', { name: 'Cerca tra le domande' });
    await screen.findByText('3 domande');
    fireEvent.change(search, { target: { value: 'SPLIT imponibile' } });
    expect(await screen.findByText('1 domanda su 3 contiene le parole cercate')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=SPLIT+imponibile');
    const question = screen.getByText('Come funziona la scissione dei pagamenti (split payment)?');
    expect(question.tagName).toBe('SUMMARY');
    expect(screen.queryByText('Come ricevo le fatture elettroniche tramite SDI?')).toBeNull();
    fireEvent.change(search, { target: { value: 'bolletta gratuita' } });
    expect(
      await screen.findByText(/Nessuna domanda contiene le parole «bolletta gratuita»/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostra tutte le domande' }));
    expect(await screen.findByText('3 domande')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('a reload keeps the FAQ search of the address', async () => {
    api();
    await renderPageAt('/corporate/light/support?q=sdi', <SupportPage />, { session: corporate });
    expect(await screen.findByText('1 domanda su 3 contiene le parole cercate')).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Cerca tra le domande' }) as HTMLInputElement).value,
    ).toBe('sdi');
  });

  it('checks the form before sending: an error summary, focused, linking to each field; nothing sent', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/support', <SupportPage />, { session: corporate });
    await screen.findByText('3 domande');
    fireEvent.click(within(form()).getByRole('button', { name: 'Invia la richiesta' }));
    const summary = await screen.findByRole('alert', { name: 'Controllare la richiesta' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Scegliere il tipo di richiesta',
      'Scrivere un oggetto di almeno 5 caratteri',
      'Scrivere un messaggio di almeno 20 caratteri',
      'Confermare di aver letto l’informativa privacy',
    ]);
    fireEvent.click(within(summary).getByRole('link', { name: 'Scegliere il tipo di richiesta' }));
    expect(document.activeElement).toBe(within(form()).getByLabelText('Tipo di richiesta'));
    expect(within(form()).getByLabelText('Tipo di richiesta').getAttribute('aria-invalid')).toBe(
      'true',
    );
    // TIQV: a billing rectification names its invoice; the hint says the answer time.
    fill({ kind: 'BILLING_RECTIFICATION' });
    expect(within(form()).getByText(/Risposta entro 60 giorni solari/)).toBeTruthy();
    expect(
      within(summary).getByRole('link', {
        name: 'Indicare il numero della fattura da rettificare',
      }),
    ).toBeTruthy();
    expect(calledWith(calls, 'FileSupportCase')).toEqual([]);
  });

  it('counts the message’s characters', async () => {
    api();
    await renderPageAt('/corporate/light/support', <SupportPage />, { session: corporate });
    await screen.findByText('3 domande');
    expect(within(form()).getByText('0 caratteri su 4000')).toBeTruthy();
    fill({ message: '  La fattura non è arrivata.  ' });
    expect(within(form()).getByText('26 caratteri su 4000')).toBeTruthy();
    expect(within(form()).getByLabelText('Messaggio').getAttribute('aria-describedby')).toContain(
      within(form()).getByText('26 caratteri su 4000').id,
    );
  });

  it('files a complaint once: the button is disabled while sending, the confirmation takes the focus, the list shows it', async () => {
    const calls = api();
    await renderPageAt('/corporate/light/support', <SupportPage />, { session: corporate });
    await screen.findByText('3 domande');
    await within(form()).findByRole('option', { name: 'IT001E10000002 – Via Po 3, Verona' });
    fill({
      kind: 'COMPLAINT',
      subject: 'Fattura non ricevuta',
      message: 'La fattura di ottobre non è arrivata allo SDI.',
    });
    fireEvent.change(within(form()).getByLabelText(/Fornitura interessata/), {
      target: { value: '901' },
    });
    fireEvent.click(within(form()).getByLabelText(/Ho letto l’informativa/));
    const send = within(form()).getByRole('button', { name: 'Invia la richiesta' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const heading = await screen.findByRole('heading', { name: 'Richiesta inviata' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const confirmation = screen.getByRole('region', { name: 'Richiesta inviata' });
    expect(within(confirmation).getByText('RS-2026-000002')).toBeTruthy();
    expect(within(confirmation).getByText('23/11/2026 09:41')).toBeTruthy();
    expect(within(confirmation).getByText('23/12/2026')).toBeTruthy();
    expect(calledWith(calls, 'FileSupportCase')).toEqual([
      {
        input: {
          kind: 'COMPLAINT',
          subject: 'Fattura non ricevuta',
          message: 'La fattura di ottobre non è arrivata allo SDI.',
          privacyAcknowledged: true,
          supplyId: '901',
        },
      },
    ]);
    const table = screen.getByRole('table', { name: /Richieste scritte inviate/ });
    expect(await within(table).findByText('RS-2026-000002')).toBeTruthy();
    // Another request starts from an empty form.
    fireEvent.click(
      within(confirmation).getByRole('button', { name: 'Scrivi un’altra richiesta' }),
    );
    expect((within(form()).getByLabelText('Oggetto') as HTMLInputElement).value).toBe('');
  });

  it('a refused request is said, keeps what was typed and is never sent again by itself', async () => {
    const calls = api({ filing: 'NOT_FOUND' });
    await renderPageAt('/corporate/light/support', <SupportPage />, { session: corporate });
    await screen.findByText('3 domande');
    fill({
      kind: 'BILLING_RECTIFICATION',
      subject: 'Consumi non corretti',
      message: 'I consumi della fattura non corrispondono alle letture del contatore.',
      invoice: 'FT2025/999999',
    });
    fireEvent.click(within(form()).getByLabelText(/Ho letto l’informativa/));
    fireEvent.click(within(form()).getByRole('button', { name: 'Invia la richiesta' }));
    const alert = await screen.findByText(/non risulta tra quelle dell’anagrafica selezionata/);
    expect(alert).toBeTruthy();
    expect((within(form()).getByLabelText('Oggetto') as HTMLInputElement).value).toBe(
      'Consumi non corretti',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calledWith(calls, 'FileSupportCase')).toHaveLength(1);
  });

  it('§2 in German for a consortium: the selected member by default, all members on request, filed for the selected one', async () => {
    const calls = api({ cases: [supportCase(1, { registryId: '500002' })] });
    const { router } = await renderPageAt('/de/consortia/gas/support', <SupportPage />, {
      session: consortium,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kundenservice Gas' }),
    ).toBeTruthy();
    await screen.findByText('3 Fragen');
    expect(calledWith(calls, 'SupportFaq')).toEqual([{ language: 'DE' }]);
    expect(calledWith(calls, 'SupportCases')).toEqual([{ registryId: '500002', offset: 0 }]);
    expect(calledWith(calls, 'RequestSupplies')).toEqual([
      { utility: 'GAS', registryId: '500002' },
    ]);
    // The sentence is the page's; the registry's name in it is a name, never translated.
    const registryLine = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Die Anfrage wird für Hotel Dolomiten GmbH erfasst.',
    );
    expect(registryLine.querySelector('[translate="no"]')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Anfragen von'), { target: { value: 'all' } });
    await waitFor(() =>
      expect(calledWith(calls, 'SupportCases').at(-1)).toEqual({ allRegistries: true, offset: 0 }),
    );
    expect(router.state.location.search).toBe('?cases=all');
    const germanForm = screen.getByRole('form', { name: 'Schreiben Sie uns' });
    fireEvent.change(within(germanForm).getByLabelText('Art der Anfrage'), {
      target: { value: 'INFORMATION_REQUEST' },
    });
    fireEvent.change(within(germanForm).getByLabelText('Betreff'), {
      target: { value: 'Codice univoco ufficio' },
    });
    fireEvent.change(within(germanForm).getByLabelText('Nachricht'), {
      target: { value: 'Wir haben einen neuen Amtskodex: ab wann gilt er?' },
    });
    fireEvent.click(within(germanForm).getByLabelText(/Datenschutzinformation gelesen/));
    fireEvent.click(within(germanForm).getByRole('button', { name: 'Anfrage senden' }));
    expect(await screen.findByRole('heading', { name: 'Anfrage gesendet' })).toBeTruthy();
    expect(calledWith(calls, 'FileSupportCase')[0]?.input).toMatchObject({
      kind: 'INFORMATION_REQUEST',
      registryId: '500002',
    });
  });
});
