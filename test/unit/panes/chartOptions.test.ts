import { describe, expect, it } from 'vitest';
import { layoutBudgetChart, percentOf } from '../../../src/renderer/src/panes/listing/lib/chart';
import { estimateTokens, formatTokens, resolveListingOptions } from '../../../src/renderer/src/panes/listing/lib/options';
import { getProfile } from '../../../src/shared/engine/profiles';
import type { ListingEntry } from '../../../src/shared/engine/types';
import type { HarnessSettings } from '../../../src/shared/ipc/contract';

const entry = (id: string, cost: number, fate: ListingEntry['fate'] = 'full', full = cost): ListingEntry & { full: number } => ({
  id, name: id, path: `/p/${id}/SKILL.md`, fate, text: fate === 'omitted' ? '' : 'x', fullText: 'x', cutTail: '', cost, reasons: [], full,
});

describe('layoutBudgetChart', () => {
  it('lays segments end to end in listing order on a scale of max(budget, totals)', () => {
    const es = [entry('a', 100), entry('b', 300, 'shortened', 500), entry('c', 0, 'omitted', 200)];
    const c = layoutBudgetChart(es, 400, 800, (e) => (e as typeof es[number]).full);
    expect(c.scale).toBe(800); // full total 100+500+200
    expect(c.budgetX).toBe(400);
    expect(c.used.map((s) => [s.id, s.x, s.width])).toEqual([['a', 0, 100], ['b', 100, 300]]);
    expect(c.full.map((s) => [s.id, s.x, s.width])).toEqual([['a', 0, 100], ['b', 100, 500], ['c', 600, 200]]);
    expect(c.full.map((s) => s.overBudget)).toEqual([false, true, true]);
    expect(c.used[1].share).toBe(0.75);
  });
  it('puts the budget line at the right edge when nothing is over, and survives no budget', () => {
    const c = layoutBudgetChart([entry('a', 10)], 100, 200, (e) => e.cost);
    expect(c.budgetX).toBe(200);
    const n = layoutBudgetChart([entry('a', 10)], 0, 200, (e) => e.cost);
    expect(n.used[0].width).toBe(200);
    expect(n.used[0].share).toBe(0);
  });
  it('percentOf rounds to one decimal', () => {
    expect(percentOf(1234, 8000)).toBe(15.4);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('resolveListingOptions', () => {
  const harness: HarnessSettings = {
    budgetFraction: { value: 0.02, source: '~/.claude/settings.json' },
    budget: { value: 5000, source: 'env SLASH_COMMAND_TOOL_CHAR_BUDGET' },
    overrides: [], files: [],
  };
  it('takes the user Claude Code values with their source, panel values win and keep the harness value visible', () => {
    const cc = getProfile('claude-code');
    const r = resolveListingOptions(cc, harness, { budget: 9000 });
    expect(r.options.budgetFraction).toBe(0.02);
    expect(r.sources.budgetFraction).toMatchObject({ value: 0.02, source: '~/.claude/settings.json', overridden: false });
    expect(r.options.budget).toBe(9000);
    expect(r.sources.budget).toMatchObject({ value: 9000, source: 'set here', overridden: true, harness: { value: 5000 } });
    expect(r.sources.contextWindowTokens).toMatchObject({ value: 200000, source: 'default (200k window)' });
    expect(r.options.contextWindowTokens).toBeUndefined();
    expect(r.sources.maxEntryChars.value).toBe(1536);
  });
  it('does not apply Claude Code settings to other profiles', () => {
    const r = resolveListingOptions(getProfile('codebot'), harness, {});
    expect(r.options.budget).toBeUndefined();
    expect(r.sources.budget).toMatchObject({ value: 4000, overridden: false });
  });
  it('passes usage and now through', () => {
    const r = resolveListingOptions(getProfile('claude-code'), undefined, {}, { usage: { a: { usageCount: 1 } }, now: 5 });
    expect(r.options).toMatchObject({ usage: { a: { usageCount: 1 } }, now: 5 });
  });
  it('token estimate is characters ÷ 4 rounded up; presets print as 200k / 1M', () => {
    expect(estimateTokens(8000)).toBe(2000);
    expect(estimateTokens(8001)).toBe(2001);
    // Under a model-based budget the meter divides by the model's bytes per token (the 1M-token models: 3),
    // as the budget line does: a new user saw "÷ 4" beside "1000000 tokens x 3".
    expect(estimateTokens(9134, 3)).toBe(3045);
    expect(formatTokens(200000)).toBe('200k');
    expect(formatTokens(1000000)).toBe('1M');
  });
});
