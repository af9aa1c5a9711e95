import { fireEvent, screen, within } from '@testing-library/react';
import { alertsAnswer } from '@/test/alerts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { Consortium } from './api/useConsortium.ts';
import type { ProfileRegistry } from './api/useRegistry.ts';
import ProfilePage from './ProfilePage.tsx';

const REGISTRY: ProfileRegistry = {
  id: '200001',
  companyName: 'ACME Industrie S.p.A.',
  firstName: null,
  lastName: null,
  taxCode: '01234567890',
  foreignTaxCode: null,
  vatNumber: 'IT01234567890',
  ateco: '25.62.00',
  ateco2: '33.12.10',
  address: 'Via dell’Industria 12',
  postalCode: '37135',
  locality: 'Verona',
  province: 'VR',
  country: 'IT',
  splitPayment: false,
  email: 'amministrazione@acme.it',
  phone: '+39 045 1234567',
  mobile: null,
  fatturaDigitale: {
    email: 'fatture@acme.it',
    digital: true,
    byEmail: true,
    grouped: false,
    deliveryType: 'EMAIL',
    deliveryTypeText: 'E-mail',
  },
};

const CONSORTIUM: Consortium = {
  conventions: [
    {
      code: 'CONS-ALTO-ADIGE',
      name: 'Consorzio Energia Alto Adige',
      logoUrl: '/brand/consortia/CONS-ALTO-ADIGE.svg',
    },
    { code: 'CONS-ALTRO', name: 'Consorzio senza logo', logoUrl: null },
  ],
  members: [
    {
      id: '500001',
      companyName: 'Hotel Dolomiten GmbH',
      taxCode: '02345678901',
      vatNumber: 'IT02345678901',
      locality: 'Bolzano/Bozen',
      province: 'BZ',
      customerKind: 'CORPORATE',
      customerKindText: null,
    },
    {
      id: '500003',
      companyName: 'Falegnameria Moser S.n.c.',
      taxCode: '04567890123',
      vatNumber: null,
      locality: 'Cavalese',
      province: 'TN',
      customerKind: 'SME',
      customerKindText: null,
    },
  ],
};

type Call = { operation: string; variables: Record<string, unknown> };

/** The BFF stand-in: the registry, the consortium, and saveContact answering `saveAnswer`. */
function api(
  saveAnswer: () => Response = () => Response.json({ data: { saveContact: { saved: true } } }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      const alerts = alertsAnswer(body.query);
      if (alerts) return alerts;
      calls.push({ operation, variables: body.variables });
      if (operation === 'SaveContact') return saveAnswer();
      if (operation === 'ProfileConsortium')
        return Response.json({ data: { consortium: CONSORTIUM } });
      return Response.json({ data: { registry: REGISTRY } });
    }),
  );
  return calls;
}

const corporate = testSession({ segment: 'corporate' });

describe('the business profile page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§3 anagrafica and fatturaDigitale: company name, tax codes, address, ATECO, split payment, how invoices arrive', async () => {
    const calls = api();
    await renderPageAt('/corporate/profile', <ProfilePage />, { session: corporate });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo' })).toBeTruthy();
    const registry = await screen.findByRole('region', { name: 'Anagrafica' });
    const value = (label: string) =>
      within(registry).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Ragione sociale')).toBe('ACME Industrie S.p.A.');
    expect(value('Codice fiscale')).toBe('01234567890');
    expect(value('Partita IVA')).toBe('IT01234567890');
    expect(value('CAP, località e provincia')).toBe('37135 Verona (VR)');
    expect(value('Codice ATECO')).toBe('25.62.00');
    expect(value('Codice ATECO secondario')).toBe('33.12.10');
    expect(value('Scissione dei pagamenti (split payment)')).toBe('No');
    expect(value('Codice fiscale estero')).toBe('—');
    const digital = screen.getByRole('region', { name: 'Fatturazione elettronica' });
    expect(within(digital).getByText('fatture@acme.it')).toBeTruthy();
    expect(within(digital).getByText('E-mail', { selector: 'dd' })).toBeTruthy();
    expect(calls.map((c) => c.operation)).toEqual(['ProfileRegistry']);
    expect(screen.queryByRole('region', { name: 'Consorzio' })).toBeNull();
  });

  it('§7 contatto/save: the contacts start from the registry; problems are listed, linked and kept as typed, nothing sent', async () => {
    const calls = api();
    await renderPageAt('/corporate/profile', <ProfilePage />, { session: corporate });
    const email = (await screen.findByRole('textbox', { name: 'E-mail' })) as HTMLInputElement;
    expect(email.value).toBe('amministrazione@acme.it');
    const phone = screen.getByRole('textbox', { name: /^Telefono/ }) as HTMLInputElement;
    expect(phone.value).toBe('+39 045 1234567');
    fireEvent.change(email, { target: { value: 'acme.it' } });
    fireEvent.change(phone, { target: { value: '045-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva i recapiti' }));
    const summary = await screen.findByRole('alert', { name: 'Correggete questi dati' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Inserite un indirizzo e-mail valido, ad esempio nome@azienda.it.',
      'Il telefono può contenere solo cifre e spazi (da 6 a 20), con + davanti.',
    ]);
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement).toBe(phone);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('acme.it');
    expect(calls.some((c) => c.operation === 'SaveContact')).toBe(false);
  });

  it('a valid change is saved for the registry shown, announced, and the registry read again', async () => {
    const calls = api();
    await renderPageAt('/corporate/profile', <ProfilePage />, { session: corporate });
    const mobile = await screen.findByRole('textbox', { name: /^Cellulare/ });
    fireEvent.change(mobile, { target: { value: '333 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva i recapiti' }));
    expect(await screen.findByText('Recapiti salvati.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'SaveContact')?.variables).toEqual({
      input: {
        registryId: '200001',
        email: 'amministrazione@acme.it',
        phone: '+39 045 1234567',
        mobile: '333 1234567',
      },
    });
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.operation === 'ProfileRegistry')).toHaveLength(2),
    );
  });

  it('a refused save is said in words and not repeated; what was typed stays', async () => {
    const calls = api(() =>
      Response.json({
        errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    );
    await renderPageAt('/corporate/profile', <ProfilePage />, { session: corporate });
    const email = (await screen.findByRole('textbox', { name: 'E-mail' })) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'nuova@acme.it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva i recapiti' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('I recapiti non sono stati salvati.');
    expect(alert.textContent).toContain('Il servizio non è al momento disponibile');
    expect(calls.filter((c) => c.operation === 'SaveContact')).toHaveLength(1);
    expect(email.value).toBe('nuova@acme.it');
  });

  it('§6 a consortium, in German: its conventions with their logos and the member registries', async () => {
    api();
    await renderPageAt('/de/consortia/profile', <ProfilePage />, {
      session: testSession({ segment: 'consortia', language: 'de' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Konsortium' });
    const logo = within(section).getByRole('img', {
      name: 'Logo des Consorzio Energia Alto Adige',
    });
    expect(logo.getAttribute('src')).toBe('/brand/consortia/CONS-ALTO-ADIGE.svg');
    expect(within(section).getAllByRole('img')).toHaveLength(1);
    expect(within(section).getByText('Consorzio senza logo')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: '2 Mitglieder' })).toBeTruthy();
    expect(within(section).getByText('Hotel Dolomiten GmbH')).toBeTruthy();
    expect(within(section).getByText('02345678901')).toBeTruthy();
    expect(within(section).getByText('Kleines oder mittleres Unternehmen')).toBeTruthy();
    expect(within(section).getByText('Bolzano/Bozen (BZ)')).toBeTruthy();
  });
});
