// The session body of the routes' schema and packages/shared's SessionBody are one type:
// a difference either way fails the type check of this file.
import type { Static } from '@fastify/type-provider-typebox';
import {
  CONSORTIUM_LOGOS,
  type SessionBody as SharedSessionBody,
} from '@portal/shared/api/session';
import { describe, expect, it } from 'vitest';
import { SessionBody } from './session.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<Static<typeof SessionBody>, SharedSessionBody> = true;

describe('the session body (docs/api.md)', () => {
  it('the schema of GET /api/session is the shared body', () => {
    expect(same).toBe(true);
    expect(SessionBody.required).toContain('accessTokenExpiresAt');
    expect(JSON.stringify(SessionBody.properties.consortiumLogo)).toContain(CONSORTIUM_LOGOS[0]);
  });
});
