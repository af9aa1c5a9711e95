// Who the supplier is, in the documents and data of its systems (bills, documents, a public body's
// convention): the same brand file of config/brands the portal shows in its footer, so the
// customer meets one company with one VAT number everywhere. BRAND or BRAND_FILE choose it, as
// for the BFF; the demo brand by default.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateBrand } from '@portal/shared/brand';

export interface Supplier {
  /** The name customers know (the brand's), and its main colour and the text on it: the documents' letterhead. */
  brandName: string;
  color: string;
  colorText: string;
  companyName: string;
  /** With the IT prefix of the EU's VIES, as the brand file writes it. */
  vatNumber: string;
  registeredOffice: string;
  /** The legal footer's optional entries (art. 2250 c.c.), as the portal's footer shows them. */
  reaNumber: string | null;
  shareCapital: string | null;
  /** The customer service: phone and mailbox. */
  phone: string;
  email: string;
  /** The desk for business customers and public bodies, with its certified mailbox (PEC). */
  businessPhone: string;
  businessEmail: string;
  pec: string;
}

export const BRANDS_DIR = fileURLToPath(new URL('../../../config/brands/', import.meta.url));
export const DEFAULT_BRAND = 'demo';
const BRAND_NAME = /^[a-z0-9][a-z0-9-]*$/;

/** The brand file's path for a brand name or file (BRAND, BRAND_FILE); a problem when it is neither. */
export function brandPath(name: string | undefined, file: string | undefined): string {
  if (name && file) throw new Error('set BRAND or BRAND_FILE, not both');
  if (file) return resolve(file);
  const chosen = name || DEFAULT_BRAND;
  if (!BRAND_NAME.test(chosen)) throw new Error(`BRAND is not a brand name (got ${chosen})`);
  return join(BRANDS_DIR, `${chosen}.json`);
}

/** The supplier of a brand file; throws with the file's problems when it is not a valid brand. */
export function readSupplier(path: string): Supplier {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`brand file ${path}: ${(error as Error).message}`);
  }
  const validation = validateBrand(parsed);
  if (!validation.ok) throw new Error(`brand file ${path}: ${validation.problems.join('; ')}`);
  const { name, colors, legal, contacts, businessContacts } = validation.brand;
  return {
    brandName: name,
    color: colors.primary,
    colorText: colors.primaryText,
    companyName: legal.companyName,
    vatNumber: legal.vatNumber,
    registeredOffice: legal.registeredOffice,
    reaNumber: legal.reaNumber ?? null,
    shareCapital: legal.shareCapital ?? null,
    phone: contacts.phone,
    email: contacts.email,
    businessPhone: businessContacts.phone,
    businessEmail: businessContacts.email,
    pec: businessContacts.pec,
  };
}

/** The demo brand's supplier: the default of the sandbox and of its tests. */
export const DEMO_SUPPLIER: Supplier = readSupplier(brandPath(undefined, undefined));
