// @vitest-environment node
// German all the way: every Italian enumeration value the supplier's systems can
// send — listed from the sandbox's own data modules, which write them — has a key in packages/shared
// and a German text here. A value added upstream without both fails this test.
import { notificationText } from '@portal/shared/notification-texts';
import { invoiceRowText, setTextValue } from '@portal/shared/set-texts';
import {
  OTHER,
  enumerationLabelKey,
  enumerationValue,
  type EnumerationName,
} from '@portal/shared/enumerations';
import { contractStatusCode } from '@portal/shared/status';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_OPERATION_TYPES,
  OPERATION_OUTCOMES,
} from '../../../sandbox/src/data/business-operations.ts';
import {
  CATEGORIE_NOTIFICA,
  LIVELLI_BONUS,
  notificationsOf,
  OPERATION_FLOW,
  TIPI_LETTURA,
} from '../../../sandbox/src/data/extras.ts';
import { GERMAN as INVOICE_ROWS_DE } from '../../../sandbox/src/data/invoice-rows.ts';
import { PAYMENT_STATES, TIPI_DOC } from '../../../sandbox/src/data/invoices.ts';
import {
  FREQUENZE_FATTURAZIONE,
  MODALITA_STIPULA,
  STATI_RIGA,
  TENSIONI,
  TIPI_INVIO_FATTURA,
  TIPI_LETTURA_CONTRATTO,
  TIPI_PAGAMENTO,
  TIPI_USO,
} from '../../../sandbox/src/data/supplies.ts';
import {
  DELIVERY_METHODS,
  PAYMENT_METHODS,
  TYPE_LABELS,
} from '../../../sandbox/src/graphql/requests.ts';
import de from './de/index.ts';

/** Every value the sandbox writes into each enumerated field (docs/upstream-contract.md). */
const SANDBOX_VALUES = {
  // contract tipoPagamento = invoice modalitaPagamento; the values a request may ask for
  paymentMethod: [...Object.values(TIPI_PAGAMENTO), ...PAYMENT_METHODS],
  paymentState: Object.keys(PAYMENT_STATES),
  documentType: Object.values(TIPI_DOC),
  billingFrequency: Object.values(FREQUENZE_FATTURAZIONE),
  signingChannel: Object.values(MODALITA_STIPULA),
  // a contract's reading type and a reading's own
  readingType: [...Object.values(TIPI_LETTURA_CONTRATTO), ...Object.values(TIPI_LETTURA)],
  contractMacroStatus: Object.values(STATI_RIGA).map((row) => row.macroStato),
  voltage: Object.values(TENSIONI),
  supplyUse: Object.values(TIPI_USO),
  // seeded operations (Italian, and German for a de-DE registry; the business ones include the
  // retail ones) and those a request opens
  operationKind: [
    ...BUSINESS_OPERATION_TYPES.flatMap((type) => [type.tipo, type.de[0]]),
    ...Object.values(TYPE_LABELS),
  ],
  requestState: [...OPERATION_FLOW, ...Object.values(OPERATION_OUTCOMES)],
  notificationCategory: Object.values(CATEGORIE_NOTIFICA),
  bonusLevel: Object.values(LIVELLI_BONUS),
  billDelivery: [...Object.values(TIPI_INVIO_FATTURA), ...DELIVERY_METHODS],
} satisfies Record<EnumerationName, readonly string[]>;

const CASES = Object.entries(SANDBOX_VALUES).flatMap(([name, values]) =>
  values.map((value): [EnumerationName, string] => [name as EnumerationName, value]),
);

function germanText(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], de);
}

describe('every enumeration value upstream can send has a key and a German text', () => {
  it('lists values for every enumeration', () => {
    expect(CASES.length).toBeGreaterThan(40);
    for (const values of Object.values(SANDBOX_VALUES)) expect(values.length).toBeGreaterThan(0);
  });

  it.each(CASES)('%s “%s”', (name, value) => {
    const mapped = enumerationValue(name, value);
    expect(mapped?.key, 'a key in packages/shared').not.toBe(OTHER);
    const labelKey = enumerationLabelKey(name, mapped?.key ?? OTHER);
    expect(labelKey).not.toBeNull();
    const text = germanText(labelKey ?? '');
    expect(typeof text, `${labelKey} in de.ts`).toBe('string');
    expect(String(text).trim()).not.toBe('');
  });

  it.each(Object.keys(STATI_RIGA))('§4 contract and supply status “%s”', (state) => {
    const code = contractStatusCode(state);
    expect(code).not.toBe('UNKNOWN');
    expect(de.status.contract[code === 'UNKNOWN' ? 'ACTIVE' : code].trim()).not.toBe('');
  });
});

describe('every set sentence and notification upstream writes has a kind and a German text (§9)', () => {
  const descriptions = BUSINESS_OPERATION_TYPES.flatMap((type) => [type.descrizione, type.de[1]]);
  // The certificate data/supplies.ts writes on every green supply.
  const certificates = ['Garanzia di Origine (GO) - impianti idroelettrici Alto Adige'];
  // The cost items data/invoice-rows.ts writes, in Italian and German, and a band's energy.
  const INVOICE_ROW_DESCRIPTIONS = [
    ...Object.entries(INVOICE_ROWS_DE).flat(),
    'Spesa per la materia energia - fascia F1',
    'Kosten für den Energieanteil - Zeitband F3',
  ];

  it.each(descriptions)('operation description “%s”', (text) => {
    const key = setTextValue('operationDescription', text)?.key ?? OTHER;
    expect(key).not.toBe(OTHER);
    expect(germanText(`operations.descriptions.${key}`)).toEqual(expect.any(String));
  });

  it.each(certificates)('green certificate “%s”', (text) => {
    const key = setTextValue('greenCertificate', text)?.key ?? OTHER;
    expect(key).not.toBe(OTHER);
    expect(germanText(`supplies.certificates.${key}`)).toEqual(expect.any(String));
  });

  it.each(INVOICE_ROW_DESCRIPTIONS)('invoice row “%s”', (text) => {
    const { kind } = invoiceRowText(text);
    expect(kind).not.toBe(OTHER);
    expect(germanText(`invoices.detail.rowKinds.${kind}`)).toEqual(expect.any(String));
  });

  it.each(['it-IT', 'de-DE'])(
    'every notification the data set writes for a %s registry',
    (culture) => {
      const profile = { culture, ordinal: 1, idAnagrafica: 1, retail: true };
      const invoice = {
        numeroFattura: 'FT2026/000001',
        numeroDoc: 'FT2026_000001',
        importo: 1234.5,
        dataEmissione: '2026-11-01',
      };
      const contract = {
        canInsertLettura: true,
        finestraLetturaDal: '2026-11-01',
        finestraLetturaAl: '2026-11-30',
      };
      const written = notificationsOf(
        profile as never,
        [invoice] as never,
        [contract] as never,
        new Date('2026-11-15T10:00:00Z'),
      );
      expect(written.length).toBe(4);
      for (const n of written) {
        const { kind } = notificationText(n.titolo, n.testo);
        expect(kind, n.titolo).not.toBe(OTHER);
        expect(germanText(`notificationKinds.${kind}.title`), kind).toEqual(expect.any(String));
        expect(germanText(`notificationKinds.${kind}.body`), kind).toEqual(expect.any(String));
      }
    },
  );
});
