/** Sends mail over SMTP with nodemailer; the URL carries host, port, TLS (smtps://) and credentials. */
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './interface.ts';

export interface SmtpMailOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  from: string;
}

export function createSmtpMailProvider({ url, from }: SmtpMailOptions): MailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }: MailMessage) {
      await transport.sendMail({ from, to, subject, text, ...(html === undefined ? {} : { html }) });
    },
  };
}
