// pa's subsidised schemes (§2 /pa/subsidized<Gas|Light>/...) open only with a convention
// of the scheme's commodity (§4: the conventionGas / conventionPower flags, the menu's fireSub and
// lightSub). The route guard (§6) already sends every other segment to its home — asl.trento, a
// pa-non-conv, never gets here — but a pa without that convention could still type the address:
// it gets the page scaffold's translated "no supply of this kind" state, and the scheme's page
// module is not even mounted, so no page can ask the API for a convention it would refuse
// (FORBIDDEN noConvention) or show a broken page, however it is written.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageScaffold } from '../components/page-scaffold/index.ts';
import { usePageContext } from '../lib/page-context.ts';

/** The page of a scheme the session has no convention for: its area's name and the state. */
export function NoConventionPage() {
  const { t } = useTranslation();
  const { scheme } = usePageContext();
  return <PageScaffold title={t(`pages.parts.${scheme ?? 'subsidizedGas'}`)}>{null}</PageScaffold>;
}

const GATED = new WeakMap<ComponentType, ComponentType>();

/** The scheme's page, rendered only when the session has the scheme's convention. */
export function gateScheme(Page: ComponentType): ComponentType {
  let gated = GATED.get(Page);
  if (!gated) {
    gated = function SchemePage() {
      const { hasSupply } = usePageContext();
      return hasSupply ? <Page /> : <NoConventionPage />;
    };
    GATED.set(Page, gated);
  }
  return gated;
}
