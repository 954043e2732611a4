import { describe, expect, it } from 'vitest';
import { CARD_STATUSES, CARD_TRANSITIONS, nextCardStatus } from './card-status.ts';

describe('card lifecycle', () => {
  it('a setup ends active, failed or given up, once', () => {
    expect(nextCardStatus('SETUP_PENDING', 'SETUP_SUCCEEDED')).toBe('ACTIVE');
    expect(nextCardStatus('SETUP_PENDING', 'SETUP_FAILED')).toBe('SETUP_FAILED');
    expect(nextCardStatus('SETUP_PENDING', 'SETUP_GIVEN_UP')).toBe('EXPIRED');
    expect(nextCardStatus('ACTIVE', 'SETUP_SUCCEEDED')).toBeNull();
    expect(nextCardStatus('SETUP_FAILED', 'SETUP_SUCCEEDED')).toBeNull();
  });

  it('only an active card is deleted, and nothing leaves DELETED, EXPIRED or SETUP_FAILED', () => {
    expect(nextCardStatus('ACTIVE', 'DELETED')).toBe('DELETED');
    expect(nextCardStatus('SETUP_PENDING', 'DELETED')).toBeNull();
    for (const end of ['DELETED', 'EXPIRED', 'SETUP_FAILED'] as const)
      expect(CARD_TRANSITIONS.filter((t) => t.from === end)).toEqual([]);
  });

  it('every move goes between known statuses', () => {
    for (const t of CARD_TRANSITIONS) {
      expect(CARD_STATUSES).toContain(t.from);
      expect(CARD_STATUSES).toContain(t.to);
    }
  });
});
