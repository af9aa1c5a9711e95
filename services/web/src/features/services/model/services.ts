// The services a household has on each supply, derived from what the API says
// of it: the bill sent digitally or on paper (§3 fatturaDigitale, the registry's), the payment
// method and self-reading (its contract), green energy and committed power (the supply). Each
// names the page where the customer changes it (§2 manageUts pages, selfRead, the supply's page).
import type { Locale } from '@portal/shared/constants';
import { formatQuantity } from '@portal/shared/format';
import { buildPath } from '@portal/shared/routes';
import type { MyServicesData } from '../api/useMyServices.ts';

type Supply = MyServicesData['supplies']['nodes'][number];
export type ChangeRequest = MyServicesData['supplyChangeRequests']['nodes'][number];
type Contract = MyServicesData['contracts']['nodes'][number];
type DigitalBill = NonNullable<MyServicesData['registry']['fatturaDigitale']>;

export type ServiceKey = 'digitalBill' | 'directDebit' | 'greenEnergy' | 'selfReading' | 'power';

export interface Service {
  key: ServiceKey;
  /** Whether the customer has it (for power: always, it is a value). */
  active: boolean;
  /** services.state.<stateKey>; its values below. */
  stateKey: string;
  values: Record<string, string | number>;
  /** Where it is changed; null when there is nothing to change on a ceased supply. */
  change: { to: string; labelKey: string } | null;
}

export interface SupplyServices {
  supply: Supply;
  services: Service[];
  /** The supply's change requests still pending (§4 trasmessa, in lavorazione), newest first. */
  pending: ChangeRequest[];
}

/** A request not decided yet: sent, or being worked on. */
const PENDING_STATES: ReadonlySet<string> = new Set(['TRANSMITTED', 'PROCESSING']);

/** Supplies that are no longer supplied have nothing to change. */
function isOpen(supply: Supply): boolean {
  return supply.status !== 'CEASED';
}

export function servicesOf(
  supply: Supply,
  contract: Contract | undefined,
  bill: DigitalBill | null | undefined,
  language: Locale,
): Service[] {
  const open = isOpen(supply);
  const manage = (name: string, labelKey: string) =>
    open ? { to: buildPath(name, { id: supply.id }, language), labelKey } : null;
  const digital = Boolean(bill?.digital || bill?.byEmail);
  const services: Service[] = [
    {
      key: 'digitalBill',
      active: digital,
      stateKey: digital ? (bill?.email ? 'digitalTo' : 'digital') : 'paper',
      values: { email: bill?.email ?? '' },
      change: manage('retail-myUtilities-manageUts-billReceiveMethod-id', 'changeBill'),
    },
    {
      key: 'directDebit',
      active: contract?.paymentType === 'DIRECT_DEBIT',
      stateKey: `payment_${contract?.paymentType ?? 'OTHER'}`,
      values: {},
      change: manage('retail-myUtilities-manageUts-paymentMethod-id', 'changePayment'),
    },
    {
      key: 'greenEnergy',
      active: supply.greenEnergy,
      stateKey: supply.greenEnergy
        ? supply.renewablePercent != null
          ? 'greenPercent'
          : 'green'
        : 'notGreen',
      values: { percent: formatQuantity(supply.renewablePercent) },
      change: {
        to: buildPath('retail-myUtilities-id', { id: supply.id }, language),
        labelKey: 'seeSupply',
      },
    },
  ];
  if (supply.utility === 'GAS') {
    const canRead = Boolean(contract?.canInsertReading) && open;
    services.push({
      key: 'selfReading',
      active: canRead,
      stateKey: canRead ? 'selfReadOpen' : 'selfReadClosed',
      values: {},
      change: canRead
        ? { to: buildPath('retail-selfRead', {}, language), labelKey: 'sendReading' }
        : null,
    });
  }
  if (supply.utility === 'POWER' && supply.committedPowerKw != null) {
    services.push({
      key: 'power',
      active: true,
      stateKey: 'power',
      values: { kw: formatQuantity(supply.committedPowerKw) },
      change: manage('retail-myUtilities-manageUts-powervar-id', 'changePower'),
    });
  }
  return services;
}

/** Each supply with its services, active supplies first. */
export function supplyServices(data: MyServicesData, language: Locale): SupplyServices[] {
  const byContract = new Map(
    data.contracts.nodes.filter((c) => c.supplyId).map((c) => [c.supplyId as string, c]),
  );
  const pending = data.supplyChangeRequests.nodes
    .filter((r) => PENDING_STATES.has(r.state))
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return [...data.supplies.nodes]
    .sort((a, b) => Number(isOpen(b)) - Number(isOpen(a)))
    .map((supply) => ({
      supply,
      services: servicesOf(
        supply,
        byContract.get(supply.id),
        data.registry.fatturaDigitale,
        language,
      ),
      pending: pending.filter((r) => r.supplyId === supply.id),
    }));
}
