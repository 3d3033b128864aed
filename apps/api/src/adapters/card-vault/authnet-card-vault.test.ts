import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthnetCardVault } from './authnet-card-vault';
import type { CardVault } from './card-vault';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A local stand-in for Authorize.Net's JSON API: checks each request's shape (one root element,
 * merchantAuthentication first) and answers as Authorize.Net does, byte-order mark included.
 */
function fakeAuthnet() {
  const seen: Json[] = [];
  const answer = (name: string, body: Json): Json => {
    const ok = {
      messages: { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] },
    };
    switch (name) {
      case 'createCustomerProfileRequest':
        return { customerProfileId: '900', customerPaymentProfileIdList: ['700'], ...ok };
      case 'createCustomerPaymentProfileRequest':
        return {
          customerProfileId: body.customerProfileId,
          customerPaymentProfileId: '701',
          ...ok,
        };
      case 'getCustomerPaymentProfileRequest':
        return {
          paymentProfile: {
            customerPaymentProfileId: body.customerPaymentProfileId,
            payment: {
              creditCard: {
                cardNumber: 'XXXX0015',
                expirationDate: 'XXXX',
                cardType: 'MasterCard',
              },
            },
          },
          ...ok,
        };
      case 'updateCustomerPaymentProfileRequest':
      case 'deleteCustomerPaymentProfileRequest':
        return ok;
      case 'createTransactionRequest': {
        const tr = body.transactionRequest;
        if (tr.transactionType === 'authCaptureTransaction' && tr.amount === '13.00') {
          return {
            transactionResponse: {
              responseCode: '2',
              transId: '40000000002',
              errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
            },
            messages: {
              resultCode: 'Error',
              message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }],
            },
          };
        }
        return {
          transactionResponse: {
            responseCode: '1',
            transId: '40000000001',
            messages: [{ code: '1', description: 'This transaction has been approved.' }],
          },
          ...ok,
        };
      }
      default:
        return {
          messages: { resultCode: 'Error', message: [{ code: 'E00003', text: `unknown ${name}` }] },
        };
    }
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      const request = JSON.parse(text) as Json;
      const [name, ...others] = Object.keys(request);
      seen.push({ name, body: request[name!], others, contentType: req.headers['content-type'] });
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(`\uFEFF${JSON.stringify(answer(name!, request[name!]))}`);
    });
  });
  return { server, seen };
}

const holder = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  companyName: 'Ruiz Insurance',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};

describe('the Authorize.Net card vault', () => {
  const fake = fakeAuthnet();
  let vault: CardVault;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    vault = createAuthnetCardVault({
      apiLoginId: 'login-1',
      transactionKey: 'key-1',
      clientKey: 'client-key-1',
      environment: 'sandbox',
      apiUrl: `http://127.0.0.1:${port}/xml/v1/request.api`,
    });
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));

  it("gives the browser Accept.js's sandbox script and the public keys only", () => {
    expect(vault.browserSettings()).toEqual({
      apiLoginId: 'login-1',
      clientKey: 'client-key-1',
      scriptUrl: 'https://jstest.authorize.net/v1/Accept.js',
      environment: 'sandbox',
    });
  });

  it('saves opaque data as a customer profile, then as payment profiles under it', async () => {
    const opaqueData = { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'opaque-1' };
    const first = await vault.savePaymentProfile({
      customerProfileId: null,
      merchantCustomerId: 'client-12',
      opaqueData,
      holder,
      expiration: { monthExpires: 7, yearExpires: 2031 },
    });
    expect(first).toEqual({
      ok: true,
      profile: {
        customerProfileId: '900',
        paymentProfileId: '700',
        brand: 'MasterCard',
        lastFour: '0015',
        monthExpires: 7,
        yearExpires: 2031,
      },
    });
    const create = fake.seen.find((s) => s.name === 'createCustomerProfileRequest')!;
    expect(create.others).toEqual([]);
    expect(create.contentType).toBe('application/json');
    expect(Object.keys(create.body)[0]).toBe('merchantAuthentication');
    expect(create.body.merchantAuthentication).toEqual({
      name: 'login-1',
      transactionKey: 'key-1',
    });
    expect(create.body.profile).toEqual({
      merchantCustomerId: 'client-12',
      description: 'client-12',
      paymentProfiles: {
        customerType: 'business',
        billTo: {
          firstName: 'Ana',
          lastName: 'Ruiz',
          company: 'Ruiz Insurance',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        },
        payment: { opaqueData },
      },
    });

    const second = await vault.savePaymentProfile({
      customerProfileId: '900',
      merchantCustomerId: 'client-12',
      opaqueData,
      holder,
      expiration: { monthExpires: 7, yearExpires: 2031 },
    });
    expect(second.ok && second.profile.paymentProfileId).toBe('701');
    expect(fake.seen.at(-2)!.name).toBe('createCustomerPaymentProfileRequest');
  });

  it('charges the profile with a reference, and maps approvals and declines', async () => {
    const ids = { customerProfileId: '900', paymentProfileId: '700' };
    const ok = await vault.charge({
      ...ids,
      amountCents: 10_000,
      reference: 'recharge-5',
      description: 'Recharge',
    });
    expect(ok).toEqual({
      status: 'approved',
      transactionId: '40000000001',
      messages: [{ code: '1', text: 'This transaction has been approved.' }],
    });
    const sent = fake.seen.at(-1)!.body;
    expect(sent.refId).toBe('recharge-5');
    expect(sent.transactionRequest).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '100.00',
      profile: { customerProfileId: '900', paymentProfile: { paymentProfileId: '700' } },
      order: { invoiceNumber: 'recharge-5' },
    });
    expect(Object.keys(sent.transactionRequest)).toEqual([
      'transactionType',
      'amount',
      'profile',
      'order',
      'transactionSettings',
    ]);
    const declined = await vault.charge({
      ...ids,
      amountCents: 1_300,
      reference: 'r-2',
      description: '',
    });
    expect(declined).toEqual({
      status: 'declined',
      transactionId: '40000000002',
      messages: [{ code: '2', text: 'This transaction has been declined.' }],
    });
  });

  it('refunds with the last four and the original transaction, voids, updates and deletes', async () => {
    const ids = { customerProfileId: '900', paymentProfileId: '700' };
    expect(
      (
        await vault.refund({
          ...ids,
          transactionId: '40000000001',
          amountCents: 2_550,
          lastFour: '0015',
        })
      ).status,
    ).toBe('approved');
    expect(fake.seen.at(-1)!.body.transactionRequest).toEqual({
      transactionType: 'refundTransaction',
      amount: '25.50',
      payment: { creditCard: { cardNumber: '0015', expirationDate: 'XXXX' } },
      refTransId: '40000000001',
    });
    expect((await vault.void({ transactionId: '40000000001' })).status).toBe('approved');
    expect(fake.seen.at(-1)!.body.transactionRequest).toEqual({
      transactionType: 'voidTransaction',
      refTransId: '40000000001',
    });
    expect(
      (
        await vault.updatePaymentProfile({
          ...ids,
          lastFour: '0015',
          holder,
          expiration: { monthExpires: 1, yearExpires: 2032 },
        })
      ).ok,
    ).toBe(true);
    expect(fake.seen.at(-1)!.body.paymentProfile.payment).toEqual({
      creditCard: { cardNumber: 'XXXX0015', expirationDate: '2032-01' },
    });
    expect((await vault.deletePaymentProfile(ids)).ok).toBe(true);
    expect(fake.seen.at(-1)!.body).toMatchObject({
      customerProfileId: '900',
      customerPaymentProfileId: '700',
    });
  });
});
