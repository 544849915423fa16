/** Mail the API sends (password reset links). */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is handed over (accepted by the SMTP server, or written to the outbox). */
  send(message: MailMessage): Promise<void>;
}
