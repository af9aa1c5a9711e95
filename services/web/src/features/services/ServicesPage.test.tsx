// The retail services page — each supply's services (digital bill, direct debit,
// green energy, self-reading, committed power) derived from fatturaDigitale, the contracts and the
// supplies, each with the page where it is changed; and the content site's news in the
// customer's language (§7 posts, page 1 of size 10), as text.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n.ts';
import { renderPageAt, testSession } from '@/test/page.tsx';
import type { MyServicesData } from './api/useMyServices.ts';
import ServicesPage from './ServicesPage.tsx';

const registry = {
  idAnagrafica: 100001,
  ragSoc: 'Mario Rossi',
  customerSegment: 'retail',
  culture: 'it-IT',
};
const mario = testSession({ registries: [registry], selectedRegistry: registry });

const SERVICES: MyServicesData = {
  registry: {
    id: '100001',
    fatturaDigitale: {
      digital: true,
      byEmail: true,
      email: 'mario.rossi@demo.it',
      deliveryType: 'EMAIL',
    },
  },
  supplies: {
    totalCount: 2,
    nodes: [
      {
        id: '3000001',
        utility: 'POWER',
        pointId: 'IT001E12345678',
        address: 'Via Roma 1',
        locality: 'Verona',
        status: 'ACTIVE',
        greenEnergy: true,
        renewablePercent: 100,
        product: 'Luce Verde Casa',
        committedPowerKw: 4.5,
      },
      {
        id: '3000002',
        utility: 'GAS',
        pointId: '00881234567890',
        address: 'Via Roma 1',
        locality: 'Verona',
        status: 'ACTIVE',
        greenEnergy: false,
        renewablePercent: null,
        product: 'Gas Casa',
        committedPowerKw: null,
      },
    ],
  },
  contracts: {
    nodes: [
      {
        id: '1',
        supplyId: '3000001',
        status: 'ACTIVE',
        paymentType: 'DIRECT_DEBIT',
        canInsertReading: false,
      },
      {
        id: '2',
        supplyId: '3000002',
        status: 'ACTIVE',
        paymentType: 'POSTAL_SLIP',
        canInsertReading: true,
      },
    ],
  },
  supplyChangeRequests: {
    nodes: [
      {
        id: '71',
        supplyId: '3000001',
        kind: 'POWER_VARIATION',
        state: 'TRANSMITTED',
        stateText: 'Trasmessa',
        requestedAt: '2026-11-20T10:15:00',
      },
      {
        id: '70',
        supplyId: '3000001',
        kind: 'PAYMENT_METHOD',
        state: 'ACCEPTED',
        stateText: 'Accettata',
        requestedAt: '2026-10-02T09:00:00',
      },
    ],
  },
} as MyServicesData;

function api() {
  const operations: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string };
      const operation = /query (\w+)/.exec(body.query)?.[1] ?? '';
      operations.push(operation);
      if (operation === 'ServicesNews') {
        return Response.json({
          data: {
            news: {
              totalCount: 1,
              posts: [
                {
                  id: '7',
                  date: '2026-11-10T08:00:00',
                  title: 'Autolettura del gas: perch&eacute; conviene',
                  excerpt: '<p>Comunicare la lettura evita consumi stimati.</p>\n',
                  content: '<p>Ogni due mesi puoi comunicare la lettura.</p>\n',
                },
              ],
            },
          },
        });
      }
      return Response.json({ data: SERVICES });
    }),
  );
  return operations;
}

describe('the retail services page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('it');
  });

  it('§2 /retail/myServices: each supply’s services in words with the page that changes them', async () => {
    const operations = api();
    await renderPageAt('/retail/myServices', <ServicesPage />, { session: mario });
    expect(await screen.findByRole('heading', { level: 1, name: 'I miei servizi' })).toBeTruthy();
    const power = await screen.findByRole('region', { name: /Luce · POD IT001E12345678/ });
    expect(
      within(power).getByText('Ricevi la bolletta via e-mail a mario.rossi@demo.it.'),
    ).toBeTruthy();
    expect(
      within(power).getByText('Le bollette sono addebitate sul tuo conto corrente (SEPA).'),
    ).toBeTruthy();
    expect(within(power).getByText('Energia da fonti rinnovabili al 100 %.')).toBeTruthy();
    expect(within(power).getByText('4,5 kW.')).toBeTruthy();
    const href = (name: string) => within(power).getByRole('link', { name }).getAttribute('href');
    expect(href('Cambia invio della bolletta della fornitura IT001E12345678')).toBe(
      '/retail/myUtilities/manageUts/billReceiveMethod/3000001',
    );
    expect(href('Cambia modalità di pagamento della fornitura IT001E12345678')).toBe(
      '/retail/myUtilities/manageUts/paymentMethod/3000001',
    );
    expect(href('Cambia potenza della fornitura IT001E12345678')).toBe(
      '/retail/myUtilities/manageUts/powervar/3000001',
    );
    // The power change asked and not decided yet shows on its supply; the accepted one does not.
    const pending = within(power).getByRole('region', { name: 'Richieste in corso' });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Variazione di potenzaTrasmessarichiesta il 20/11/2026']);
    const gas = screen.getByRole('region', { name: /Gas · PDR 00881234567890/ });
    expect(within(gas).queryByRole('region', { name: 'Richieste in corso' })).toBeNull();
    expect(within(gas).getByText('Paghi le bollette con il bollettino postale.')).toBeTruthy();
    expect(within(gas).getByText('Puoi comunicare ora la lettura del contatore gas.')).toBeTruthy();
    expect(
      within(gas)
        .getByRole('link', { name: 'Comunica la lettura della fornitura 00881234567890' })
        .getAttribute('href'),
    ).toBe('/retail/selfRead');
    const news = screen.getByRole('region', { name: 'Novità' });
    expect(
      await within(news).findByRole('heading', { name: 'Autolettura del gas: perché conviene' }),
    ).toBeTruthy();
    // The content site's words, marked as upstream's (they may quote an offer's Italian name); each
    // post named by its title.
    expect(
      within(news)
        .getByText('Comunicare la lettura evita consumi stimati.')
        .hasAttribute('data-upstream-text'),
    ).toBe(true);
    expect(
      within(news).getByRole('article', { name: 'Autolettura del gas: perché conviene' }),
    ).toBeTruthy();
    expect(within(news).getByText('10/11/2026')).toBeTruthy();
    expect(operations).toContain('ServicesNews');
  });

  it('in German under /de: German texts and links to the German pages', async () => {
    api();
    await setLanguage('de');
    await renderPageAt('/de/retail/myServices', <ServicesPage />, {
      session: { ...mario, language: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Meine Dienste' })).toBeTruthy();
    const power = await screen.findByRole('region', { name: /Strom · POD IT001E12345678/ });
    expect(
      within(power)
        .getByRole('link', { name: 'Zahlungsart ändern – Lieferstelle IT001E12345678' })
        .getAttribute('href'),
    ).toBe('/de/retail/myUtilities/manageUts/paymentMethod/3000001');
    expect(await screen.findByRole('region', { name: 'Neuigkeiten' })).toBeTruthy();
    // §9: the news in the page's language, whatever the registry's.
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
      .filter((body) => /query ServicesNews/.test(String(body.query)));
    expect(asked.map((body) => body.variables)).toContainEqual({ language: 'DE' });
  });
});
