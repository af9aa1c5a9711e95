import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_KIND_SEGMENT,
  SEGMENTS,
  isConsortiumUser,
  isSegment,
  landingRoute,
  registriesOfSegment,
  resolveSegment,
  segmentOfCustomerKind,
} from './segment.ts';

// The session's registries and user as upstream sends them (§3 oauth_user): the rule reads only
// its part of them.
function registry(customerSegment: string, idAnagrafica = 1) {
  return { idAnagrafica, ragSoc: 'Ragione sociale', customerSegment, culture: 'it-IT' };
}

function user(kinds: string[], conventionTypes: string[] = []) {
  return {
    userInfo: {
      email: 'user@example.it',
      businessConventions: conventionTypes.map((businessConventionType) => ({
        businessConventionType,
      })),
    },
    anagrafiche: kinds.map((kind, index) => registry(kind, index + 1)),
  };
}

describe('segmentOfCustomerKind', () => {
  it.each([
    ['corporate', 'corporate'],
    ['association', 'corporate'],
    ['publicauthority', 'pa'],
    ['pa_nonconv', 'pa-non-conv'],
    ['resident', 'retail'],
    ['condominium', 'retail'],
    ['sme', 'retail'],
    ['none', 'retail'],
  ] as const)('§1 §4 segment: %s → %s', (kind, segment) => {
    expect(segmentOfCustomerKind(kind)).toBe(segment);
  });

  it('§4 segment: a missing customer kind is resident, hence retail', () => {
    expect(segmentOfCustomerKind(undefined)).toBe('retail');
    expect(segmentOfCustomerKind(null)).toBe('retail');
    expect(segmentOfCustomerKind('')).toBe('retail');
  });

  it('§4 segment: corporate is the default for a kind nothing else covers', () => {
    expect(segmentOfCustomerKind('somethingElse')).toBe('corporate');
    expect(segmentOfCustomerKind('toString')).toBe('corporate');
  });

  it('§1 segment: every customer kind maps to one of the five segments', () => {
    expect(Object.values(CUSTOMER_KIND_SEGMENT).every(isSegment)).toBe(true);
    expect(SEGMENTS).toEqual(['consortia', 'corporate', 'pa', 'pa-non-conv', 'retail']);
    expect(isSegment('publicauthority')).toBe(false);
    expect(isSegment(3)).toBe(false);
  });
});

describe('resolveSegment', () => {
  it('§4 segment: the selected registry decides before the stored user', () => {
    expect(
      resolveSegment({ user: user(['resident']), selectedRegistry: registry('publicauthority') }),
    ).toBe('pa');
  });

  it("§4 segment: without a selected registry, the stored user's first registry decides", () => {
    expect(resolveSegment({ user: user(['pa_nonconv', 'resident']) })).toBe('pa-non-conv');
    expect(resolveSegment({ user: user(['association']), selectedRegistry: null })).toBe(
      'corporate',
    );
  });

  it('§4 segment: with no user info or registry the segment is resident → retail', () => {
    expect(resolveSegment({})).toBe('retail');
    expect(resolveSegment({ user: null, selectedRegistry: null })).toBe('retail');
    expect(resolveSegment({ user: user([]) })).toBe('retail');
  });

  it('§1 §4 segment: a first business convention of type consortium makes consortia', () => {
    const consortium = user(['corporate'], ['consortium', 'other']);
    expect(isConsortiumUser(consortium)).toBe(true);
    expect(resolveSegment({ user: consortium, selectedRegistry: registry('sme') })).toBe(
      'consortia',
    );
  });

  it('§1 segment: only the first business convention counts for consortia', () => {
    const notFirst = user(['corporate'], ['other', 'consortium']);
    expect(isConsortiumUser(notFirst)).toBe(false);
    expect(resolveSegment({ user: notFirst })).toBe('corporate');
    expect(isConsortiumUser(null)).toBe(false);
  });

  it('§4 segment: an unknown kind on the selected registry falls back to corporate', () => {
    expect(resolveSegment({ selectedRegistry: registry('unlisted') })).toBe('corporate');
  });
});

describe('registriesOfSegment', () => {
  const registries = [
    registry('corporate', 1),
    registry('association', 2),
    registry('sme', 3),
    registry('publicauthority', 4),
  ];

  it('§1 segment: a corporate page covers the registries of kinds corporate and association', () => {
    expect(registriesOfSegment('corporate', registries).map((r) => r.idAnagrafica)).toEqual([1, 2]);
    expect(registriesOfSegment('pa', registries).map((r) => r.idAnagrafica)).toEqual([4]);
    expect(registriesOfSegment('pa-non-conv', registries)).toEqual([]);
  });

  it('§1 segment: every registry of a consortium user is a member, whatever its kind', () => {
    expect(registriesOfSegment('consortia', registries).map((r) => r.idAnagrafica)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});

describe('landingRoute', () => {
  it.each([
    ['consortia', '/consortia'],
    ['corporate', '/corporate'],
    ['pa', '/pa'],
    ['pa-non-conv', '/pa-non-conv'],
    ['retail', '/retail'],
  ] as const)('§6 landing route of %s is %s', (segment, path) => {
    expect(landingRoute(segment)).toBe(path);
  });
});
