import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import type { CardVault, PaymentProfileIds } from './card-vault';
import { SANDBOX_MESSAGES as M } from './sandbox-card-numbers';
import { createSandboxCardVault, tokenizeSandboxCard } from './sandbox-card-vault';

const holder = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  companyName: '',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const year = new Date().getUTCFullYear() + 1;

describe('the sandbox card vault', () => {
  let database: DatabaseHandle;
  let vault: CardVault;
  beforeAll(async () => {
    database = await openTestDatabase();
    vault = createSandboxCardVault(database.db);
  });
  afterAll(() => database.close());

  async function profileFor(cardNumber: string): Promise<PaymentProfileIds> {
    const token = await tokenizeSandboxCard(database.db, {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login' },
      cardData: { cardNumber, month: '12', year: String(year), cardCode: '123', zip: '78701' },
    });
    const saved = await vault.savePaymentProfile({
      customerProfileId: null,
      merchantCustomerId: 'client-1',
      opaqueData: token.opaqueData!,
      holder,
      expiration: { monthExpires: 12, yearExpires: year },
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.messages));
    expect(saved.profile.lastFour).toBe(cardNumber.slice(-4));
    return saved.profile;
  }

  it('approves 4111 and 5424 cards, declines 4000…0002, fails 4000…0119', async () => {
    const charge = async (number: string, reference: string) =>
      vault.charge({
        ...(await profileFor(number)),
        amountCents: 5_000,
        reference,
        description: 't',
      });
    expect(await charge('4111111111111111', 'a-1')).toMatchObject({
      status: 'approved',
      messages: [M.approved],
    });
    expect((await charge('5424000000000015', 'a-2')).status).toBe('approved');
    expect(await charge('4000000000000002', 'a-3')).toMatchObject({
      status: 'declined',
      messages: [{ code: 'E00027', text: 'This transaction has been declined.' }],
    });
    expect(await charge('4000000000000119', 'a-4')).toMatchObject({
      status: 'error',
      messages: [M.processingError],
    });
  });

  it('never charges one reference twice, refunds up to the charge and voids once', async () => {
    const profile = await profileFor('4111111111111111');
    const first = await vault.charge({
      ...profile,
      amountCents: 10_000,
      reference: 'r-1',
      description: '',
    });
    const again = await vault.charge({
      ...profile,
      amountCents: 10_000,
      reference: 'r-1',
      description: '',
    });
    expect(again.transactionId).toBe(first.transactionId);
    const refund = (amountCents: number) =>
      vault.refund({
        ...profile,
        transactionId: first.transactionId!,
        amountCents,
        lastFour: '1111',
      });
    expect((await refund(6_000)).status).toBe('approved');
    expect(await refund(5_000)).toMatchObject({ status: 'error', messages: [M.refundTooLarge] });
    expect((await refund(4_000)).status).toBe('approved');

    const other = await vault.charge({
      ...profile,
      amountCents: 2_000,
      reference: 'r-2',
      description: '',
    });
    expect((await vault.void({ transactionId: other.transactionId! })).status).toBe('approved');
    expect((await vault.void({ transactionId: other.transactionId! })).status).toBe('error');
  });

  it('updates and deletes a profile; a deleted profile charges nothing', async () => {
    const profile = await profileFor('4111111111111111');
    expect(
      (
        await vault.updatePaymentProfile({
          ...profile,
          lastFour: '1111',
          holder,
          expiration: { monthExpires: 1, yearExpires: year + 1 },
        })
      ).ok,
    ).toBe(true);
    expect((await vault.deletePaymentProfile(profile)).ok).toBe(true);
    expect(await vault.deletePaymentProfile(profile)).toEqual({
      ok: false,
      messages: [M.unknownProfile],
    });
    expect(
      (await vault.charge({ ...profile, amountCents: 100, reference: 'd-1', description: '' }))
        .status,
    ).toBe('error');
  });
});
