import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/api-error.ts';
import { Authorizer } from './authorizer.ts';
import { fakeUpstream, log, session } from './ownership-fixtures.ts';
import { OwnershipCache } from './session-cache.ts';

describe('Authorizer (OWASP API1)', () => {
  it('scope: the selected registry, an own registry asked for, never a foreign one', () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10, 11], 11), log },
      new OwnershipCache(),
    );
    expect(authz.scope()).toEqual([11]);
    expect(authz.scope('10')).toEqual([10]);
    expect(() => authz.scope('20')).toThrow(ApiError);
    const none = new Authorizer(
      upstream as never,
      { session: session([10, 11], null), log },
      new OwnershipCache(),
    );
    expect(none.scope()).toEqual([10, 11]);
  });

  it('segmentScope (§1): the own registries of the selected registry’s segment; all of a consortium’s', () => {
    const { upstream } = fakeUpstream();
    const kinds = ['corporate', 'association', 'sme', 'publicauthority'];
    const authorizer = (selected: number, conventionType?: string) => {
      const s = session([10, 11, 12, 13], selected);
      s.user.anagrafiche.forEach((r, i) => (r.customerSegment = kinds[i]!));
      if (conventionType)
        s.user.userInfo.businessConventions = [{ businessConventionType: conventionType }];
      return new Authorizer(upstream as never, { session: s, log }, new OwnershipCache());
    };
    expect(authorizer(10).segmentScope()).toEqual([10, 11]);
    expect(authorizer(11).segmentScope()).toEqual([10, 11]);
    expect(authorizer(12).segmentScope()).toEqual([12]);
    expect(authorizer(13).segmentScope()).toEqual([13]);
    expect(authorizer(12, 'consortium').segmentScope()).toEqual([10, 11, 12, 13]);
    expect(authorizer(10, 'convention').segmentScope()).toEqual([10, 11]);
  });

  it('a registry id must be one of the session registries', () => {
    const { upstream } = fakeUpstream();
    const authz = new Authorizer(
      upstream as never,
      { session: session([10]), log },
      new OwnershipCache(),
    );
    expect(authz.registry('10')).toBe(10);
    expect(() => authz.registry('20')).toThrow('Registry not found');
  });
});
