import {
  ENUMERATIONS,
  OTHER,
  enumerationKeys,
  type EnumerationName,
} from '@portal/shared/enumerations';
import { CONTRACT_STATUS_CODES } from '@portal/shared/status';
import { describe, expect, it } from 'vitest';
import { graphql } from '../graphql/graphql-runtime.ts';
import { enumerated, enumeratedRequired, toHistory } from '../graphql/mapping.ts';
import { schema } from '../api/schema.ts';
import type { FornituraRecord } from '../scope/supplies.ts';
import { toContract } from './contracts/mapping.ts';
import type { ContractRecord } from './contracts/upstream.ts';
import { toLoyaltyBonus } from './loyalty/mapping.ts';
import { toNotification } from './notifications/mapping.ts';
import { toOperation } from './operations/mapping.ts';
import type { OperazioneRecord } from './operations/upstream.ts';
import { toRegistry } from './registry/mapping.ts';
import { toSupply } from './supplies/mapping.ts';

/** The API's enum of each shared enumeration (docs/api.md). */
const GRAPHQL_ENUMS = {
  paymentMethod: 'PaymentMethod',
  paymentState: 'PaymentState',
  documentType: 'DocumentType',
  billingFrequency: 'BillingFrequency',
  signingChannel: 'SigningChannel',
  readingType: 'ReadingType',
  contractMacroStatus: 'ContractMacroStatus',
  voltage: 'Voltage',
  supplyUse: 'SupplyUse',
  operationKind: 'OperationKind',
  requestState: 'RequestState',
  notificationCategory: 'NotificationCategory',
  bonusLevel: 'BonusLevel',
  billDelivery: 'BillDelivery',
} as const satisfies Record<EnumerationName, string>;

const built = graphql.buildSchema(schema);
function valuesOf(name: string): string[] {
  const type = built.getType(name);
  if (!graphql.isEnumType(type)) throw new Error(`${name} is not an enum of the schema`);
  return type.getValues().map((value) => value.name);
}

describe('the schema’s enums are the shared maps’ keys', () => {
  it.each(Object.entries(GRAPHQL_ENUMS))(
    '%s is the enum %s: its keys and OTHER',
    (name, enumName) => {
      expect(valuesOf(enumName)).toEqual([...enumerationKeys(name as EnumerationName), OTHER]);
    },
  );

  it('ContractStatus is §4’s table, one key per row and UNKNOWN', () => {
    expect(valuesOf('ContractStatus')).toEqual([...new Set(Object.values(CONTRACT_STATUS_CODES))]);
  });

  it('names every shared enumeration once', () => {
    expect(Object.keys(GRAPHQL_ENUMS).sort()).toEqual(Object.keys(ENUMERATIONS).sort());
  });
});

describe('enumerated upstream fields map to keys, keeping upstream’s text', () => {
  it('maps a known value to its key, an unknown one to OTHER with its text, nothing to null', () => {
    expect(enumerated('billingFrequency', 'Mensile')).toEqual({ key: 'MONTHLY', text: 'Mensile' });
    expect(enumerated('billingFrequency', 'Ogni tanto')).toEqual({
      key: 'OTHER',
      text: 'Ogni tanto',
    });
    expect(enumerated('billingFrequency', null)).toEqual({ key: null, text: null });
    expect(enumeratedRequired('bonusLevel', null)).toEqual({ key: 'OTHER', text: '' });
  });

  it('a contract: §4 status key and tone, macro status, billing frequency, payment type, signing channel, reading type', () => {
    const contract = toContract({
      idrigaContratto: 1,
      idanagrafica: 2,
      codUtility: 0,
      statoRiga: 'Cessata',
      macroStato: 'Cessato',
      frequenzaFatturazione: 'Bimestrale',
      tipoPagamento: 'Bollettino postale',
      modalitaStipula: 'Agenzia',
      tipoLettura: 'Telelettura',
    } as unknown as ContractRecord);
    expect(contract).toMatchObject({
      status: 'CEASED',
      statusTone: 'red',
      macroStatus: 'CEASED',
      billingFrequency: 'BIMONTHLY',
      paymentType: 'POSTAL_SLIP',
      paymentTypeText: 'Bollettino postale',
      signingChannel: 'AGENCY',
      readingType: 'REMOTE',
    });
  });

  it('a supply: status, use and voltage; a registry: bill delivery; a notification: category', () => {
    const supply = toSupply({
      idfornitura: 1,
      idsede: 2,
      codUtility: 0,
      statoFornitura: 'In fase di attivazione',
      tipoUso: 'Altri usi',
      tensione: 'Media tensione',
    } as FornituraRecord);
    expect(supply).toMatchObject({
      status: 'ACTIVATING',
      use: 'NON_DOMESTIC',
      useText: 'Altri usi',
      voltage: 'MEDIUM',
    });
    const registry = toRegistry({
      idanagrafica: 1,
      fatturaDigitale: { tipoInvioFatturaDescrizione: 'Cartaceo' },
    } as Parameters<typeof toRegistry>[0]);
    expect(registry.fatturaDigitale).toMatchObject({
      deliveryType: 'PAPER',
      deliveryTypeText: 'Cartaceo',
    });
    expect(
      toRegistry({ idanagrafica: 1, fatturaDigitale: null } as unknown as Parameters<
        typeof toRegistry
      >[0]).fatturaDigitale,
    ).toBeNull();
    expect(
      toNotification({ idnotifica: 1, categoria: 'lettura' } as Parameters<
        typeof toNotification
      >[0]),
    ).toMatchObject({ category: 'READING' });
  });

  it('an operation: kind (Italian or German upstream) and state, each step of its history; a bonus level', () => {
    const operation = toOperation({
      idoperazione: 1,
      tipo: 'Umschreibung',
      stato: 'In lavorazione',
      storico: [{ stato: 'Trasmessa', data: '2026-01-01T10:00:00', nota: null }],
    } as unknown as OperazioneRecord);
    expect(operation).toMatchObject({
      kind: 'HOLDER_CHANGE',
      kindText: 'Umschreibung',
      state: 'PROCESSING',
      history: [{ state: 'TRANSMITTED' }],
    });
    expect(toHistory([{ stato: 'Evasa per magia', data: 'x', nota: null }])).toEqual([
      { state: 'OTHER', stateText: 'Evasa per magia', date: 'x', note: null },
    ]);
    expect(
      toLoyaltyBonus({
        punti: 10,
        livello: 'Oro',
        programma: {
          euroPerPunto: 5,
          puntiMinimiBolletta: 5,
          livelli: [{ livello: 'Oro', sogliaPunti: 0 }],
          anniValiditaPunti: 1,
        },
      } as Parameters<typeof toLoyaltyBonus>[0]),
    ).toMatchObject({
      level: 'GOLD',
      levelText: 'Oro',
      program: { levels: [{ level: 'GOLD', levelText: 'Oro', from: 0 }] },
    });
  });
});
