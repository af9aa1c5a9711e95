// What each demo registry looks like: how many sites and supplies, of which utility, under a
// business convention or not, and how much history. The generator turns these into §3 entities.
import type { SandboxScale } from '../context.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { Place } from './places.ts';
import { PLACES_NATIONAL, PLACES_SOUTH_TYROL, PLACES_TRENTINO, PLACES_VENETO } from './places.ts';

export type PartyKind = 'person' | 'company' | 'public';

export interface SupplyPlan {
  codUtility: 0 | 1;
  count: number;
  /** Rows under the registry's business convention (hasBusinessConvention). */
  convention: boolean;
  /** statoRiga of the rows (§4 labels); default Attiva. */
  statoRiga?: string;
  /** The supply changed offer once: an older, ceased contract row precedes the current one. */
  previousContract?: boolean;
  /** The current contract lets the customer insert a gas self-reading (§5). */
  canInsertLettura?: boolean;
  /** The reading window of such a contract: open today (default) or the next one, still to open. */
  readingWindow?: 'open' | 'next';
  /** Billing every month (1) or every two months (2). */
  billingMonths: 1 | 2;
  /** Months of invoice history. */
  months: number;
  /** Monthly consumption level: kWh (power) or Smc (gas). */
  base: number;
  /**
   * The meter is read remotely interval by interval (telegestito): a load curve exists. Every
   * business supply has one; a household only where its plan says so.
   */
  intervalMeter?: boolean;
}

export interface RegistryProfile {
  idAnagrafica: number;
  /** Stable ordinal that spaces the id ranges of each registry apart. */
  ordinal: number;
  ragSoc: string;
  customerSegment: string;
  culture: string;
  email: string;
  party: PartyKind;
  nome: string | null;
  cognome: string | null;
  places: readonly Place[];
  sites: number;
  plans: SupplyPlan[];
  convention: { type: string; code: string; name: string } | null;
  retail: boolean;
  /** Invoices of the first supplies paid by card (gives creditCard/cardToken). */
  cardPayer: boolean;
}

interface Shape {
  party: PartyKind;
  nome?: string;
  cognome?: string;
  places: readonly Place[];
  sites: number;
  plans: SupplyPlan[];
  cardPayer?: boolean;
}

function shapeFor(id: number, scale: SandboxScale): Shape {
  switch (id) {
    case 100001:
      return {
        party: 'person',
        nome: 'Mario',
        cognome: 'Rossi',
        places: [PLACES_VENETO[0] as Place],
        sites: 1,
        cardPayer: true,
        plans: [
          // A smart power meter: quarter hours (the household's load curve); the gas meter is an
          // older one the customer reads, without a curve.
          {
            codUtility: 0,
            count: 1,
            convention: false,
            previousContract: true,
            billingMonths: 1,
            months: 40,
            base: 230,
            intervalMeter: true,
          },
          {
            codUtility: 1,
            count: 1,
            convention: false,
            canInsertLettura: true,
            billingMonths: 2,
            months: 40,
            base: 85,
          },
        ],
      };
    case 100002:
      return {
        party: 'person',
        nome: 'Anna',
        cognome: 'Huber',
        places: [PLACES_SOUTH_TYROL[0] as Place],
        sites: 1,
        plans: [
          // An older power meter read by bands only (no curve); a smart gas meter read daily.
          { codUtility: 0, count: 1, convention: false, billingMonths: 2, months: 30, base: 190 },
          {
            codUtility: 1,
            count: 1,
            convention: false,
            billingMonths: 2,
            months: 30,
            base: 70,
            intervalMeter: true,
          },
        ],
      };
    case 100003:
      return {
        party: 'company',
        places: [PLACES_NATIONAL[0] as Place],
        sites: 2,
        plans: [
          {
            codUtility: 0,
            count: 2,
            convention: false,
            billingMonths: 1,
            months: 24,
            base: 600,
            intervalMeter: true,
          },
          // A supply ceased a few months ago: the dashboard shows it as Cessato, in red (§4).
          {
            codUtility: 0,
            count: 1,
            convention: false,
            statoRiga: 'Cessata',
            billingMonths: 1,
            months: 24,
            base: 600,
          },
          // Self-read, but its window opens in 12 days: the page says when.
          {
            codUtility: 1,
            count: 1,
            convention: false,
            canInsertLettura: true,
            readingWindow: 'next',
            billingMonths: 1,
            months: 24,
            base: 1800,
          },
        ],
      };
    case 200001:
      return scale === 'large'
        ? {
            party: 'company',
            places: PLACES_NATIONAL,
            sites: 400,
            plans: [
              {
                codUtility: 0,
                count: 1400,
                convention: false,
                billingMonths: 1,
                months: 50,
                base: 9000,
              },
              {
                codUtility: 1,
                count: 600,
                convention: false,
                billingMonths: 1,
                months: 50,
                base: 2500,
              },
            ],
          }
        : {
            party: 'company',
            places: PLACES_NATIONAL,
            sites: 4,
            plans: [
              {
                codUtility: 0,
                count: 7,
                convention: false,
                billingMonths: 1,
                months: 24,
                base: 9000,
              },
              {
                codUtility: 0,
                count: 1,
                convention: false,
                statoRiga: 'In fase di attivazione',
                billingMonths: 1,
                months: 0,
                base: 9000,
              },
              {
                codUtility: 1,
                count: 4,
                convention: false,
                billingMonths: 1,
                months: 24,
                base: 2500,
              },
            ],
          };
    case 200002:
      return {
        party: 'company',
        places: [PLACES_VENETO[0] as Place],
        sites: 1,
        plans: [
          { codUtility: 0, count: 2, convention: false, billingMonths: 1, months: 24, base: 2200 },
        ],
      };
    case 300001:
      return {
        party: 'public',
        places: [PLACES_VENETO[0] as Place],
        sites: 6,
        plans: [
          { codUtility: 0, count: 4, convention: true, billingMonths: 1, months: 30, base: 4200 },
          { codUtility: 1, count: 3, convention: true, billingMonths: 1, months: 30, base: 3000 },
          { codUtility: 0, count: 2, convention: false, billingMonths: 1, months: 30, base: 1500 },
          { codUtility: 1, count: 1, convention: false, billingMonths: 1, months: 30, base: 900 },
          {
            codUtility: 0,
            count: 1,
            convention: false,
            statoRiga: 'Cessata',
            billingMonths: 1,
            months: 18,
            base: 800,
          },
        ],
      };
    case 300002:
      return {
        party: 'public',
        places: PLACES_SOUTH_TYROL.filter((place) => place.localita.startsWith('Bolzano')),
        sites: scale === 'large' ? 60 : 3,
        plans: [
          {
            codUtility: 0,
            count: scale === 'large' ? 160 : 2,
            convention: true,
            billingMonths: 1,
            months: 30,
            base: 2600,
          },
          {
            codUtility: 1,
            count: scale === 'large' ? 80 : 2,
            convention: true,
            billingMonths: 1,
            months: 30,
            base: 3800,
          },
        ],
      };
    case 400001:
      return {
        party: 'public',
        places: PLACES_TRENTINO,
        sites: 4,
        plans: [
          { codUtility: 0, count: 3, convention: false, billingMonths: 1, months: 30, base: 12000 },
          {
            codUtility: 0,
            count: 1,
            convention: false,
            statoRiga: 'Sospesa',
            billingMonths: 1,
            months: 30,
            base: 2000,
          },
          { codUtility: 1, count: 2, convention: false, billingMonths: 1, months: 30, base: 6000 },
        ],
      };
    case 500001:
      return {
        party: 'company',
        places: PLACES_SOUTH_TYROL,
        sites: 2,
        plans: [
          { codUtility: 0, count: 2, convention: true, billingMonths: 1, months: 28, base: 5200 },
          { codUtility: 1, count: 1, convention: true, billingMonths: 1, months: 28, base: 2400 },
        ],
      };
    case 500002:
      return {
        party: 'company',
        places: PLACES_TRENTINO,
        sites: 2,
        plans: [
          { codUtility: 0, count: 2, convention: true, billingMonths: 1, months: 28, base: 7000 },
          { codUtility: 1, count: 1, convention: true, billingMonths: 1, months: 28, base: 3100 },
        ],
      };
    case 500003:
      return {
        party: 'company',
        places: PLACES_SOUTH_TYROL,
        sites: 2,
        plans: [
          { codUtility: 0, count: 1, convention: true, billingMonths: 1, months: 28, base: 2100 },
          { codUtility: 1, count: 1, convention: false, billingMonths: 2, months: 28, base: 700 },
        ],
      };
    default:
      return {
        party: 'person',
        places: PLACES_VENETO,
        sites: 1,
        plans: [
          {
            codUtility: 0,
            count: 1,
            convention: false,
            statoRiga: 'Cessata',
            billingMonths: 2,
            months: 12,
            base: 180,
          },
        ],
      };
  }
}

const RETAIL_KINDS = new Set(['resident', 'condominium', 'sme', '']);

/**
 * Every registry of the demo accounts, in a fixed order. The large corporate customer comes last
 * so that its size does not move the invoice numbers of the others between scales.
 */
export function registryProfiles(scale: SandboxScale): RegistryProfile[] {
  const out: RegistryProfile[] = [];
  let ordinal = 0;
  for (const account of DEMO_ACCOUNTS) {
    account.anagrafiche.forEach((registry, index) => {
      ordinal += 1;
      const shape = shapeFor(registry.idAnagrafica, scale);
      const conventionOfAccount =
        account.businessConventions[Math.min(index, account.businessConventions.length - 1)];
      out.push({
        idAnagrafica: registry.idAnagrafica,
        ordinal,
        ragSoc: registry.ragSoc,
        customerSegment: registry.customerSegment,
        culture: registry.culture,
        email: account.email,
        party: shape.party,
        nome: shape.nome ?? (shape.party === 'person' ? account.givenName : null),
        cognome: shape.cognome ?? (shape.party === 'person' ? account.familyName : null),
        places: shape.places,
        sites: shape.sites,
        plans: shape.plans,
        convention: conventionOfAccount
          ? {
              type: conventionOfAccount.businessConventionType,
              code: conventionOfAccount.businessConventionCode,
              name: conventionOfAccount.businessConventionName,
            }
          : null,
        retail: RETAIL_KINDS.has(registry.customerSegment),
        cardPayer: shape.cardPayer ?? false,
      });
    });
  }
  const large = out.findIndex((p) => p.idAnagrafica === 200001);
  if (large >= 0) out.push(...out.splice(large, 1));
  // The second public body came later still: after the large customer, so that nothing
  // of the others moves (their invoice numbers included).
  const later = out.findIndex((p) => p.idAnagrafica === 300002);
  if (later >= 0) out.push(...out.splice(later, 1));
  return out;
}
