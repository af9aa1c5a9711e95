import { OTHER, UNIT_KEYS } from '@portal/shared/enumerations';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../graphql/graphql-runtime.ts';
import { schema } from '../../api/schema.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';
import { toSupply } from '../supplies/mapping.ts';
import { toInvoiceRow } from './mapping.ts';

const row = (unita: string | null) => ({
  descrizione: 'Spesa per oneri di sistema',
  quantita: 2,
  unita,
  prezzoUnitario: 37.825431,
  importo: 75.65,
  aliquotaIva: 22,
});

describe('units cross the API as keys, with upstream’s words beside', () => {
  it('the schema’s Unit is the shared unit keys and OTHER', () => {
    const type = graphql.buildSchema(schema).getType('Unit');
    if (!graphql.isEnumType(type)) throw new Error('Unit is not an enum of the schema');
    expect(type.getValues().map((v) => v.name)).toEqual([...UNIT_KEYS, OTHER]);
  });

  it('a row’s unit in any number and language is its key; the price keeps its precision', () => {
    expect(toInvoiceRow(row('mesi'))).toMatchObject({
      unit: 'MONTH',
      unitText: 'mesi',
      quantity: 2,
      unitPrice: 37.825431,
    });
    expect(toInvoiceRow(row('Monate'))).toMatchObject({ unit: 'MONTH', unitText: 'Monate' });
    expect(toInvoiceRow(row('kW'))).toMatchObject({ unit: 'KW', unitText: 'kW' });
    expect(toInvoiceRow(row('MWh'))).toMatchObject({ unit: OTHER, unitText: 'MWh' });
    expect(toInvoiceRow(row(null))).toMatchObject({ unit: null, unitText: null });
  });

  it('a supply’s unit of measure too', () => {
    const supply = { idfornitura: 1, codUtility: 1, unitaMisura: 'Smc' } as FornituraRecord;
    expect(toSupply(supply)).toMatchObject({ unit: 'SMC', unitText: 'Smc' });
  });
});
