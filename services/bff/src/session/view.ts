// The body of GET /api/session and PUT /api/session/registry (docs/api.md).
import {
  CONSORTIUM_LOGOS,
  type ConsortiumLogo,
  type SessionBody,
} from '@portal/shared/api/session';
import type { Locale } from '@portal/shared/constants';
import { resolveLanguage } from '@portal/shared/format';
import { menuEntries } from '@portal/shared/menu';
import { inLanguage } from '@portal/shared/routes';
import { landingRoute, resolveSegment } from '@portal/shared/segment';
import type { UpstreamClient } from '../upstream/client.ts';
import { readCapabilities } from './capabilities.ts';
import { selectedRegistry } from './types.ts';
import type { PortalSession, SessionCall } from './types.ts';

export { CONSORTIUM_LOGOS };

export function consortiumLogo(session: PortalSession): ConsortiumLogo | null {
  const first = session.user.userInfo.businessConventions[0];
  if (first?.businessConventionType !== 'consortium') return null;
  const code = first.businessConventionCode ?? '';
  return CONSORTIUM_LOGOS.find((logo) => logo === code) ?? null;
}

export function segmentOf(session: PortalSession) {
  return resolveSegment({ user: session.user, selectedRegistry: selectedRegistry(session) });
}

/** §5: the session's language — the profile locale, else the selected registry's culture. */
export function languageOf(session: PortalSession): Locale {
  return resolveLanguage({
    profileLocale: session.profile.locale,
    registryCulture: selectedRegistry(session)?.culture ?? null,
  });
}

/** §6 the segment's landing route, in the session's language (§2: '/de/retail' for German). */
export function landingPathOf(session: PortalSession): string {
  return inLanguage(landingRoute(segmentOf(session)), languageOf(session));
}

export async function sessionView(
  upstream: Pick<UpstreamClient, 'graphql'>,
  ctx: SessionCall,
): Promise<SessionBody> {
  const { session } = ctx;
  const registry = selectedRegistry(session);
  const segment = segmentOf(session);
  const capabilities = await readCapabilities(upstream, ctx, segment);
  return {
    user: {
      email: session.user.userInfo.email,
      name: session.profile.name,
      locale: session.profile.locale,
      impersonated: session.impersonation !== null,
      staffEmail: session.impersonation?.staffEmail ?? null,
    },
    registries: session.user.anagrafiche,
    selectedRegistry: registry,
    segment,
    landingRoute: landingRoute(segment),
    sections: session.sections,
    menu: menuEntries(session.sections),
    language: languageOf(session),
    bonusEligible: capabilities.bonusEligible,
    canSelfRead: capabilities.canSelfRead,
    consortiumLogo: consortiumLogo(session),
    businessConventions: session.user.userInfo.businessConventions,
    accessTokenExpiresAt: new Date(session.tokens.accessTokenExpiresAt).toISOString(),
  };
}
