/**
 * Usage score (reference §7): Claude Code and CB1 share
 * `score = usageCount × max(0.5^(days since last use / halfLifeDays), floor)`
 * with a 7-day half-life and a 0.10 floor. CB1: no timestamp → the raw count;
 * a timestamp in the future counts as age 0.
 */

/** One usage record as Claude Code keeps it (`lastUsedAt` in epoch ms). */
export interface UsageRecord {
  usageCount: number;
  lastUsedAt?: number;
}

const DAY_MS = 86_400_000;

/**
 * Score of `rec` at `now` (epoch ms). Missing record, non-finite or
 * non-positive count → 0. `halfLifeDays <= 0` disables decay. Never throws.
 */
export function usageScore(rec: UsageRecord | undefined | null, now: number, halfLifeDays = 7, floor = 0.1): number {
  if (!rec || typeof rec.usageCount !== 'number' || !Number.isFinite(rec.usageCount) || rec.usageCount <= 0) return 0;
  if (typeof rec.lastUsedAt !== 'number' || !Number.isFinite(rec.lastUsedAt)) return rec.usageCount;
  const days = Math.max(0, now - rec.lastUsedAt) / DAY_MS;
  const decay = halfLifeDays > 0 ? Math.pow(0.5, days / halfLifeDays) : 1;
  return rec.usageCount * Math.max(decay, floor);
}
