import { describe, expect, it } from 'vitest';
import {
  emptyNewPoint,
  initialValues,
  orderErrors,
  orderInput,
  parseQuantity,
  serverError,
  totalQuantity,
  type OrderRules,
  type OrderValues,
} from './order-form.ts';
import { orderableSupplies } from './orderable.ts';

const rules: OrderRules = {
  today: '2026-11-23',
  validity: { from: '2023-01-01', to: '2027-12-31' },
  earliestStartDate: '2026-12-23',
  availableQuantity: 11_007,
};

function valid(overrides: Partial<OrderValues> = {}): OrderValues {
  return {
    ...initialValues({ startDate: '2026-12-23', officeCode: 'XSGVSV', splitPayment: true }),
    selected: ['20050010'],
    quantities: { '20050010': '6.000' },
    newPoints: [
      {
        key: 'p1',
        site: 'Asilo nido "Il Girasole"',
        address: 'Via Roma 1',
        postalCode: '37121',
        city: 'Verona',
        province: 'vr',
        quantity: '4000',
      },
    ],
    cig: '8dec b878a4',
    cup: 'B31H25249319848',
    ...overrides,
  };
}

describe('the convention order form, checked with the API’s rules', () => {
  it('reads quantities as typed in Italian or German', () => {
    expect(parseQuantity('12.000')).toBe(12_000);
    expect(parseQuantity('12000')).toBe(12_000);
    expect(parseQuantity('12.000,5')).toBe(12_000.5);
    expect(parseQuantity('1 500')).toBe(1_500);
    expect(parseQuantity('12,5')).toBe(12.5);
    expect(parseQuantity('dodici')).toBeNull();
    expect(parseQuantity('')).toBeNull();
    expect(totalQuantity(valid())).toBe(10_000);
  });

  it('a complete order has no error and is sent with its codes in capitals, without spaces', () => {
    expect(orderErrors(valid(), rules)).toEqual([]);
    expect(orderInput(valid(), 'GAS')).toEqual({
      utility: 'GAS',
      cig: '8DECB878A4',
      cup: 'B31H25249319848',
      officeCode: 'XSGVSV',
      splitPayment: true,
      startDate: '2026-12-23',
      note: null,
      points: [
        { supplyId: '20050010', estimatedAnnualConsumption: 6000 },
        {
          site: 'Asilo nido "Il Girasole"',
          address: 'Via Roma 1',
          postalCode: '37121',
          city: 'Verona',
          province: 'VR',
          estimatedAnnualConsumption: 4000,
        },
      ],
    });
  });

  it('says every problem in the page’s order: points, quantity left, start day, CIG, CUP', () => {
    const errors = orderErrors(
      valid({
        quantities: { '20050010': '9.000' },
        newPoints: [
          { ...emptyNewPoint('p1'), postalCode: '3712', province: 'Verona', quantity: '4000' },
        ],
        startDate: '2026-12-01',
        cig: '8DECB878A',
        cup: '',
      }),
      rules,
    );
    expect(errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'new.p1.site:siteMissing',
      'new.p1.address:addressMissing',
      'new.p1.postalCode:invalidPostalCode',
      'new.p1.city:cityMissing',
      'new.p1.province:invalidProvince',
      'points:quantityNotAvailable',
      'startDate:startDateTooSoon',
      'cig:invalidCig',
      'cup:cupRequired',
    ]);
    expect(errors.find((e) => e.code === 'quantityNotAvailable')?.values).toMatchObject({
      total: '13.000',
      available: '11.007',
    });
    expect(errors.find((e) => e.field === 'startDate')?.values?.earliest).toBe('23/12/2026');
  });

  it('an order needs a point, each point a quantity above zero; the start day inside the convention', () => {
    const none = orderErrors(valid({ selected: [], newPoints: [] }), rules);
    expect(none.map((e) => e.code)).toEqual(['noPoints']);
    const zero = orderErrors(valid({ quantities: { '20050010': '0' } }), rules);
    expect(zero.map((e) => e.code)).toEqual(['quantityInvalid']);
    const late = orderErrors(valid({ startDate: '2028-01-01' }), rules);
    expect(late.map((e) => e.code)).toEqual(['startDateOutsideConvention']);
    const past = orderErrors(valid({ startDate: '2026-11-01' }), rules);
    expect(past.map((e) => e.code)).toEqual(['startDateInPast']);
    const cup = orderErrors(valid({ newPoints: [], cup: '' }), rules);
    expect(cup).toEqual([]);
  });

  it('puts the API’s BAD_USER_INPUT reasons on their fields; an unknown reason on none', () => {
    expect(serverError('invalidCig', rules)).toMatchObject({ field: 'cig', code: 'invalidCig' });
    expect(serverError('startDateTooSoon', rules)).toMatchObject({
      field: 'startDate',
      code: 'startDateTooSoon',
      values: { earliest: '23/12/2026' },
    });
    expect(serverError('pointAlreadyOrdered', rules)).toMatchObject({
      field: 'points',
      code: 'server.pointAlreadyOrdered',
    });
    expect(serverError('cupRequired', rules)).toMatchObject({ field: 'cup', code: 'cupRequired' });
    expect(serverError('somethingElse', rules)).toBeNull();
    expect(serverError(undefined, rules)).toBeNull();
  });

  it('offers only supplies not ceased and not in an order that was not refused', () => {
    const supplies = [
      { id: '1', status: 'ACTIVE' },
      { id: '2', status: 'ACTIVE' },
      { id: '3', status: 'CEASED' },
      { id: '4', status: 'ACTIVE' },
    ];
    const ordered = [
      { supplyId: '1', connectionState: 'ACTIVE' },
      { supplyId: '4', connectionState: 'REJECTED' },
      { supplyId: null, connectionState: 'ORDERED' },
    ];
    expect(orderableSupplies(supplies, ordered).map((s) => s.id)).toEqual(['2', '4']);
  });
});
