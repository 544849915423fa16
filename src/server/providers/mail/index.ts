/**
 * The mail provider: SMTP through nodemailer when SMTP_URL is set, otherwise an outbox folder under the
 * data directory (each message one .eml file, owner-only) so the demo works offline.
 */
import type { Config } from '../../config.ts';
import { createOutboxMailProvider, type OutboxLogger } from './outbox.ts';
import type { MailProvider } from './interface.ts';
import { createSmtpMailProvider } from './smtp.ts';

export type { MailMessage, MailProvider } from './interface.ts';

export function createMailProvider(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  logger: OutboxLogger,
): MailProvider {
  return config.smtpUrl
    ? createSmtpMailProvider({ url: config.smtpUrl, from: config.mailFrom })
    : createOutboxMailProvider({ dataDir: config.dataDir, from: config.mailFrom, logger });
}

export { createOutboxMailProvider, createSmtpMailProvider };
