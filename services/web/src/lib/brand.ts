// The supplier's brand: the BFF writes it into every page it serves, in
// <script type="application/json" id="portal-brand">, from the brand file it was started with, so a
// supplier changes name, colours and footer without a rebuild (the development server adds it too:
// scripts/dev-brand.ts). Read once, never fetched. Without the element (unit tests) the demo brand
// stands in; only the fields the pages carry are imported from its file, so the legal pages' texts
// stay out of the bundle.
import type { PublicBrand } from '@portal/shared/brand';
import {
  businessContacts,
  colors,
  contacts,
  legal,
  name,
  shortName,
} from '../../../../config/brands/demo.json';

export const BRAND_ELEMENT_ID = 'portal-brand';

export const DEMO_BRAND: PublicBrand = {
  name,
  shortName,
  colors,
  contacts,
  businessContacts,
  legal,
};

let cached: PublicBrand | null = null;

function embeddedBrand(): PublicBrand | null {
  const text = document.getElementById(BRAND_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicBrand;
  } catch {
    return null;
  }
}

/** The brand of the page: the one the BFF embedded, else the demo brand. */
export function readBrand(): PublicBrand {
  cached ??= embeddedBrand() ?? DEMO_BRAND;
  return cached;
}

/** The brand for a component; the same object on every render (it never changes in a page). */
export function useBrand(): PublicBrand {
  return readBrand();
}

/** Tests only: forget the brand read, so the next read looks at the page again. */
export function forgetBrand(): void {
  cached = null;
}

/** The number a phone dials: digits and a leading +, as tel: links want them. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
