// §4 login result "redirect" → registration: a signed-in identity without a
// customer record proves to be a customer with customer code + tax code (§7 GET
// registrazione/anagrafica/get) and confirms its contacts (§7 contatto/save). No enumeration (one
// answer for an unknown code, a wrong tax code, a customer already registered), five failed checks
// per identity in 15 minutes, and only the identity that proved the pair may save its contacts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, addWorkingDays } from '../src/data/registrations.ts';
import { idpAccessToken, portalTokens, startSandbox, type RunningSandbox } from '../src/testing.ts';
import { bearer, getJson, postJson } from './helpers.ts';

let sandbox: RunningSandbox;
const UNKNOWN = 'sconosciuto@demo.it';
const CHECK = '/api/registrazione/anagrafica/get';
const SAVE = '/api/registrazione/contatto/save';

beforeEach(async () => {
  sandbox = await startSandbox();
});
afterEach(async () => {
  vi.useRealTimers();
  await sandbox.close();
});

const check = (token: string, codice: string, codiceFiscale: string) =>
  getJson(
    `${sandbox.url}${CHECK}?${new URLSearchParams({ codice, codiceFiscale })}`,
    bearer(token),
  );

describe('registration of an identity without a customer record', () => {
  it('a right pair answers the registry with its contacts masked; then the contacts are confirmed', async () => {
    const token = await idpAccessToken(sandbox, UNKNOWN);
    const verified = await check(token, '600001', 'gntguo80a01l781e');
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      idanagrafica: 600001,
      nome: 'Ugo',
      cognome: 'Ignoto',
      ragSoc: 'Ugo Ignoto',
      indirizzo: 'Via San Zeno 12',
      cap: '37123',
      localita: 'Verona',
      provincia: 'VR',
      customerSegment: 'resident',
      culture: 'it-IT',
      eMail: 'u***@example.it',
      telefono: '*** 456',
      cellulare: null,
      registrazione: { stato: 'daConfermare' },
    });
    const saved = await postJson(
      `${sandbox.url}${SAVE}`,
      { idanagrafica: 600001, eMail: 'ugo@example.it', cellulare: '333 7654321' },
      bearer(token),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      saved: true,
      numeroRegistrazione: expect.stringMatching(/^REG-\d{4}-000001$/),
      dataAttivazionePrevista: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('answers an unknown code, a wrong tax code and another customer’s code alike: 404 notFound', async () => {
    const token = await idpAccessToken(sandbox, UNKNOWN);
    const answers = [
      await check(token, '999999', 'GNTGUO80A01L781E'),
      await check(token, '600001', 'PCHLKS85M12A952C'),
      await check(token, '100001', 'GNTGUO80A01L781E'),
    ];
    for (const answer of answers)
      expect(answer).toEqual({
        status: 404,
        body: { error: 'notFound', message: 'registry not found' },
      });
  });

  it(`refuses every check after ${MAX_ATTEMPTS} failures in 15 minutes with 429 and Retry-After, even a right pair`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const token = await idpAccessToken(sandbox, UNKNOWN);
    for (let i = 0; i < MAX_ATTEMPTS; i++)
      expect((await check(token, String(700000 + i), 'GNTGUO80A01L781E')).status).toBe(404);
    const response = await fetch(
      `${sandbox.url}${CHECK}?codice=600001&codiceFiscale=GNTGUO80A01L781E`,
      { headers: bearer(token) },
    );
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      error: 'tooManyAttempts',
      message: expect.any(String),
      retryAfterSeconds: retryAfter,
    });
    // The count is the identity's, not the token's: a new sign-in does not reset it.
    const again = await idpAccessToken(sandbox, UNKNOWN);
    expect((await check(again, '600001', 'GNTGUO80A01L781E')).status).toBe(429);
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const later = await idpAccessToken(sandbox, UNKNOWN);
    expect((await check(later, '600001', 'GNTGUO80A01L781E')).status).toBe(200);
  });

  it('saves contacts only for the customer this identity proved to be; a customer with a portal account cannot register', async () => {
    const token = await idpAccessToken(sandbox, UNKNOWN);
    const unproved = await postJson(
      `${sandbox.url}${SAVE}`,
      { idanagrafica: 600001, eMail: 'ugo@example.it' },
      bearer(token),
    );
    expect(unproved.status).toBe(404);
    expect((await check(token, '600001', 'GNTGUO80A01L781E')).status).toBe(200);
    const other = await postJson(
      `${sandbox.url}${SAVE}`,
      { idanagrafica: 600002, eMail: 'ugo@example.it' },
      bearer(token),
    );
    expect(other.status).toBe(404);
    const noEmail = await postJson(
      `${sandbox.url}${SAVE}`,
      { idanagrafica: 600001, telefono: '045 1234567' },
      bearer(token),
    );
    expect(noEmail.status).toBe(400);
    // mario has a customer record: his identity token registers nothing.
    const mario = await idpAccessToken(sandbox, 'mario.rossi@demo.it');
    expect((await check(mario, '600002', 'PCHLKS85M12A952C')).status).toBe(404);
  });

  it('the rest of the API stays closed to an identity token, and a forged token is 401', async () => {
    const token = await idpAccessToken(sandbox, UNKNOWN);
    expect(
      (await getJson(`${sandbox.url}/api/invoices/export-pdf/list`, bearer(token))).status,
    ).toBe(401);
    expect((await check('forged', '600001', 'GNTGUO80A01L781E')).status).toBe(401);
    // A portal token keeps §7's plain answer: its own registry.
    const { access_token } = await portalTokens(sandbox, 'mario.rossi@demo.it');
    const own = await getJson(`${sandbox.url}${CHECK}`, bearer(access_token));
    expect(own.status).toBe(200);
    expect((own.body as { idanagrafica: number }).idanagrafica).toBe(100001);
  });

  it('counts working days for the activation date', () => {
    expect(addWorkingDays('2026-11-20', 2)).toBe('2026-11-24');
    expect(addWorkingDays('2026-11-23', 2)).toBe('2026-11-25');
  });
});
