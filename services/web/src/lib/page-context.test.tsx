// Conventions 19: one page per kind gets its context from the route table through
// usePageContext — segment, commodity (the API's utility), scheme, locale, session and registry.
import { NO_SECTIONS } from '@portal/shared/menu';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPageAt, testSession } from '../test/page.tsx';
import { usePageContext } from './page-context.ts';

function Probe() {
  const page = usePageContext();
  const { kind, segment, commodity, utility, scheme, locale, hasSupply, params } = page;
  const fields = { kind, segment, commodity, utility, scheme, locale, hasSupply, params };
  return (
    <output data-testid="context">
      {JSON.stringify({ ...fields, registry: page.selectedRegistry?.idAnagrafica ?? null })}
    </output>
  );
}

async function contextAt(url: string, session = testSession()) {
  await renderPageAt(url, <Probe />, { session });
  return JSON.parse((await screen.findByTestId('context')).textContent ?? '') as Record<
    string,
    unknown
  >;
}

const registry = { idAnagrafica: 7, ragSoc: 'Comune', customerSegment: 'pa', culture: 'de-DE' };

describe('usePageContext', () => {
  it('§2: /de/pa/gas/invoices is the invoices kind for pa, gas (GAS), German', async () => {
    const session = testSession({
      segment: 'pa',
      selectedRegistry: registry,
      sections: { ...NO_SECTIONS, noConventionGas: true },
    });
    expect(await contextAt('/de/pa/gas/invoices', session)).toEqual({
      kind: 'invoices',
      segment: 'pa',
      commodity: 'gas',
      utility: 'GAS',
      scheme: null,
      locale: 'de',
      hasSupply: true,
      params: {},
      registry: 7,
    });
  });

  it('§2 §4: /corporate/light/invoices without a light contract is the "no supply" state', async () => {
    const session = testSession({
      segment: 'corporate',
      sections: { ...NO_SECTIONS, noConventionGas: true },
    });
    expect(await contextAt('/corporate/light/invoices', session)).toMatchObject({
      kind: 'invoices',
      segment: 'corporate',
      commodity: 'light',
      utility: 'POWER',
      locale: 'it',
      hasSupply: false,
    });
  });

  it('§2: a subsidised scheme’s page carries its scheme and that scheme’s commodity', async () => {
    const pa = testSession({ segment: 'pa', sections: { ...NO_SECTIONS, conventionPower: true } });
    expect(await contextAt('/pa/subsidizedLight/order', pa)).toMatchObject({
      kind: 'subsidized-order',
      scheme: 'subsidizedLight',
      commodity: 'light',
      hasSupply: true,
    });
  });

  it('§2: a retail detail page has its decoded id and no commodity', async () => {
    expect(await contextAt('/retail/myBills/F%2042?issueDate=2026-01-31')).toMatchObject({
      kind: 'retail-bill',
      segment: 'retail',
      commodity: null,
      utility: null,
      params: { id: 'F 42' },
      hasSupply: true,
    });
  });
});
