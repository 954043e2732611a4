import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext, userId } from './harness.ts';

// The seller console's tests: call setUpSellerTests() at the top of a test file; `t`, `seller`
// (seller1's cookie), `buyer` (the demo buyer's cookie) and `shopId` (seller1's shop) are set before
// its first test (each test file has its own copy of this module).

export let t: TestContext;
export let seller: string;
export let buyer: string;
export let shopId: number;

export function setUpSellerTests(): void {
  beforeAll(async () => {
    t = await createTestContext();
    seller = await t.signIn('seller1@kontor.test');
    buyer = await t.signIn('buyer@kontor.test');
    shopId = (await t.db.one<{ id: number }>('SELECT id FROM shop WHERE seller_user_id = $1', [
      await userId(t.db, 'seller1@kontor.test'),
    ]))!.id;
  });
  afterAll(() => t?.close());
}
