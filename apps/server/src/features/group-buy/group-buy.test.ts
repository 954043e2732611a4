import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectFailure, expectOk, type TestContext } from '../../../test/harness.ts';

const SHARE = 'kontor_trade_QueryGroupBuyShareFlow';

let t: TestContext;
let anna: string;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.signIn('buyer@kontor.test');
});
afterAll(() => t?.close());

const demoGroup = async () =>
  (await t.db.one<{ order_id: number; shop_id: number }>(
    `SELECT g.leader_order_id::int AS order_id, g.shop_id::int AS shop_id FROM group_buy g
       JOIN trade_order o ON o.id = g.leader_order_id JOIN app_user u ON u.id = o.buyer_id
      WHERE u.email = 'buyer@kontor.test' ORDER BY g.id LIMIT 1`,
  ))!;

describe('group-buy share link', () => {
  it('the demo buyer’s paid group-buy order offers the invitation', async () => {
    const { order_id } = await demoGroup();
    const order = expectOk(
      await t.call(
        'flow',
        'bbc_trade_LibQueryTradeOrderDetailByIdForBuyerFlow',
        { id: order_id },
        { cookie: anna },
      ),
    );
    expect(order.displayStatus).toBe('UN_DELIVERY');
    expect(order.operationList.map((o: { operation: string }) => o.operation)).toContain('inviteToJoinGroup');
  });

  it('shows anyone with the link the product, the group offer and who joined, names masked', async () => {
    const { order_id, shop_id } = await demoGroup();
    const share = expectOk(await t.call('flow', SHARE, { shopId: shop_id, orderId: order_id }));
    expect(share).toMatchObject({ orderId: order_id, shopId: shop_id, groupSize: 3, status: 'OPEN' });
    expect(Number(share.groupPrice.value)).toBeLessThan(Number(share.price.value));
    expect(share.item.urlKey).toBe('sitzgut-task');
    expect(share.members).toHaveLength(2);
    expect(share.members[0].leader).toBe(true);
    for (const m of share.members) expect(m.name).toMatch(/\*/);
    expect(JSON.stringify(share)).not.toMatch(/kontor\.test/);
  });

  it('answers 404 for a shop that is not the order’s, an order that opened no group, and 400 for bad ids', async () => {
    const { order_id, shop_id } = await demoGroup();
    expectFailure(await t.call('flow', SHARE, { shopId: shop_id + 1, orderId: order_id }), 404, 'NOT_FOUND');
    const plain = await t.db.one<{ id: number; shop_id: number }>(
      'SELECT id::int AS id, shop_id::int AS shop_id FROM trade_order WHERE trade_order_business_type IS NULL LIMIT 1',
    );
    expectFailure(
      await t.call('flow', SHARE, { shopId: plain!.shop_id, orderId: plain!.id }),
      404,
      'NOT_FOUND',
    );
    const error = expectFailure(
      await t.call('flow', SHARE, { shopId: 'abc', orderId: -2 }),
      400,
      'INVALID_DATA',
    );
    expect(error.fields?.map((f) => f.path).sort()).toEqual(['orderId', 'shopId']);
  });
});
