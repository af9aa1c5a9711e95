import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import ConventionSupportPage from './ConventionSupportPage.tsx';
import { ALL_SECTIONS, api, supportCase, type Call } from '@/test/fixtures/support.ts';

// The information and complaints page of a pa's subsidised schemes.
const verona = {
  idAnagrafica: 300001,
  ragSoc: 'Comune di Verona',
  customerSegment: 'publicauthority',
  culture: 'it-IT',
};

const pa = (overrides: Parameters<typeof testSession>[0] = {}) =>
  testSession({
    segment: 'pa',
    sections: ALL_SECTIONS,
    registries: [verona],
    selectedRegistry: verona,
    ...overrides,
  });

const CONTACTS = [
  {
    role: 'CONVENTION_DESK',
    name: 'Sportello Convenzioni PA',
    email: 'convenzioni.pa@energia-demo.it',
    phone: '800 123 456',
    hours: 'lun–ven 8:30–17:30',
  },
  {
    role: 'ACCOUNT_MANAGER',
    name: 'Giulia Fontana',
    email: 'referente.pa@energia-demo.it',
    phone: '045 800 1234',
    hours: null,
  },
  {
    role: 'CERTIFIED_MAIL',
    name: 'Energia Demo S.p.A. — ufficio convenzioni',
    email: 'convenzioni@pec.energia-demo.it',
    phone: null,
    hours: null,
  },
  { role: 'OTHER', name: 'Ufficio tecnico', email: null, phone: '045 111 2222', hours: null },
];

/** The support fixtures' API, plus the convention's contacts (or a refusal of them). */
function conventionApi({
  contacts = 'ok',
  ...options
}: { contacts?: 'ok' | 'FORBIDDEN' } & Parameters<typeof api>[0] = {}): Call[] {
  const calls = api(options);
  const support = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: object };
    if (!/query ConventionContacts/.test(body.query)) return support(url, init);
    calls.push({ operation: 'ConventionContacts', variables: { ...body.variables } });
    if (contacts !== 'ok')
      return Response.json({
        data: null,
        errors: [{ message: 'no', extensions: { code: contacts, reason: 'noConvention' } }],
      });
    return Response.json({ data: { convention: { id: '71', contacts: CONTACTS } } });
  });
  return calls;
}

const calledWith = (calls: Call[], operation: string) =>
  calls.filter((call) => call.operation === operation).map((call) => call.variables);

describe('the convention’s information and complaints page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2: /pa/subsidizedGas/informationAndComplaints lists the gas convention’s contacts by translated role, with mailto and tel links', async () => {
    const calls = conventionApi();
    await renderPageAt('/pa/subsidizedGas/informationAndComplaints', <ConventionSupportPage />, {
      session: pa(),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Informazioni e reclami: gas in convenzione',
      }),
    ).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Contatti della convenzione' });
    const roles = await within(card).findAllByRole('heading', { level: 3 });
    expect(roles.map((h) => h.textContent)).toEqual([
      'Sportello convenzioni',
      'Referente commerciale',
      'Posta elettronica certificata',
      'Altro contatto',
    ]);
    expect(within(card).getByText('Sportello Convenzioni PA')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'convenzioni.pa@energia-demo.it' })
        .getAttribute('href'),
    ).toBe('mailto:convenzioni.pa@energia-demo.it');
    expect(within(card).getByRole('link', { name: '800 123 456' }).getAttribute('href')).toBe(
      'tel:800123456',
    );
    expect(within(card).getByText('lun–ven 8:30–17:30')).toBeTruthy();
    // The certified mail address is labelled PEC.
    const pec = within(card).getByRole('link', { name: 'convenzioni@pec.energia-demo.it' });
    expect(pec.closest('dd')?.previousElementSibling?.textContent).toBe('PEC');
    expect(calledWith(calls, 'ConventionContacts')).toEqual([{ utility: 'GAS' }]);
    // The body's requests, and the gas supplies a request may name.
    const table = await screen.findByRole('table', { name: /Richieste scritte inviate/ });
    expect(within(table).getByText('RS-2026-000001')).toBeTruthy();
    expect(within(table).getByText('Trasmesso', { selector: 'span' })).toBeTruthy();
    expect(calledWith(calls, 'SupportCases')).toEqual([{ offset: 0 }]);
    expect(calledWith(calls, 'RequestSupplies')).toEqual([
      { utility: 'GAS', registryId: '300001' },
    ]);
  });

  it('files a written request per TIQV: case number, when it was received and the due date; the list shows it', async () => {
    const calls = conventionApi();
    await renderPageAt('/pa/subsidizedLight/informationAndComplaints', <ConventionSupportPage />, {
      session: pa(),
    });
    const form = await screen.findByRole('form', { name: 'Scrivici' });
    fireEvent.change(within(form).getByLabelText('Tipo di richiesta'), {
      target: { value: 'INFORMATION_REQUEST' },
    });
    expect(within(form).getByText(/Risposta entro 30 giorni solari/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Oggetto'), {
      target: { value: 'Quantità residua della convenzione' },
    });
    fireEvent.change(within(form).getByLabelText('Messaggio'), {
      target: { value: 'Quanta energia possiamo ancora ordinare entro la fine del lotto?' },
    });
    fireEvent.click(within(form).getByLabelText(/Ho letto l’informativa/));
    fireEvent.click(within(form).getByRole('button', { name: 'Invia la richiesta' }));
    const heading = await screen.findByRole('heading', { name: 'Richiesta inviata' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const confirmation = screen.getByRole('region', { name: 'Richiesta inviata' });
    expect(within(confirmation).getByText('RS-2026-000002')).toBeTruthy();
    expect(within(confirmation).getByText('23/11/2026 09:41')).toBeTruthy();
    expect(within(confirmation).getByText('23/12/2026')).toBeTruthy();
    expect(calledWith(calls, 'FileSupportCase')).toEqual([
      {
        input: {
          kind: 'INFORMATION_REQUEST',
          subject: 'Quantità residua della convenzione',
          message: 'Quanta energia possiamo ancora ordinare entro la fine del lotto?',
          privacyAcknowledged: true,
        },
      },
    ]);
    const table = screen.getByRole('table', { name: /Richieste scritte inviate/ });
    expect(await within(table).findByText('RS-2026-000002')).toBeTruthy();
    expect(calledWith(calls, 'ConventionContacts')).toEqual([{ utility: 'POWER' }]);
  });

  it('§2 in German: /de/pa/subsidizedLight/informationAndComplaints, roles in German', async () => {
    conventionApi({ cases: [supportCase(1, { registryId: '300001', state: 'ACCEPTED' })] });
    await renderPageAt(
      '/de/pa/subsidizedLight/informationAndComplaints',
      <ConventionSupportPage />,
      { session: pa({ language: 'de' }) },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Informationen und Beschwerden: Strom der Konvention',
      }),
    ).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Ansprechpartner der Konvention' });
    expect(await within(card).findByRole('heading', { name: 'Konventionsschalter' })).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Kundenbetreuung' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Schreiben Sie uns' })).toBeTruthy();
    expect(await screen.findByText('Angenommen', { selector: 'span' })).toBeTruthy();
  });

  it('a failed contacts request is said in the card with a retry; the form and the requests stay usable', async () => {
    conventionApi({ contacts: 'FORBIDDEN' });
    await renderPageAt('/pa/subsidizedGas/informationAndComplaints', <ConventionSupportPage />, {
      session: pa(),
    });
    const card = await screen.findByRole('region', { name: 'Contatti della convenzione' });
    expect(await within(card).findByRole('alert')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Scrivici' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: /Richieste scritte inviate/ })).toBeTruthy();
  });

  it('§4: a pa without a gas convention meets "no supply" and nothing is asked', async () => {
    const calls = conventionApi();
    await renderPageAt('/pa/subsidizedGas/informationAndComplaints', <ConventionSupportPage />, {
      session: pa({ sections: { ...ALL_SECTIONS, conventionGas: false } }),
    });
    expect(await screen.findByText('Non risultano forniture di gas in convenzione.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toEqual([]);
  });
});
