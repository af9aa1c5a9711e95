import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { ProfileSupply } from './api/useBillSupplies.ts';
import type { PrivacyConsent } from './api/usePrivacyConsent.ts';
import type { ProfileRegistry } from './api/useRegistry.ts';
import RetailProfilePage from './RetailProfilePage.tsx';

const REGISTRY: ProfileRegistry = {
  id: '100001',
  companyName: 'Mario Rossi',
  firstName: 'Mario',
  lastName: 'Rossi',
  taxCode: 'RSSMRA80A01L781X',
  foreignTaxCode: null,
  vatNumber: null,
  ateco: null,
  ateco2: null,
  address: 'Via Mazzini 4',
  postalCode: '37121',
  locality: 'Verona',
  province: 'VR',
  country: 'IT',
  splitPayment: false,
  email: 'mario.rossi@demo.it',
  phone: null,
  mobile: '333 1234567',
  fatturaDigitale: {
    email: 'mario.rossi@demo.it',
    digital: true,
    byEmail: true,
    grouped: false,
    deliveryType: 'EMAIL',
    deliveryTypeText: 'E-mail',
  },
};

const SUPPLIES: ProfileSupply[] = [
  {
    id: '7001',
    pointId: 'IT001E12345678',
    utility: 'POWER',
    address: 'Via Mazzini 4',
    locality: 'Verona',
  },
  {
    id: '7002',
    pointId: '00881234567890',
    utility: 'GAS',
    address: 'Via Mazzini 4',
    locality: 'Verona',
  },
];

const NO_CHOICE: PrivacyConsent = {
  registryId: '100001',
  marketing: false,
  profiling: false,
  thirdParties: false,
  updatedAt: null,
};

type Call = { operation: string; variables: Record<string, unknown> };

/** The BFF stand-in: registry, supplies, consents (saved ones are read back) and the session. */
function api(saveConsent: () => Response | null = () => null) {
  const calls: Call[] = [];
  let consent = NO_CHOICE;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/api/session/locale')) {
        const { locale } = JSON.parse(String(init?.body)) as { locale: string };
        calls.push({ operation: 'PUT /api/session/locale', variables: { locale } });
        return Response.json(testSession({ language: locale === 'de' ? 'de' : 'it' }));
      }
      const body = JSON.parse(String(init?.body)) as {
        query: string;
        variables: Record<string, unknown>;
      };
      const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operation, variables: body.variables });
      if (operation === 'SavePrivacyConsent') {
        const refused = saveConsent();
        if (refused) return refused;
        const input = body.variables.input as Omit<PrivacyConsent, 'updatedAt'>;
        consent = { ...input, updatedAt: '2026-11-23T09:15:00' };
        return Response.json({ data: { savePrivacyConsent: { caseId: 'PRIV-000001' } } });
      }
      if (operation === 'PrivacyConsent')
        return Response.json({ data: { privacyConsent: consent } });
      if (operation === 'ProfileSupplies')
        return Response.json({ data: { supplies: { totalCount: 2, nodes: SUPPLIES } } });
      return Response.json({ data: { registry: REGISTRY } });
    }),
  );
  return calls;
}

const mario = testSession({
  segment: 'retail',
  selectedRegistry: {
    idAnagrafica: 100001,
    ragSoc: 'Mario Rossi',
    customerSegment: 'resident',
    culture: 'it-IT',
  },
});

describe('the retail profile page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    document.cookie = 'locale=; max-age=0; path=/';
    await setLanguage('it');
  });

  it('§3 anagrafica of a household: name, tax code, home address; the digital bill and where to change it per supply', async () => {
    api();
    await renderPageAt('/retail/profile', <RetailProfilePage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo' })).toBeTruthy();
    const registry = await screen.findByRole('region', { name: 'I tuoi dati' });
    const value = (label: string) =>
      within(registry).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Nome e cognome')).toBe('Mario Rossi');
    expect(value('Codice fiscale')).toBe('RSSMRA80A01L781X');
    expect(value('Indirizzo di residenza')).toBe('Via Mazzini 4');
    expect(value('CAP, località e provincia')).toBe('37121 Verona (VR)');
    expect(within(registry).getByRole('link', { name: 'Scrivici' }).getAttribute('href')).toBe(
      '/retail/assistance/writeus',
    );
    const bill = screen.getByRole('region', { name: 'Bolletta digitale' });
    expect(
      within(bill).getByText('Ricevi la bolletta via e-mail all’indirizzo mario.rossi@demo.it.'),
    ).toBeTruthy();
    const links = await within(bill).findAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/retail/myUtilities/manageUts/billReceiveMethod/7001',
      '/retail/myUtilities/manageUts/billReceiveMethod/7002',
    ]);
    expect(links[1]?.textContent).toBe(
      'Modalità di ricezione per 00881234567890 (gas, Via Mazzini 4, Verona)',
    );
  });

  it('§7 contatto/save in a household’s words: problems listed and linked, the text kept, nothing sent', async () => {
    const calls = api();
    await renderPageAt('/retail/profile', <RetailProfilePage />, { session: mario });
    const email = (await screen.findByRole('textbox', { name: 'E-mail' })) as HTMLInputElement;
    expect(email.value).toBe('mario.rossi@demo.it');
    fireEvent.change(email, { target: { value: 'mario.rossi@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva i recapiti' }));
    const summary = await screen.findByRole('alert', { name: 'Correggi questi dati' });
    expect(within(summary).getByRole('link').textContent).toBe(
      'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
    );
    expect(email.value).toBe('mario.rossi@');
    expect(calls.some((c) => c.operation === 'SaveContact')).toBe(false);
  });

  it('§7 customer-cases/privacy: each consent a switch with its state; saved together and read back', async () => {
    const calls = api();
    await renderPageAt('/retail/profile', <RetailProfilePage />, { session: mario });
    const marketing = await screen.findByRole('switch', { name: /^Comunicazioni commerciali/ });
    expect((marketing as HTMLInputElement).checked).toBe(false);
    expect(marketing.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Non hai ancora espresso una scelta: nessun consenso è dato.'),
    ).toBeTruthy();
    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('switch', { name: /^Comunicazione a terzi/ }));
    expect(screen.getByRole('switch', { name: 'Comunicazioni commerciali: Dato' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salva i consensi' }));
    expect(await screen.findByText('Ultima modifica il 23/11/2026 09:15.')).toBeTruthy();
    expect(screen.getByText('Consensi salvati.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'SavePrivacyConsent')?.variables).toEqual({
      input: { registryId: '100001', marketing: true, profiling: false, thirdParties: true },
    });
    expect(
      (screen.getByRole('switch', { name: /^Comunicazione a terzi/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(calls.filter((c) => c.operation === 'PrivacyConsent')).toHaveLength(2);
  });

  it('a refused consent save is said in words, not repeated, and the choices stay as set', async () => {
    const calls = api(() =>
      Response.json({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
    );
    await renderPageAt('/retail/profile', <RetailProfilePage />, { session: mario });
    fireEvent.click(await screen.findByRole('switch', { name: /^Profilazione/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva i consensi' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('I consensi non sono stati salvati.');
    expect(calls.filter((c) => c.operation === 'SavePrivacyConsent')).toHaveLength(1);
    expect(
      (screen.getByRole('switch', { name: /^Profilazione/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('§5 the preferred language: the profile locale is shown, a change is saved as the profile locale and the §9 cookie', async () => {
    const calls = api();
    // A German profile locale on the Italian page: choosing Italian keeps this address.
    await renderPageAt('/retail/profile', <RetailProfilePage />, {
      session: testSession({ ...mario, user: { ...mario.user, locale: 'de' } }),
    });
    const german = (await screen.findByRole('radio', { name: 'Deutsch' })) as HTMLInputElement;
    expect(german.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Italiano' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva la lingua' }));
    expect(await screen.findByText('Lingua salvata.')).toBeTruthy();
    expect(calls.find((c) => c.operation === 'PUT /api/session/locale')?.variables).toEqual({
      locale: 'it',
    });
    expect(document.cookie).toContain('locale=it');
  });
});
