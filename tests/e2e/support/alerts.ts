// Shared steps of the alerts' specs (decision 0023): the sandbox's alert controls, its mail sink,
// and a mail's unsubscribe link used by someone not signed in.
import { request as httpRequest } from '@playwright/test';
import { expect } from './fixtures.ts';
import { sandboxUrl } from './portal.ts';

/** A mail as the sandbox's SMTP sink keeps it (/__sandbox/mail.json). */
export interface SunkMail {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** Calls one of the sandbox's alert controls (a new bill, a reading window, a jump in use…). */
export async function sandboxControl(path: string, body: unknown): Promise<Record<string, string>> {
  const answer = await fetch(sandboxUrl(`/__sandbox/alerts/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, `the sandbox's ${path} control`).toBe(200);
  return (await answer.json()) as Record<string, string>;
}

/** The mails the sink has for `email` whose subject is `subject` (or matches it). */
export async function mailsTo(email: string, subject: string | RegExp): Promise<SunkMail[]> {
  const sink = (await (await fetch(sandboxUrl('/__sandbox/mail.json'))).json()) as {
    mails: SunkMail[];
  };
  const wanted = (mail: SunkMail) =>
    typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
  return sink.mails.filter((mail) => mail.to.includes(email) && wanted(mail));
}

/** Polls the sink until exactly one mail of that subject has come for `email`, and answers it. */
export async function theMail(email: string, subject: string | RegExp): Promise<SunkMail> {
  await expect
    .poll(async () => (await mailsTo(email, subject)).length, { timeout: 60_000 })
    .toBe(1);
  return (await mailsTo(email, subject))[0] as SunkMail;
}

/**
 * The mail's unsubscribe link, used twice from a client with no cookie of the portal: the page
 * offers `button`, and each confirmation answers `done`. The mail carries no token of the
 * customer's (no JWT, no session cookie).
 */
export async function unsubscribeSignedOut(
  mail: SunkMail,
  button: string | RegExp,
  done: string,
): Promise<void> {
  const link = /(http:\/\/\S+\/alerts\/unsubscribe\?t=\S+)/.exec(mail.text)?.[1];
  expect(link, 'the mail carries its unsubscribe link').toBeTruthy();
  expect(mail.headers['list-unsubscribe']).toContain(link as string);
  expect(mail.text).not.toMatch(/eyJ[\w-]+\.|portal_session/);
  const anonymous = await httpRequest.newContext();
  const page = await anonymous.get(link as string);
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(button);
  for (const _ of [1, 2]) {
    const answer = await anonymous.post(link as string, { form: {} });
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain(done);
  }
  await anonymous.dispose();
}
