import { describe, expect, it } from 'vitest';
import {
  canMovePayment,
  isFinalPaymentStatus,
  LIVE_PAYMENT_STATUSES,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentStartDecision,
  pollOutcome,
} from './payment-status.ts';

describe('payment attempt transitions', () => {
  it('never leads back: no status can be reached again from where it led', () => {
    const reach = (from: string, seen = new Set<string>()): Set<string> => {
      for (const to of PAYMENT_TRANSITIONS[from as keyof typeof PAYMENT_TRANSITIONS]) {
        if (!seen.has(to)) {
          seen.add(to);
          reach(to, seen);
        }
      }
      return seen;
    };
    for (const s of PAYMENT_RECORD_STATUSES) expect(reach(s).has(s), s).toBe(false);
  });

  it('settles a pending attempt every way, and a paid or closed one never moves', () => {
    for (const to of ['PAY_SUCCESS', 'PRE_AUTH_SUCCESS', 'PAY_FAILED', 'UNKNOWN', 'CLOSED'])
      expect(canMovePayment('PAY_PENDING', to)).toBe(true);
    expect(PAYMENT_RECORD_STATUSES.filter(isFinalPaymentStatus)).toEqual(['PAY_SUCCESS', 'CLOSED']);
    expect(canMovePayment('PAY_SUCCESS', 'PAY_PENDING')).toBe(false);
    expect(canMovePayment('PAY_SUCCESS', 'CLOSED')).toBe(false);
    expect(canMovePayment('PAY_FAILED', 'PAY_SUCCESS')).toBe(false);
    expect(canMovePayment('PRE_AUTH_SUCCESS', 'PAY_SUCCESS')).toBe(true);
    expect(canMovePayment('PRE_AUTH_SUCCESS', 'PAY_FAILED')).toBe(false);
    expect(canMovePayment('UNKNOWN', 'PAY_PENDING')).toBe(false);
    expect(canMovePayment('NOPE', 'CLOSED')).toBe(false);
  });

  it('counts as live exactly what can still take money or has', () => {
    expect([...LIVE_PAYMENT_STATUSES].sort()).toEqual(
      ['PAY_PENDING', 'PAY_SUCCESS', 'PRE_AUTH_SUCCESS', 'UNKNOWN'].sort(),
    );
  });

  it('polls as the spec says: success, keep polling, otherwise failed', () => {
    expect(pollOutcome('PAY_SUCCESS')).toBe('success');
    expect(pollOutcome('PRE_AUTH_SUCCESS')).toBe('success');
    expect(pollOutcome('PAY_PENDING')).toBe('pending');
    expect(pollOutcome('UNKNOWN')).toBe('pending');
    expect(pollOutcome('PAY_FAILED')).toBe('failed');
    expect(pollOutcome('CLOSED')).toBe('failed');
  });

  it('decides the payment start by the last record status', () => {
    expect(paymentStartDecision('PAY_SUCCESS')).toBe('result');
    expect(paymentStartDecision('PAY_PENDING')).toBe('confirm');
    expect(paymentStartDecision('PAY_FAILED')).toBe('confirm');
    expect(paymentStartDecision('CLOSED')).toBe('pay');
    expect(paymentStartDecision(undefined)).toBe('pay');
  });
});
