import type { SavedCard } from '@kontor/domain/cards/cards-responses';
import { describe, expect, it } from 'vitest';
import { setupOutcome } from './query-one-card.ts';

const card = (over: Partial<SavedCard>): SavedCard => ({
  id: 1,
  isDefault: false,
  tailNumber: null,
  bankNetBO: null,
  payCenterToken: null,
  expMonth: null,
  expYear: null,
  status: 'SETUP_PENDING',
  ...over,
});

describe('the card setup poll (spec §4: every second, about six times)', () => {
  it('keeps polling while the setup is pending, up to six answers, then times out', () => {
    expect(setupOutcome(undefined, 0)).toBe('pending');
    expect(setupOutcome(card({}), 5)).toBe('pending');
    expect(setupOutcome(card({}), 6)).toBe('timeout');
  });

  it('ends as soon as payCenterToken appears, or the setup failed', () => {
    expect(setupOutcome(card({ status: 'ACTIVE', payCenterToken: 'sbx_pm_1', tailNumber: '4242' }), 2)).toBe(
      'saved',
    );
    expect(setupOutcome(card({ status: 'SETUP_FAILED' }), 1)).toBe('failed');
  });
});
