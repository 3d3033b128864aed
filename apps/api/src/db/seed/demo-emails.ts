import type { Database, Tx } from '../database';
import { loadConfig } from '../../config';
import { createOutboxEmailTransport } from '../../adapters/email/outbox-email-transport';
import { createRecordingEmailSender } from '../../modules/email-history/email-recorder.service';

const HOUR = 60 * 60 * 1000;

/**
 * The demo's e-mails to the demo addresses of failure (decision 0080), so that the active
 * agent's e-mail history shows each list: a test lead to an address that bounces, one blocked,
 * one reported as spam, one to an address the e-mail rule refuses, and the day after, a second
 * test lead to the bounced address, held back.
 */
export async function seedDemoEmails(tx: Tx, clientId: number, now: number): Promise<void> {
  const db = tx as unknown as Database;
  let at = now - 26 * HOUR;
  const clock = () => new Date(at);
  const email = createRecordingEmailSender(
    db,
    createOutboxEmailTransport(db, loadConfig().email.from, clock),
    clock,
  );
  const testLead = (to: string) =>
    email.send({
      to,
      clientId,
      category: 'test-lead',
      subject: 'Test lead for Auto - Web',
      text: 'This is a test lead. It is not a real person.',
    });
  for (const to of [
    'avery+bounce@example.com',
    'avery+blocked@example.com',
    'avery+spam@example.com',
    'avery.example.com',
  ]) {
    await testLead(to);
    at += 60_000;
  }
  at = now - 2 * HOUR;
  await testLead('avery+bounce@example.com');
}
