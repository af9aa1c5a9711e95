// §6: the logos of the two consortia that have one, as SVG pictures the BFF serves at
// /brand/consortia/<code>.svg (the profile's member registries show them). They are
// the consortia's marks, not the supplier's brand, so they do not change with BRAND; public like the
// brand's pictures (an <img> needs no session), with the same caching and sandboxing.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONSORTIUM_LOGOS,
  consortiumLogoPath,
  type ConsortiumLogo,
} from '@portal/shared/api/session';
import { servePicture } from './svg-picture.ts';

/** Drawn like the header's mark: mountains over the consortium's initials, its name beneath. */
function logo(name: string, colour: string, initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-labelledby="t">
  <title id="t">${name}</title>
  <rect width="160" height="160" rx="16" fill="#ffffff"/>
  <rect x="4" y="4" width="152" height="152" rx="13" fill="none" stroke="${colour}" stroke-width="4"/>
  <path d="M20 104 L60 32 L86 78 L100 58 L140 104 Z" fill="${colour}"/>
  <path d="M60 32 L70 50 L62 46 L54 52 Z" fill="#ffffff"/>
  <text x="80" y="128" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${colour}">${initials}</text>
  <text x="80" y="147" font-family="Arial, Helvetica, sans-serif" font-size="11" text-anchor="middle" fill="${colour}">${name}</text>
</svg>
`;
}

export const CONSORTIUM_LOGO_SVG: Record<ConsortiumLogo, string> = {
  'CONS-ALTO-ADIGE': logo('Consorzio Energia Alto Adige', '#0b5394', 'AA'),
  'CONS-DOLOMITI': logo('Consorzio Dolomiti Energia', '#1b5e20', 'DO'),
};

export const consortiumLogoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const code of CONSORTIUM_LOGOS)
    servePicture(app, consortiumLogoPath(code), CONSORTIUM_LOGO_SVG[code]);
};
