// The retail notifications, documents and downloads pages' API: every unread
// notification marked read at once, in the session's scope only; the customer's documents in its
// language, each a real PDF through GET /api/files/documents/:id, a contract's conditions only for
// its own customer (another customer's is NOT_FOUND, like an unknown one).
import { pdfLines } from '@portal/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, ok } from './graphql-support.ts';
import { startPortal, type RunningPortal } from './helpers.ts';

let portal: RunningPortal;
let mario: string;
let anna: string;

interface Doc {
  id: string;
  kind: string;
  title: string;
  personal: boolean;
  contractNumber: string | null;
  language: string;
  downloadUrl: string;
}
const DOCUMENTS =
  '{ documents { id kind title description language personal contractNumber updatedOn downloadUrl } }';

beforeAll(async () => {
  portal = await startPortal();
  mario = (await portal.signIn('mario.rossi@demo.it')).cookie;
  anna = (await portal.signIn('anna.huber@demo.it')).cookie;
});
afterAll(async () => portal?.close());

const unread = async (cookie: string) =>
  ok(
    await gql<{ notifications: { unreadCount: number } }>(
      portal,
      cookie,
      '{ notifications { unreadCount } }',
    ),
  ).notifications.unreadCount;

describe('markAllNotificationsRead (§2 /retail/notifications)', () => {
  it('marks every unread notification of the session read, and no other customer’s', async () => {
    const annaBefore = await unread(anna);
    const before = await unread(mario);
    expect(before).toBeGreaterThan(0);
    const marked = ok(
      await gql<{ markAllNotificationsRead: number }>(
        portal,
        mario,
        'mutation { markAllNotificationsRead }',
      ),
    ).markAllNotificationsRead;
    expect(marked).toBe(before);
    expect(await unread(mario)).toBe(0);
    expect(await unread(anna)).toBe(annaBefore);
    // Idempotent: nothing left to mark.
    expect(
      ok(
        await gql<{ markAllNotificationsRead: number }>(
          portal,
          mario,
          'mutation { markAllNotificationsRead }',
        ),
      ).markAllNotificationsRead,
    ).toBe(0);
  });
});

describe('documents and GET /api/files/documents/:id', () => {
  it('lists the contract conditions and the forms in the customer’s language', async () => {
    const it = ok(await gql<{ documents: Doc[] }>(portal, mario, DOCUMENTS)).documents;
    expect(it.some((d) => d.kind === 'CONTRACT_CONDITIONS' && d.personal && d.contractNumber)).toBe(
      true,
    );
    expect(it.filter((d) => d.kind === 'FORM').length).toBe(3);
    expect(it.find((d) => d.kind === 'SERVICE_CHARTER')?.title).toBe('Carta dei servizi');
    expect(
      it.every(
        (d) => d.language === 'it' && d.downloadUrl === `/api/files/documents/${d.id}?language=it`,
      ),
    ).toBe(true);
    const de = ok(await gql<{ documents: Doc[] }>(portal, anna, DOCUMENTS)).documents;
    expect(de.find((d) => d.kind === 'SERVICE_CHARTER')?.title).toBe('Dienstleistungscharta');
  });

  it('§9: in the page’s language when asked — mario.rossi’s in German, anna.huber’s in Italian — each PDF too', async () => {
    const inLanguage = (cookie: string, language: 'IT' | 'DE') =>
      gql<{ documents: Doc[] }>(
        portal,
        cookie,
        `query D($l: ContentLanguage) { documents(language: $l) { id kind title language downloadUrl } }`,
        { l: language },
      ).then((answer) => ok(answer).documents);
    const de = await inLanguage(mario, 'DE');
    expect(de.find((d) => d.kind === 'SERVICE_CHARTER')?.title).toBe('Dienstleistungscharta');
    const conditions = de.find((d) => d.kind === 'CONTRACT_CONDITIONS')!;
    expect(conditions.title).toMatch(/^Allgemeine Lieferbedingungen – Vertrag /);
    expect(
      de.every(
        (d) => d.language === 'de' && d.downloadUrl === `/api/files/documents/${d.id}?language=de`,
      ),
    ).toBe(true);
    const pdf = await portal.api(mario, conditions.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdfLines(Buffer.from(await pdf.arrayBuffer()))).toContain(conditions.title);
    const it = await inLanguage(anna, 'IT');
    expect(it.find((d) => d.kind === 'SERVICE_CHARTER')?.title).toBe('Carta dei servizi');
    expect(it.every((d) => d.language === 'it')).toBe(true);
  });

  it('streams a document as a PDF; another customer’s conditions and an unknown id are 404', async () => {
    const marios = ok(await gql<{ documents: Doc[] }>(portal, mario, DOCUMENTS)).documents;
    const conditions = marios.find((d) => d.personal)!;
    const response = await portal.api(mario, conditions.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${conditions.id}.pdf"`,
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const form = await portal.api(anna, '/api/files/documents/modulo-sepa');
    expect(form.status).toBe(200);
    await form.arrayBuffer();
    const foreign = await portal.api(anna, conditions.downloadUrl);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'NOT_FOUND' });
    expect((await portal.api(mario, '/api/files/documents/condizioni-1')).status).toBe(404);
    expect((await portal.api(mario, '/api/files/documents/..%2Fx')).status).toBe(400);
  });
});
