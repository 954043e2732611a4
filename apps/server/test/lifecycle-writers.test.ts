import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN §3: every lifecycle has one transition table in packages/domain and one writer on the
// server. These tests read the server's source and fail when another file writes a lifecycle's
// status or the order's event log (decision 011). Demo seed loaders (src/demo) are left out: they
// write data in every state in bulk, they take no steps.

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const WRITER = 'features/orders/orders-actions-repository.ts';

/** Source files of the server, tests and demo seed loaders left out (decision 011 says why). */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'demo' && dir === SRC ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path.relative(SRC, full)] : [];
  });
}

const filesMatching = (re: RegExp) =>
  sourceFiles().filter((f) => re.test(readFileSync(path.join(SRC, f), 'utf8')));

describe('the order lifecycle has one writer (decision 011)', () => {
  it('only the orders repository behind orders-service updates trade_order', () => {
    expect(filesMatching(/UPDATE\s+trade_order\b(?!_)/i)).toEqual([WRITER]);
  });

  it('only the orders repository behind orders-service appends to order_event', () => {
    expect(filesMatching(/INSERT\s+INTO\s+order_event\b/i)).toEqual([WRITER]);
  });

  it('only the orders feature reaches that repository; other features go through orders-service', () => {
    const importers = filesMatching(/from '[./]*(?:orders\/)?orders-actions-repository\.ts'/);
    expect(importers.length).toBeGreaterThan(0);
    for (const f of importers) expect(f.startsWith('features/orders/')).toBe(true);
    expect(filesMatching(/\.addEvent\(/)).toEqual(['features/orders/orders-service.ts']);
  });

  it('sees a write outside the writer (the check itself can fail)', () => {
    expect(/UPDATE\s+trade_order\b(?!_)/i.test('UPDATE trade_order_line SET x = 1')).toBe(false);
    expect(/UPDATE\s+trade_order\b(?!_)/i.test('UPDATE trade_order o SET display_status = 1')).toBe(true);
    expect(sourceFiles()).toContain(WRITER);
    expect(sourceFiles().some((f) => f.startsWith('demo/'))).toBe(false);
  });
});

const callersOf = (re: RegExp) => filesMatching(re);

describe('the after-sales lifecycle has one writer', () => {
  const REPO = 'features/after-sales/after-sales-repository.ts';
  it('only the after-sales repository writes reverse_order', () => {
    expect(filesMatching(/(UPDATE|INSERT\s+INTO)\s+reverse_order\b(?!_)/i)).toEqual([REPO]);
  });
  it('only takeStep (after-sales-service) moves a record’s status', () => {
    expect(callersOf(/repo\.moveStatus\(/)).toEqual(['features/after-sales/after-sales-service.ts']);
    const repo = readFileSync(path.join(SRC, REPO), 'utf8');
    // The one UPDATE that sets status is moveStatus'; update() refuses status (typed and at run time).
    expect(repo.match(/UPDATE\s+reverse_order\s+SET\s+status\s*=/g)?.length).toBe(1);
  });
});

describe('every after-sales application is born in openApplication', () => {
  it('only after-sales-service inserts a record, once, for buyer, cancel and withdrawal paths alike', () => {
    expect(callersOf(/repo\.insertReverse\(/)).toEqual(['features/after-sales/after-sales-service.ts']);
    const svc = readFileSync(path.join(SRC, 'features/after-sales/after-sales-service.ts'), 'utf8');
    expect(svc.match(/repo\.insertReverse\(/g)).toHaveLength(1);
  });
});

describe('the review lifecycle has one writer', () => {
  it('only the reviews repository sets a line’s review status, called from reviews-service alone', () => {
    expect(filesMatching(/UPDATE\s+trade_order_line\b[^`]*comment_status\s*=/i)).toEqual([
      'features/reviews/reviews-repository.ts',
    ]);
    expect(callersOf(/repo\.markReviewed\(/)).toEqual(['features/reviews/reviews-service.ts']);
    expect(callersOf(/setOrderCommentStatus\(/)).toEqual(['features/reviews/reviews-service.ts']);
  });
});

describe('the payment attempt lifecycle has one writer (decision 028)', () => {
  const REPO = 'features/payments/payments-repository.ts';
  it('only the payments repository writes an attempt’s status or its transitions', () => {
    expect(filesMatching(/UPDATE\s+payment_record\b[^`]*record_status\s*=/i)).toEqual([REPO]);
    expect(filesMatching(/INSERT\s+INTO\s+payment_transition\b/i)).toEqual([REPO]);
    const repo = readFileSync(path.join(SRC, REPO), 'utf8');
    expect(repo.match(/SET\s+record_status\s*=/g)?.length).toBe(1);
  });
  it('only moveAttempt (payments-service) calls that write, once', () => {
    expect(callersOf(/\.writeStatus\(/)).toEqual(['features/payments/payments-service.ts']);
    const svc = readFileSync(path.join(SRC, 'features/payments/payments-service.ts'), 'utf8');
    expect(svc.match(/\.writeStatus\(/g)).toHaveLength(1);
  });
  it('orders become paid only through orders-service payOrdersOfContract, called by the attempt writer', () => {
    expect(callersOf(/payOrdersOfContract\(/).sort()).toEqual([
      'features/orders/orders-service.ts',
      'features/payments/payments-service.ts',
    ]);
  });
});

describe('the saved-card lifecycle has one writer (decision 030)', () => {
  const REPO = 'features/cards/cards-repository.ts';
  it('only the cards repository writes saved_card and saved_card_event', () => {
    expect(filesMatching(/(UPDATE|INSERT\s+INTO)\s+saved_card\b(?!_)/i)).toEqual([REPO]);
    expect(filesMatching(/INSERT\s+INTO\s+saved_card_event\b/i)).toEqual([REPO]);
  });
  it('only moveCardStatus (cards-service) moves a card’s status, and logs every move', () => {
    expect(callersOf(/repo\.moveCardRow\(/)).toEqual(['features/cards/cards-service.ts']);
    expect(callersOf(/repo\.addCardEvent\(/)).toEqual(['features/cards/cards-service.ts']);
    const svc = readFileSync(path.join(SRC, 'features/cards/cards-service.ts'), 'utf8');
    expect(svc.match(/repo\.moveCardRow\(/g)).toHaveLength(1);
    const repo = readFileSync(path.join(SRC, REPO), 'utf8');
    expect(repo.match(/UPDATE\s+saved_card\s+SET\s+status\s*=/g)?.length).toBe(1);
  });
});

describe('the paid membership lifecycle has one writer (decision 052)', () => {
  const REPO = 'features/paid-service/paid-service-repository.ts';
  it('only the paid-service repository writes paid_service, and only movePaidService moves a status', () => {
    expect(filesMatching(/(UPDATE|INSERT\s+INTO)\s+paid_service\b(?!_)/i)).toEqual([REPO]);
    const repo = readFileSync(path.join(SRC, REPO), 'utf8');
    expect(repo.match(/SET\s+status\s*=/g)?.length).toBe(1);
    expect(callersOf(/repo\.moveServiceRow\(/)).toEqual(['features/paid-service/paid-service-service.ts']);
    const svc = readFileSync(path.join(SRC, 'features/paid-service/paid-service-service.ts'), 'utf8');
    expect(svc.match(/repo\.moveServiceRow\(/g)).toHaveLength(1);
  });
});

describe('the group-buy lifecycle has one writer (decision 068)', () => {
  const REPO = 'features/group-buy/group-buy-repository.ts';
  it('only the group-buy repository writes group_buy, and only moveGroup moves its status', () => {
    expect(filesMatching(/(UPDATE|INSERT\s+INTO)\s+group_buy\b(?!_)/i)).toEqual([REPO]);
    const repo = readFileSync(path.join(SRC, REPO), 'utf8');
    expect(repo.match(/UPDATE\s+group_buy\s+SET\s+status\s*=/g)?.length).toBe(1);
    expect(callersOf(/repo\.moveGroupStatus\(/)).toEqual(['features/group-buy/group-buy-service.ts']);
    const svc = readFileSync(path.join(SRC, 'features/group-buy/group-buy-service.ts'), 'utf8');
    expect(svc.match(/repo\.moveGroupStatus\(/g)).toHaveLength(1);
    expect(svc.match(/async function moveGroup\(/g)).toHaveLength(1);
  });
});

describe('merchant applications and shop status have one writer (decisions 054, 055)', () => {
  it('only the merchant repository writes applications, shop status and the decision log', () => {
    const repo = 'features/merchant/merchant-repository.ts';
    expect(filesMatching(/UPDATE\s+merchant_application\b|INSERT\s+INTO\s+merchant_application\b/i)).toEqual([
      repo,
    ]);
    expect(filesMatching(/SET\s+merchant_status\b/i)).toEqual([repo]);
    expect(filesMatching(/INSERT\s+INTO\s+operator_decision\b/i)).toEqual([repo]);
  });

  it('only merchant-service moves them', () => {
    const importers = filesMatching(/from '[./]*(?:merchant\/)?merchant-repository\.ts'/);
    for (const f of importers) expect(f.startsWith('features/merchant/')).toBe(true);
    expect(filesMatching(/\bapps\.move\(|\.moveShop\(/)).toEqual(['features/merchant/merchant-service.ts']);
  });
});
