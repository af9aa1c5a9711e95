// A stored portal session of mario.rossi for the session module's own tests: the shape the sign-in
// writes, with stand-in tokens that no upstream ever sees.
import { NO_SECTIONS } from '@portal/shared/menu';
import type { PortalSession } from '../src/session/types.ts';

export function testSession(id: string, createdAt = Date.now()): PortalSession {
  return {
    id,
    fingerprint: 'fp',
    tokens: { accessToken: 'a', refreshToken: 'r', accessTokenExpiresAt: createdAt + 300_000 },
    idp: { accessToken: 'i' },
    user: { userInfo: { email: 'mario.rossi@demo.it', businessConventions: [] }, anagrafiche: [] },
    profile: { name: 'Mario Rossi', locale: 'it' },
    selectedRegistryId: null,
    sections: { ...NO_SECTIONS },
    impersonation: null,
    qrPending: null,
    createdAt,
  };
}
