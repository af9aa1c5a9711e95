// The sandbox's data at run time: the seeded data set plus what callers change (payments,
// readings, contacts, export jobs, checkouts, requests). reset() restores the seeded state.
import type { SandboxScale } from '../context.ts';
import type { ExportJobFault } from '../faults/faults.ts';
import type { Supplier } from '../supplier.ts';
import { buildDataset, type Dataset } from './dataset.ts';
import { romeInstant } from './dates.ts';
import { invoiceIndex } from './invoice-index.ts';
import type { Fattura } from './model.ts';
import type { RichiestaScritta } from './written-requests.ts';

export interface ExportJob {
  idJob: number;
  email: string;
  tipo: 'list' | 'detail';
  idfatture: number[];
  createdMs: number;
  /** Set by the fault API (FaultSpec.exportJob): the job ends in §4 status 7, for this reason. */
  fault: ExportJobFault | null;
}

export type CheckoutState = 'pending' | 'challenge' | 'success' | 'declined' | 'canceled';

export interface Checkout {
  checkoutId: string;
  email: string;
  idfattura: number;
  returnUrl: string;
  state: CheckoutState;
  /** Wrong confirmation codes entered at the second step. */
  challengeFailures: number;
  /** The outcome was recorded by checkout-client-result (the invoice is paid at most once). */
  recorded: boolean;
  createdMs: number;
}

/** A card registered with the provider for a supply's bills (§3 contratti cardType, pAN, token). */
export interface CardRegistration {
  registrationId: string;
  email: string;
  idanagrafica: number;
  idfornitura: number;
  returnUrl: string;
  state: CheckoutState;
  challengeFailures: number;
  createdMs: number;
  /** Set when the provider accepted the card: never the card number. */
  card: { cardType: string; pAN: string; token: string; idcreditcard: number } | null;
  /** The token was used by a payment-method request (a token files one request). */
  used: boolean;
}

export interface PrivacyCase {
  idCase: string;
  idanagrafica: number;
  /** Null when the case only acknowledges the privacy notice. */
  consents: { marketing: boolean; profiling: boolean; thirdParties: boolean } | null;
  /** The customer acknowledged the privacy notice (required before a written request). */
  presaVisioneInformativa: boolean;
  createdAt: string;
}

export interface StoreOptions {
  seed: number;
  scale: SandboxScale;
  supplier?: Supplier;
  now?: () => number;
}

export class DataStore {
  data: Dataset;
  jobs = new Map<number, ExportJob>();
  checkouts = new Map<string, Checkout>();
  cardRegistrations = new Map<string, CardRegistration>();
  privacyCases: PrivacyCase[] = [];
  /** Written requests filed through contatto/save, per registry, newest first. */
  richiesteScritte = new Map<number, RichiestaScritta[]>();
  private sequences = new Map<string, number>();
  readonly now: () => number;

  constructor(private readonly options: StoreOptions) {
    this.now = options.now ?? Date.now;
    this.data = buildDataset(options.seed, options.scale, this.now(), options.supplier);
    // Built with the data, so no page request pays for it.
    invoiceIndex(this.data);
  }

  reset(): void {
    this.data = buildDataset(
      this.options.seed,
      this.options.scale,
      this.now(),
      this.options.supplier,
    );
    invoiceIndex(this.data);
    this.jobs = new Map();
    this.checkouts = new Map();
    this.cardRegistrations = new Map();
    this.privacyCases = [];
    this.richiesteScritte = new Map();
    this.sequences = new Map();
  }

  /** Next number of a named sequence, starting at `start`. */
  next(name: string, start: number): number {
    const value = (this.sequences.get(name) ?? start - 1) + 1;
    this.sequences.set(name, value);
    return value;
  }

  /** Today's calendar day in Europe/Rome, as the portal sends dates (upstream contract conventions). */
  today(): string {
    return romeInstant(this.now()).slice(0, 10);
  }

  /** Registries a customer account may see (the token's own, for the REST API). */
  ownInvoice(ids: ReadonlySet<number>, idfattura: number): Fattura | undefined {
    const inv = this.data.fattureById.get(idfattura);
    return inv && ids.has(inv.idanagrafica) ? inv : undefined;
  }

  markPaid(inv: Fattura): void {
    inv.statoPagamento = 'Pagata';
    inv.codiceStatoPagamento = 1;
    inv.pagato = true;
    inv.saldo = 0;
    inv.totaleApagare = 0;
    inv.dataPagamento = this.today();
    inv.pagamentoOnlineAbilitato = false;
    invoiceIndex(this.data).paymentsChanged();
  }
}
