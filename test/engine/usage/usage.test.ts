/** usageScore = usageCount × max(0.5^(days/7), 0.1) (reference §7, CC and CB1). Values computed by hand. */
import { describe, expect, it } from 'vitest';
import { usageScore } from '../../../src/shared/engine/usage';

const DAY = 86_400_000;
const now = Date.UTC(2026, 0, 31);

describe('usageScore (§7)', () => {
  it('halves every 7 days', () => {
    expect(usageScore({ usageCount: 10, lastUsedAt: now }, now)).toBe(10);
    expect(usageScore({ usageCount: 10, lastUsedAt: now - 7 * DAY }, now)).toBeCloseTo(5, 10);
    expect(usageScore({ usageCount: 10, lastUsedAt: now - 14 * DAY }, now)).toBeCloseTo(2.5, 10);
    expect(usageScore({ usageCount: 8, lastUsedAt: now - 3.5 * DAY }, now)).toBeCloseTo(8 / Math.SQRT2, 10);
  });
  it('never decays below the 0.1 floor', () => {
    // 70 days = 10 half-lives: 0.5^10 ≈ 0.001 < 0.1, so 10 × 0.1 = 1.
    expect(usageScore({ usageCount: 10, lastUsedAt: now - 70 * DAY }, now)).toBeCloseTo(1, 10);
    // 0.5^(days/7) = 0.1 at days ≈ 23.25; at 24 days the floor already holds.
    expect(usageScore({ usageCount: 3, lastUsedAt: now - 24 * DAY }, now)).toBeCloseTo(0.3, 10);
  });
  it('CB1: no timestamp → raw count; future timestamp → age 0', () => {
    expect(usageScore({ usageCount: 4 }, now)).toBe(4);
    expect(usageScore({ usageCount: 4, lastUsedAt: now + 30 * DAY }, now)).toBe(4);
  });
  it('custom half-life and floor; missing or broken records score 0', () => {
    expect(usageScore({ usageCount: 6, lastUsedAt: now - DAY }, now, 1, 0)).toBeCloseTo(3, 10);
    expect(usageScore({ usageCount: 6, lastUsedAt: now - 100 * DAY }, now, 7, 0.5)).toBeCloseTo(3, 10);
    expect(usageScore(undefined, now)).toBe(0);
    expect(usageScore({ usageCount: 0, lastUsedAt: now }, now)).toBe(0);
    expect(usageScore({ usageCount: Number.NaN }, now)).toBe(0);
    expect(usageScore({ usageCount: -3 }, now)).toBe(0);
  });
});
