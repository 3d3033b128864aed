import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createEmailTransport } from './create-email-transport';
import { createSmtpEmailTransport, PORTAL_MESSAGE_ARG } from './smtp-email-transport';

describe('the SMTP transport', () => {
  it('sends through nodemailer with the portal id as the provider custom argument', async () => {
    const json = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const mailer = {
      sendMail: async (mail: Parameters<typeof json.sendMail>[0]) => {
        const info = await json.sendMail(mail);
        sent.push(String(info.message));
        return info;
      },
    };
    const at = new Date('2026-11-29T10:00:00Z');
    const transport = createSmtpEmailTransport(
      mailer,
      'Portal <no-reply@portal.example.com>',
      () => at,
    );
    const receipt = await transport.transmit({
      to: 'agent@agency.org',
      from: transport.from,
      subject: 'Hello',
      text: 'Hi',
    });
    expect(receipt.messageId).toMatch(/^smtp-[0-9a-f-]{36}$/);
    expect(receipt.events).toEqual([{ event: 'processed', occurredAt: at }]);
    const mail = JSON.parse(sent[0]!) as { subject: string; headers: Record<string, string> };
    expect(mail.subject).toBe('Hello');
    expect(JSON.parse(mail.headers['X-SMTPAPI']!)).toEqual({
      unique_args: { [PORTAL_MESSAGE_ARG]: receipt.messageId },
    });
  });

  it('is chosen by EMAIL_TRANSPORT=smtp, which needs EMAIL_SMTP_URL', () => {
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'smtp' })).toThrow(/EMAIL_SMTP_URL/);
    expect(() => loadConfig({ EMAIL_TRANSPORT: 'pigeon' })).toThrow(/outbox or smtp/);
    const config = loadConfig({
      EMAIL_TRANSPORT: 'smtp',
      EMAIL_SMTP_URL: 'smtp://user:secret@127.0.0.1:2525',
      EMAIL_FROM: 'Portal <no-reply@portal.example.com>',
    }).email;
    expect(config).toMatchObject({ transport: 'smtp', webhookPublicKey: null });
    const transport = createEmailTransport(config, null as never);
    expect(transport.from).toBe('Portal <no-reply@portal.example.com>');
  });
});
