// The body of GET /api/session and PUT /api/session/registry (docs/api.md), one type for the BFF
// (its TypeBox response schema is checked against it) and the web client.
import type { Locale } from '../constants.ts';
import type { MenuEntryKey, Sections } from '../menu.ts';
import type { Segment } from '../segment.ts';

export interface SessionRegistry {
  idAnagrafica: number;
  ragSoc: string;
  customerSegment: string;
  culture: string;
}

/** §6: the two consortia with a logo. */
export const CONSORTIUM_LOGOS = ['CONS-ALTO-ADIGE', 'CONS-DOLOMITI'] as const;
export type ConsortiumLogo = (typeof CONSORTIUM_LOGOS)[number];

/** Where the BFF serves a consortium's logo (the API's ConsortiumConvention.logoUrl). */
export function consortiumLogoPath(code: ConsortiumLogo): string {
  return `/brand/consortia/${code}.svg`;
}

export interface SessionBusinessConvention {
  businessConventionType: string;
  businessConventionCode?: string;
  businessConventionName?: string;
}

/** A type (not an interface): it is serialised as a plain record. */
export type SessionBody = {
  user: {
    email: string;
    name: string;
    locale: string | null;
    impersonated: boolean;
    staffEmail: string | null;
  };
  registries: SessionRegistry[];
  selectedRegistry: SessionRegistry | null;
  segment: Segment;
  landingRoute: string;
  sections: Sections;
  menu: MenuEntryKey[];
  language: Locale;
  bonusEligible: boolean;
  canSelfRead: boolean;
  consortiumLogo: ConsortiumLogo | null;
  businessConventions: SessionBusinessConvention[];
  /** ISO instant the portal's access token expires (the client renews it silently before, §9). */
  accessTokenExpiresAt: string;
};
