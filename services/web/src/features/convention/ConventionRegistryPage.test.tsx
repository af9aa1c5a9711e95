import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt } from '@/test/page.tsx';
import { api, verona } from '@/test/fixtures/convention.ts';
import ConventionRegistryPage from './ConventionRegistryPage.tsx';

const sent = (calls: ReturnType<typeof api>) =>
  calls.filter((c) => c.operation === 'RequestRegistryCorrection').map((c) => c.variables);

function fact(region: HTMLElement, term: string): string | null | undefined {
  return within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

function form(name = 'Chiedete una rettifica') {
  return within(screen.getByRole('form', { name }));
}

async function open(url = '/pa/subsidizedGas/registry') {
  await renderPageAt(url, <ConventionRegistryPage />, { session: verona });
  await screen.findByRole('form', { name: /rettifica|Berichtigung/ });
}

describe('the body’s registry and its corrections (§2 …/registry)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('shows the registry as the supplier holds it, the offices with the default marked, and the corrections', async () => {
    const calls = api();
    await open();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Anagrafica dell’ente — gas in convenzione' }),
    ).toBeTruthy();
    expect(calls[0]).toEqual({
      operation: 'ConventionRegistryDetails',
      variables: { utility: 'GAS' },
    });
    const facts = screen.getByRole('region', { name: 'Dati dell’ente' });
    expect(fact(facts, 'Denominazione')).toBe('Comune di Verona');
    expect(fact(facts, 'Codice fiscale')).toBe('00215150236');
    expect(fact(facts, 'Partita IVA')).toBe('00215150236');
    expect(fact(facts, 'Codice IPA')).toBe('c_l781');
    expect(fact(facts, 'PEC')).toBe('protocollo.300001@pec.demo.it');
    expect(fact(facts, 'Sede legale')).toBe('Piazza Bra 1, 37121 Verona (VR)');
    expect(fact(facts, 'Indirizzo di fatturazione')).toBe('Piazza Bra 1, 37121 Verona (VR)');
    expect(fact(facts, 'Scissione dei pagamenti (split payment)')).toBe('Sì, si applica');
    const offices = screen.getByRole('table', {
      name: 'Uffici che ricevono le fatture elettroniche',
    });
    const rows = within(offices)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['UF4X7QUff_eFatturaPAPredefinito', 'K2M9ZPServizio economato—']);
    const list = screen.getByRole('table', { name: 'Rettifiche richieste, dalla più recente' });
    expect(within(list).getAllByRole('row')[1]?.textContent).toBe(
      'RA-2026-000001In lavorazionePECprotocollo@pec.comune.verona.it20/11/2026 10:15',
    );
  });

  it('an empty send lists both problems in a focused summary and sends nothing', async () => {
    const calls = api();
    await open();
    fireEvent.click(form().getByRole('button', { name: 'Invia la richiesta di rettifica' }));
    const summary = await screen.findByRole('alert', { name: 'Controllate questi dati' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Scegliete il dato da correggere.', 'Scrivete il valore corretto.']);
    fireEvent.click(within(summary).getByRole('link', { name: 'Scrivete il valore corretto.' }));
    expect(document.activeElement).toBe(form().getByLabelText('Valore corretto'));
    expect(sent(calls)).toEqual([]);
  });

  it('a PEC that is no e-mail is refused as the API would, and what was typed stays', async () => {
    const calls = api();
    await open();
    fireEvent.change(form().getByLabelText('Dato da correggere'), { target: { value: 'PEC' } });
    expect(form().getByText(/Oggi risulta: protocollo\.300001@pec\.demo\.it/)).toBeTruthy();
    fireEvent.change(form().getByLabelText('Valore corretto'), {
      target: { value: 'protocollo.pec.comune.verona.it' },
    });
    fireEvent.change(form().getByLabelText(/Nota/), { target: { value: 'Delibera 12/2026' } });
    fireEvent.click(form().getByRole('button', { name: 'Invia la richiesta di rettifica' }));
    const summary = await screen.findByRole('alert', { name: 'Controllate questi dati' });
    expect(summary.textContent).toContain('Scrivete la PEC come un indirizzo e-mail');
    expect((form().getByLabelText('Valore corretto') as HTMLInputElement).value).toBe(
      'protocollo.pec.comune.verona.it',
    );
    expect(form().getByLabelText('Valore corretto').getAttribute('aria-invalid')).toBe('true');
    expect((form().getByLabelText(/Nota/) as HTMLTextAreaElement).value).toBe('Delibera 12/2026');
    expect(sent(calls)).toEqual([]);
  });

  it('an office code is sent once as the API reads it; the case number is confirmed and listed', async () => {
    const calls = api();
    await open();
    fireEvent.change(form().getByLabelText('Dato da correggere'), {
      target: { value: 'INVOICING_OFFICE' },
    });
    fireEvent.change(form().getByLabelText('Valore corretto'), { target: { value: 'uf 9k2l' } });
    fireEvent.change(form().getByLabelText(/Nota/), {
      target: { value: 'Nuovo ufficio\nda gennaio' },
    });
    const send = form().getByRole('button', { name: 'Invia la richiesta di rettifica' });
    fireEvent.click(send);
    fireEvent.click(send);
    const confirmation = await screen.findByRole('region', {
      name: 'Richiesta di rettifica inviata',
    });
    expect(sent(calls)).toEqual([
      {
        input: {
          utility: 'GAS',
          field: 'INVOICING_OFFICE',
          requestedValue: 'UF9K2L',
          note: 'Nuovo ufficio da gennaio',
        },
      },
    ]);
    expect(fact(confirmation, 'Numero pratica')).toBe('RA-2026-000002');
    expect(fact(confirmation, 'Dato')).toBe('Codice univoco ufficio');
    expect(fact(confirmation, 'Valore richiesto')).toBe('UF9K2L');
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Richiesta di rettifica inviata'),
    );
    const list = await screen.findByRole('table', {
      name: 'Rettifiche richieste, dalla più recente',
    });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(within(list).getAllByRole('row')[1]?.textContent).toContain('RA-2026-000002Trasmessa');
  });

  it('the supplier unreachable: said in words, nothing lost; a refusal of the API names the field', async () => {
    api({ filing: 'UPSTREAM_UNAVAILABLE' });
    await open();
    fireEvent.change(form().getByLabelText('Dato da correggere'), {
      target: { value: 'BILLING_ADDRESS' },
    });
    fireEvent.change(form().getByLabelText('Valore corretto'), {
      target: { value: 'Via Leoncino 5, 37121 Verona (VR)' },
    });
    fireEvent.click(form().getByRole('button', { name: 'Invia la richiesta di rettifica' }));
    const alert = await screen.findByText(/Il servizio del fornitore non risponde/);
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect((form().getByLabelText('Valore corretto') as HTMLInputElement).value).toBe(
      'Via Leoncino 5, 37121 Verona (VR)',
    );
    vi.unstubAllGlobals();

    api({ filing: 'invalidEmail' });
    fireEvent.change(form().getByLabelText('Dato da correggere'), { target: { value: 'PEC' } });
    fireEvent.change(form().getByLabelText('Valore corretto'), {
      target: { value: 'a@b.it' },
    });
    fireEvent.click(form().getByRole('button', { name: 'Invia la richiesta di rettifica' }));
    const summary = await screen.findByRole('alert', { name: 'Controllate questi dati' });
    expect(summary.textContent).toContain('Scrivete la PEC come un indirizzo e-mail');
    expect((form().getByLabelText('Valore corretto') as HTMLInputElement).value).toBe('a@b.it');
  });

  it('in German: split payment asked as yes or no, worded in the list', async () => {
    const calls = api();
    await open('/de/pa/subsidizedLight/registry');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Stammdaten der Körperschaft — Strom im Rahmenvertrag',
      }),
    ).toBeTruthy();
    const f = form('Berichtigung beantragen');
    fireEvent.change(f.getByLabelText('Zu berichtigende Angabe'), {
      target: { value: 'SPLIT_PAYMENT' },
    });
    expect(f.getByText(/Derzeit eingetragen: Ja, wird angewandt/)).toBeTruthy();
    fireEvent.change(f.getByLabelText('Richtiger Wert'), { target: { value: 'false' } });
    fireEvent.click(f.getByRole('button', { name: 'Berichtigung beantragen' }));
    const confirmation = await screen.findByRole('region', {
      name: 'Antrag auf Berichtigung gesendet',
    });
    expect(fact(confirmation, 'Beantragter Wert')).toBe('Nein, wird nicht angewandt');
    expect(sent(calls)).toEqual([
      { input: { utility: 'POWER', field: 'SPLIT_PAYMENT', requestedValue: 'false' } },
    ]);
    const list = screen.getByRole('table', {
      name: 'Beantragte Berichtigungen, die neueste zuerst',
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]?.textContent).toContain(
        'ÜbermitteltSplit PaymentNein, wird nicht angewandt',
      ),
    );
  });
});
