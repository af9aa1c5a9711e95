// The alert mails (decision 0023): nodemailer over SMTP to the relay of the configuration, in the
// customer's language, plain text and HTML, with the supplier's brand (name, colours, logo as the
// portal shows them), an unsubscribe link per kind and the List-Unsubscribe header. A mail carries
// no token and no session: only the alert's facts and signed links.
import type { AlertKind } from '@portal/shared/alerts';
import nodemailer, { type Transporter } from 'nodemailer';
import type { LoadedBrand } from '../../brand/load.ts';
import type { SmtpSettings } from '../../alerts-config.ts';
import { MAIL_TEXTS, mailLanguage } from './mail-texts.ts';

export interface AlertMail {
  to: string;
  locale: string;
  kind: AlertKind;
  facts: Record<string, string | number | null>;
  /** The signed unsubscribe address of this kind. */
  unsubscribeUrl: string;
  /** Where the portal is (its notifications page). */
  portalUrl: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function composeAlertMail(brand: LoadedBrand, mail: AlertMail) {
  const language = mailLanguage(mail.locale);
  const texts = MAIL_TEXTS[language];
  const subject = texts.subject[mail.kind](mail.facts);
  const body = texts.body[mail.kind](mail.facts);
  const unsubscribe = texts.unsubscribe(texts.kindName[mail.kind]);
  const { colors, name } = brand.brand;
  const text = [
    texts.greeting,
    '',
    body,
    '',
    `${texts.open}: ${mail.portalUrl}`,
    '',
    '--',
    texts.why,
    `${unsubscribe}: ${mail.unsubscribeUrl}`,
    name,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1c2430">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:${colors.primary};padding:16px 24px">
<img src="cid:brand-logo" alt="${escape(name)}" height="40" style="display:block">
</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(subject)}</h1>
<p>${escape(texts.greeting)}</p>
<p>${escape(body)}</p>
<p><a href="${escape(mail.portalUrl)}" style="display:inline-block;background:${colors.primary};color:${colors.primaryText};padding:10px 16px;text-decoration:none;border-radius:4px">${escape(texts.open)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#4a5566;border-top:1px solid #dde1e6">
<p>${escape(texts.why)}</p>
<p><a href="${escape(mail.unsubscribeUrl)}" style="color:${colors.link}">${escape(unsubscribe)}</a></p>
<p>${escape(name)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html, language };
}

export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly smtp: SmtpSettings,
    private readonly brand: LoadedBrand,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTls,
      auth: smtp.user && smtp.password ? { user: smtp.user, pass: smtp.password } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // Nodemailer's own log would print addresses; the portal logs what it needs.
      logger: false,
    });
  }

  async send(mail: AlertMail): Promise<void> {
    const { subject, text, html, language } = composeAlertMail(this.brand, mail);
    await this.transport.sendMail({
      from: { name: this.brand.brand.name, address: this.smtp.from },
      to: mail.to,
      subject,
      text,
      html,
      headers: {
        'Content-Language': language,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      list: { unsubscribe: { url: mail.unsubscribeUrl, comment: subject } },
      attachments: [
        {
          filename: 'logo.svg',
          content: this.brand.assets['logo-dark.svg'],
          contentType: 'image/svg+xml',
          cid: 'brand-logo',
        },
      ],
    });
  }

  close(): void {
    this.transport.close();
  }
}
