// The alerts' configuration (decision 0023), read once with the rest of config.ts: whether this
// replica runs the jobs, how often, the keys of the stored tokens and of the unsubscribe links, and
// the SMTP relay. The keys default to ones derived from SESSION_SECRET (already refused in
// production when it is the development one); separate keys let either be rotated on its own.
import { hkdfSync } from 'node:crypto';
import type { Reader } from './config.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  /** SMTP_SECURE: TLS from the first byte (port 465); otherwise STARTTLS when the relay offers it. */
  secure: boolean;
  /** SMTP_REQUIRE_TLS: refuse to send when the relay offers no STARTTLS. */
  requireTls: boolean;
  user: string | null;
  password: string | null;
  /** MAIL_FROM: the sender address; the brand's name is its display name. */
  from: string;
}

export interface AlertSettings {
  /** ALERTS_JOBS: this process runs the alert jobs (off on replicas that leave them to a worker). */
  jobs: boolean;
  /** ALERTS_POLL_SECONDS: how often the scheduler looks for a due job. */
  pollMs: number;
  /** ALERTS_EVERY_MINUTES: how often each customer's alerts are evaluated. */
  everyMs: number;
  /** 32 bytes: AES-256-GCM key of the refresh tokens kept for the jobs (ALERTS_TOKEN_KEY). */
  tokenKey: Buffer;
  /** HMAC key of the unsubscribe links (ALERTS_LINK_SECRET). */
  linkSecret: Buffer;
  /** How long an unsubscribe link works. */
  linkTtlMs: number;
  smtp: SmtpSettings;
}

const LINK_TTL_DAYS = 60;

function derived(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portal-alerts', label, 32));
}

export function readAlerts(
  env: NodeJS.ProcessEnv,
  read: Reader,
  sessionSecret: string,
): AlertSettings {
  const tokenKeyText = env.ALERTS_TOKEN_KEY?.trim() ?? '';
  let tokenKey = derived(sessionSecret, 'refresh-token-key');
  if (tokenKeyText !== '') {
    const key = Buffer.from(tokenKeyText, 'base64');
    if (key.length === 32) tokenKey = key;
    else
      read.problems.push('ALERTS_TOKEN_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  const linkText = env.ALERTS_LINK_SECRET?.trim() ?? '';
  if (linkText !== '' && linkText.length < 32) {
    read.problems.push('ALERTS_LINK_SECRET must be at least 32 characters');
  }
  const user = env.SMTP_USER?.trim() ?? '';
  const password = env.SMTP_PASSWORD ?? '';
  if ((user === '') !== (password === '')) {
    read.problems.push('SMTP_USER and SMTP_PASSWORD: give both or neither');
  }
  const from = read.text('MAIL_FROM', 'avvisi@portal.localhost');
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(from)) {
    read.problems.push(`MAIL_FROM must be an e-mail address (got ${from})`);
  }
  return {
    jobs: read.flag('ALERTS_JOBS', true),
    pollMs: read.integer('ALERTS_POLL_SECONDS', 30, 1, 3600) * 1000,
    everyMs: read.integer('ALERTS_EVERY_MINUTES', 60, 1, 7 * 24 * 60) * 60_000,
    tokenKey,
    linkSecret:
      linkText === '' ? derived(sessionSecret, 'unsubscribe-links') : Buffer.from(linkText),
    linkTtlMs: LINK_TTL_DAYS * 24 * 60 * 60 * 1000,
    smtp: {
      host: read.text('SMTP_HOST', '127.0.0.1'),
      port: read.integer('SMTP_PORT', 2525, 1, 65535),
      secure: read.flag('SMTP_SECURE', false),
      requireTls: read.flag('SMTP_REQUIRE_TLS', false),
      user: user === '' ? null : user,
      password: password === '' ? null : password,
      from,
    },
  };
}
