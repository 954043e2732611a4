import { describe, expect, it } from 'vitest';
import { joinRefusal, nextGroupBuyStatus } from './group-buy-status.ts';

const now = new Date('2026-11-26T12:00:00Z');
const open = {
  status: 'OPEN',
  expiresAt: new Date('2026-11-27T12:00:00Z'),
  members: 1,
  size: 3,
  isMember: false,
  now,
};

describe('group-buy lifecycle', () => {
  it('moves an open group to complete or failed, and nothing else', () => {
    expect(nextGroupBuyStatus('OPEN', 'FILL')).toBe('COMPLETE');
    expect(nextGroupBuyStatus('OPEN', 'EXPIRE')).toBe('FAILED');
    expect(nextGroupBuyStatus('COMPLETE', 'EXPIRE')).toBeNull();
    expect(nextGroupBuyStatus('FAILED', 'FILL')).toBeNull();
  });

  it('lets a buyer join an open group with a free seat only', () => {
    expect(joinRefusal(open)).toBeNull();
    expect(joinRefusal({ ...open, isMember: true })).toBe('own');
    expect(joinRefusal({ ...open, members: 3 })).toBe('full');
    expect(joinRefusal({ ...open, status: 'COMPLETE', members: 3 })).toBe('full');
    expect(joinRefusal({ ...open, expiresAt: now })).toBe('expired');
    expect(joinRefusal({ ...open, status: 'FAILED' })).toBe('expired');
  });
});
