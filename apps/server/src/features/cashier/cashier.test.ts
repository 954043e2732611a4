import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOrder } from '../../../test/fixtures.ts';
import {
  createTestContext,
  expectFailure,
  expectOk,
  sessionCookie,
  type TestContext,
} from '../../../test/harness.ts';

let t: TestContext;
let anna: string;
let ben: string;
beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn('buyer@kontor.test');
  ben = await t.signIn('buyer2@kontor.test');
});
afterAll(() => t?.close());

const CASHIER = 'pay_RenderCashierNoOrderFlow';
const DE = { environment: 'PC', countryCode: 'DE', site: 'DE' };

interface Answer {
  payChannelGroups: { configMap: { type: string }; payChannels: { channelCode: string }[] }[];
  preferredChannel: string | null;
}
const codes = (a: Answer) => a.payChannelGroups.flatMap((g) => g.payChannels.map((c) => c.channelCode));

async function cashier(payload: object, cookie?: string, site = 'DE'): Promise<Answer> {
  return expectOk(await t.call('flow', CASHIER, payload, { cookie, site }));
}

describe('pay_RenderCashierNoOrderFlow', () => {
  it('shows guests only anonymous channels, the wallet first in Germany', async () => {
    const guest = sessionCookie(await t.request('POST', '/api/user/web/tourist', { body: {} }))!;
    for (const cookie of [undefined, guest]) {
      const answer = await cashier(DE, cookie);
      expect(codes(answer)).toEqual(['PAYPAL', 'CARD', 'HOSTED_CHECKOUT', 'DEVICE_WALLET', 'BANK_TRANSFER']);
      expect(answer.preferredChannel).toBe('PAYPAL');
      expect(answer.payChannelGroups[0]!.configMap.type).toBe('wallet');
    }
  });

  it('offers a signed-in buyer pay-later, the business variant only with a company', async () => {
    const answer = await cashier(DE, anna);
    expect(codes(answer)).toEqual(expect.arrayContaining(['KLARNA', 'PAYPAL_PAY_LATER', 'BANK_TRANSFER']));
    expect(codes(answer)).not.toContain('KLARNA_B2B');
    // Shipping to Austria: no other pay-later provider.
    expect(codes(await cashier({ ...DE, excludeCountry: 'AT' }, anna))).not.toContain('PAYPAL_PAY_LATER');
  });

  it('puts the hosted checkout first outside Germany', async () => {
    const fr = await cashier({ environment: 'PC', countryCode: 'FR', site: 'FR' }, anna, 'FR');
    expect(fr.preferredChannel).toBe('HOSTED_CHECKOUT');
    expect(codes(fr)[0]).toBe('HOSTED_CHECKOUT');
  });

  it('filters by the contract: amount ceilings, company on the address, points payment', async () => {
    // 1 149 € desk: above pay-later A's 1000, below the bank reference's 2500.
    const one = await createTestOrder(t.db, {
      status: 'PENDING_PAY',
      lines: [{ item: 'nordwerk-studio-l' }],
    });
    const first = codes(await cashier({ ...DE, tradeContractId: one.contractId }, anna));
    expect(first).not.toContain('KLARNA');
    expect(first).toContain('BANK_TRANSFER');

    const three = await createTestOrder(t.db, {
      status: 'PENDING_PAY',
      lines: [{ item: 'nordwerk-studio-l', qty: 3 }],
    });
    expect(codes(await cashier({ ...DE, tradeContractId: three.contractId }, anna))).not.toContain(
      'BANK_TRANSFER',
    );

    // A company on the shipping address brings the business variant.
    await t.db.query(
      `UPDATE trade_contract SET selected_address = selected_address || '{"company": "Kontor GmbH"}' WHERE id = $1`,
      [one.contractId],
    );
    expect(codes(await cashier({ ...DE, tradeContractId: one.contractId }, anna))).toContain('KLARNA_B2B');

    // Points pay part of it: the other pay-later provider is not offered.
    const points = await createTestOrder(t.db, {
      status: 'PENDING_PAY',
      lines: [{ item: 'sitzgut-task' }],
      pointsUsed: 500,
    });
    const withPoints = codes(await cashier({ ...DE, tradeContractId: points.contractId }, anna));
    expect(withPoints).not.toContain('PAYPAL_PAY_LATER');
    expect(withPoints).toContain('KLARNA');
  });

  it('answers 404 for another buyer’s contract and without a session, like a made-up id', async () => {
    const order = await createTestOrder(t.db, { status: 'PENDING_PAY' });
    const made = expectFailure(
      await t.call('flow', CASHIER, { ...DE, tradeContractId: 99_999_999 }, { cookie: ben }),
      404,
      'NOT_FOUND',
    );
    const other = expectFailure(
      await t.call('flow', CASHIER, { ...DE, tradeContractId: order.contractId }, { cookie: ben }),
      404,
      'NOT_FOUND',
    );
    expect(other).toEqual(made);
    expectFailure(
      await t.call('flow', CASHIER, { ...DE, tradeContractId: order.contractId }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await t.call('flow', CASHIER, { ...DE, site: 'XX' }, { cookie: anna }),
      400,
      'INVALID_DATA',
    );
  });
});
