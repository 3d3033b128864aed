/** One e-mail to send. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The e-mail port: the embedded default keeps mail in the outbox, production sends it. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}
