// The SMTP sink standing in for the supplier's mail relay: it accepts every mail (no TLS, any or
// no login), keeps the last ones in memory and shows them at /__sandbox/mail (an HTML list for
// people) and /__sandbox/mail.json (for tests). Reset with the sandbox's other state.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Lower-case header names to their values, as text. */
  headers: Record<string, string>;
  attachments: Array<{ filename: string | null; contentType: string; cid: string | null }>;
}

/** Mails kept; older ones go first. */
const KEPT = 500;
const MAX_MAIL_BYTES = 2 * 1024 * 1024;

export class MailSink {
  private mails: SunkMail[] = [];
  private sequence = 0;
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      size: MAX_MAIL_BYTES,
      logger: false,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'relay' }),
      onData: (stream, session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            const headers: Record<string, string> = {};
            for (const [name, value] of parsed.headers) {
              headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
            }
            for (const line of parsed.headerLines) headers[line.key] ??= line.line;
            const listUnsubscribe = parsed.headerLines.find(
              (line) => line.key === 'list-unsubscribe',
            );
            if (listUnsubscribe)
              headers['list-unsubscribe'] = listUnsubscribe.line.replace(/^[^:]*:\s*/, '');
            this.sequence += 1;
            this.mails.push({
              id: this.sequence,
              receivedAt: new Date().toISOString(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? null,
                contentType: a.contentType,
                cid: a.cid ?? null,
              })),
            });
            if (this.mails.length > KEPT) this.mails.shift();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  list(): SunkMail[] {
    return [...this.mails].reverse();
  }

  clear(): void {
    this.mails = [];
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /__sandbox/mail (HTML), /__sandbox/mail.json, /__sandbox/mail/:id (one mail's HTML) and DELETE. */
export function mailRoutes(app: FastifyInstance, sink: MailSink, prefix: string): void {
  app.get(`${prefix}/mail.json`, async () => ({ port: sink.port, mails: sink.list() }));
  app.delete(`${prefix}/mail`, async () => {
    sink.clear();
    return { cleared: true };
  });
  app.get<{ Params: { id: string } }>(`${prefix}/mail/:id`, async (request, reply) => {
    const mail = sink.list().find((m) => String(m.id) === request.params.id);
    if (!mail) return reply.code(404).send({ error: 'notFound' });
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      )
      .send(mail.html || `<pre>${escape(mail.text)}</pre>`);
  });
  app.get(`${prefix}/mail`, async (_request, reply) => {
    const rows = sink
      .list()
      .map(
        (m) =>
          `<tr><td>${escape(m.receivedAt)}</td><td>${escape(m.to.join(', '))}</td><td><a href="${prefix}/mail/${m.id}">${escape(m.subject)}</a></td><td>${escape(m.headers['content-language'] ?? '')}</td></tr>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox mail</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Mail received by the sandbox (SMTP port ${sink.port})</h1>
<p>${sink.list().length} mail(s). <a href="${prefix}/mail.json">JSON</a></p>
<table><thead><tr><th>Received</th><th>To</th><th>Subject</th><th>Language</th></tr></thead>
<tbody>${rows}</tbody></table></body></html>`);
  });
}
