// Registration of a portal user the supplier does not know yet (§4 login result "redirect"):
// a person signed in at the identity provider, without a customer record,
// proves to be a customer with the customer code and the tax code printed on the bill (§7
// registrazione/anagrafica/get), then confirms the contacts (§7 contatto/save). The supplier's
// back office activates the access afterwards: the account stays without a customer record here.
//
// Security: an unknown code, a wrong tax code and a customer who already has portal access get the
// same answer (no enumeration of customer codes); each identity has MAX_ATTEMPTS failed checks per
// WINDOW_MS, then every check is refused with 429 until the window has passed (no guessing of tax
// codes). Only the identity that proved the pair may save contacts for that customer.
import type { Anagrafica } from './model.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { romeInstant } from './dates.ts';

export const MAX_ATTEMPTS = 5;
export const WINDOW_MS = 15 * 60_000;
/** Working days the back office takes to activate the access. */
export const ACTIVATION_WORKING_DAYS = 2;

/** A customer of the supplier with no portal access yet: what the registration may reveal. */
export type RegistrableCustomer = Pick<
  Anagrafica,
  | 'idanagrafica'
  | 'cfisc'
  | 'nome'
  | 'cognome'
  | 'ragSoc'
  | 'indirizzo'
  | 'cap'
  | 'localita'
  | 'provincia'
  | 'eMail'
  | 'telefono'
  | 'cellulare'
  | 'customerSegment'
  | 'culture'
>;

/** Customers the supplier bills on paper who never signed in (customer code = idanagrafica). */
export const REGISTRABLE_CUSTOMERS: readonly RegistrableCustomer[] = [
  {
    idanagrafica: 600001,
    cfisc: 'GNTGUO80A01L781E',
    nome: 'Ugo',
    cognome: 'Ignoto',
    ragSoc: 'Ugo Ignoto',
    indirizzo: 'Via San Zeno 12',
    cap: '37123',
    localita: 'Verona',
    provincia: 'VR',
    eMail: 'ugo.ignoto@example.it',
    telefono: '045 8123456',
    cellulare: null,
    customerSegment: 'resident',
    culture: 'it-IT',
  },
  {
    idanagrafica: 600002,
    cfisc: 'PCHLKS85M12A952C',
    nome: 'Lukas',
    cognome: 'Pichler',
    ragSoc: 'Lukas Pichler',
    indirizzo: 'Lauben 21',
    cap: '39100',
    localita: 'Bolzano/Bozen',
    provincia: 'BZ',
    eMail: 'lukas.pichler@example.it',
    telefono: null,
    cellulare: '347 1234567',
    customerSegment: 'resident',
    culture: 'de-DE',
  },
];

export interface Registration {
  email: string;
  idanagrafica: number;
  verifiedAt: string;
  /** Set once the contacts are confirmed. */
  numeroRegistrazione: string | null;
  contatti: { eMail: string; telefono: string | null; cellulare: string | null } | null;
  dataAttivazionePrevista: string | null;
}

export type Verification =
  | { ok: true; customer: RegistrableCustomer }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'tooManyAttempts'; retryAfterSeconds: number };

/** Upper case, no spaces: how a tax code is compared. */
function normalTaxCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** The day a number of working days (Monday to Friday) after a day YYYY-MM-DD. */
export function addWorkingDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export class Registrations {
  private failures = new Map<string, number[]>();
  private byEmail = new Map<string, Registration>();
  private counter = 0;

  /**
   * `dataNow` dates the registration (the data side's clock, fixed in the visual tests); the
   * attempts are counted on the real clock, like tokens.
   */
  constructor(
    private readonly dataNow: () => number,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  reset(): void {
    this.failures.clear();
    this.byEmail.clear();
    this.counter = 0;
  }

  /** Whether an identity may register at all: a portal account with a customer record may not. */
  static canRegister(email: string): boolean {
    const account = DEMO_ACCOUNTS.find((a) => a.email === email);
    return account === undefined || account.kind === 'unknown';
  }

  /** Checks a customer code and tax code pair for an identity, counting failures. */
  verify(email: string, codice: number, codiceFiscale: string): Verification {
    const now = this.clock();
    const recent = (this.failures.get(email) ?? []).filter((at) => at > now - WINDOW_MS);
    this.failures.set(email, recent);
    if (recent.length >= MAX_ATTEMPTS) {
      const oldest = recent[0] ?? now;
      return {
        ok: false,
        reason: 'tooManyAttempts',
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)),
      };
    }
    const customer = REGISTRABLE_CUSTOMERS.find(
      (c) => c.idanagrafica === codice && c.cfisc === normalTaxCode(codiceFiscale),
    );
    const taken =
      customer !== undefined &&
      [...this.byEmail.values()].some(
        (r) => r.idanagrafica === customer.idanagrafica && r.email !== email && r.contatti,
      );
    if (!customer || taken || !Registrations.canRegister(email)) {
      recent.push(now);
      return { ok: false, reason: 'notFound' };
    }
    this.failures.delete(email);
    this.byEmail.set(email, {
      email,
      idanagrafica: customer.idanagrafica,
      verifiedAt: romeInstant(this.dataNow()),
      numeroRegistrazione: null,
      contatti: null,
      dataAttivazionePrevista: null,
    });
    return { ok: true, customer };
  }

  /** The contacts of the customer the identity proved to be; null when it proved none (or another). */
  confirm(
    email: string,
    idanagrafica: number,
    contatti: { eMail: string; telefono: string | null; cellulare: string | null },
  ): Registration | null {
    const registration = this.byEmail.get(email);
    if (!registration || registration.idanagrafica !== idanagrafica) return null;
    const now = this.dataNow();
    registration.contatti = contatti;
    registration.numeroRegistrazione ??= `REG-${romeInstant(now).slice(0, 4)}-${String(++this.counter).padStart(6, '0')}`;
    registration.dataAttivazionePrevista = addWorkingDays(
      romeInstant(now).slice(0, 10),
      ACTIVATION_WORKING_DAYS,
    );
    return registration;
  }
}
