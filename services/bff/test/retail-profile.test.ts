// Through the real flow (BFF + sandbox): the retail profile's privacy
// consents read back after saving (§7 customer-cases/privacy), the preferred language kept as the
// session's profile locale (§5), and the households' FAQ for a retail session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, gql, ok } from './graphql-support.ts';
import { errorOf, sessionOf, startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
const MARIO = 'mario.rossi@demo.it';

beforeAll(async () => {
  portal = await startPortal();
}, 60_000);
afterAll(async () => portal?.close());

const CONSENT =
  '{ privacyConsent { registryId marketing profiling thirdParties caseId updatedAt } }';
const SAVE =
  'mutation S($input: PrivacyConsentInput!) { savePrivacyConsent(input: $input) { caseId } }';

describe('privacyConsent (§7 customer-cases/privacy)', () => {
  it('reads every consent refused before a choice, then what was saved', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const before = ok(
      await gql<{ privacyConsent: Record<string, unknown> }>(portal, cookie, CONSENT),
    );
    expect(before.privacyConsent).toEqual({
      registryId: '100001',
      marketing: false,
      profiling: false,
      thirdParties: false,
      caseId: null,
      updatedAt: null,
    });
    const { savePrivacyConsent } = ok(
      await gql<{ savePrivacyConsent: { caseId: string } }>(portal, cookie, SAVE, {
        input: { marketing: true, profiling: false, thirdParties: true },
      }),
    );
    const after = ok(
      await gql<{ privacyConsent: Record<string, unknown> }>(portal, cookie, CONSENT),
    );
    expect(after.privacyConsent).toMatchObject({
      marketing: true,
      profiling: false,
      thirdParties: true,
      caseId: savePrivacyConsent.caseId,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("refuses another customer's registry as not found, without asking upstream", async () => {
    const { cookie } = await portal.signIn(MARIO);
    await portal.sandbox.admin.resetCalls();
    const foreign = await gql(
      portal,
      cookie,
      'query Q($r: ID) { privacyConsent(registryId: $r) { marketing } }',
      { r: '200001' },
    );
    expect(codes(foreign)).toEqual(['NOT_FOUND']);
    expect((await portal.sandbox.admin.calls())['GET /api/customer-cases/privacy']).toBeUndefined();
  });
});

describe('PUT /api/session/locale (§5 language rule)', () => {
  it('keeps the chosen language as the profile locale: the session, its landing route and language follow', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const before = await sessionOf(await portal.api(cookie, '/api/session'));
    expect(before.language).toBe('it');
    const changed = await portal.api(cookie, '/api/session/locale', {
      method: 'PUT',
      body: JSON.stringify({ locale: 'de' }),
    });
    expect(changed.status).toBe(200);
    const body = await sessionOf(changed);
    expect(body.user.locale).toBe('de');
    expect(body.language).toBe('de');
    const again = await sessionOf(await portal.api(cookie, '/api/session'));
    expect(again.language).toBe('de');
    const back = await sessionOf(
      await portal.api(cookie, '/api/session/locale', {
        method: 'PUT',
        body: JSON.stringify({ locale: 'it' }),
      }),
    );
    expect(back.language).toBe('it');
  });

  it('refuses a language the portal does not offer', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const refused = await portal.api(cookie, '/api/session/locale', {
      method: 'PUT',
      body: JSON.stringify({ locale: 'fr' }),
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).error).toBe('BAD_USER_INPUT');
  });
});

describe('supportFaq for a household', () => {
  it('reads the households’ FAQ, not the businesses’', async () => {
    const { cookie } = await portal.signIn(MARIO);
    const query = 'query Q($l: ContentLanguage) { supportFaq(language: $l) { question } }';
    for (const [l, word] of [
      ['IT', /autolettura/i],
      ['DE', /Selbstablesung/],
    ] as const) {
      const faq = ok(
        await gql<{ supportFaq: Array<{ question: string }> }>(portal, cookie, query, { l }),
      ).supportFaq;
      expect(faq).toHaveLength(12);
      expect(faq.map((f) => f.question).join(' ')).toMatch(word);
      expect(faq.map((f) => f.question).join(' ')).not.toMatch(/split payment|Split Payment/);
    }
  });
});
