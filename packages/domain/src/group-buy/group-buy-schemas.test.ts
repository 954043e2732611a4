import { describe, expect, it } from 'vitest';
import { maskName } from './group-buy-schemas.ts';

describe('group members as others see them', () => {
  it('keeps the first and the last letter and hides the rest', () => {
    expect(maskName('Anna')).toBe('A**a');
    expect(maskName('Benjamin Krüger')).toBe('B****r');
    expect(maskName('Li')).toBe('L*');
    expect(maskName('王')).toBe('王*');
    expect(maskName('张小明')).toBe('张*明');
  });
});
