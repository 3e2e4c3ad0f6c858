/**
 * Bar-chart maths for the budget view: each entry's share of the budget in
 * listing order, as segments of a stacked bar, plus where the budget line
 * falls. Pure numbers; the SVG component only draws them.
 */
import type { ListingEntry } from '../../../../../shared/engine';

/** One segment of a stacked bar. */
export interface BarSegment {
  id: string;
  name: string;
  x: number;
  width: number;
  cost: number;
  /** Share of the budget (0..n; >1 when one entry alone exceeds it). */
  share: number;
  fate: ListingEntry['fate'];
  /** True when the segment ends past the budget line. */
  overBudget: boolean;
}

/** A laid-out chart: the rendered listing and the full (uncut) listing on one scale. */
export interface BudgetChart {
  scale: number;
  budgetX: number;
  used: BarSegment[];
  full: BarSegment[];
  usedTotal: number;
  fullTotal: number;
}

function layout(items: { id: string; name: string; cost: number; fate: ListingEntry['fate'] }[], budget: number, width: number, scale: number): BarSegment[] {
  let acc = 0;
  return items.map((it) => {
    const seg: BarSegment = {
      id: it.id, name: it.name, x: (acc / scale) * width, width: (it.cost / scale) * width, cost: it.cost,
      share: budget > 0 ? it.cost / budget : 0, fate: it.fate, overBudget: budget > 0 && acc + it.cost > budget,
    };
    acc += it.cost;
    return seg;
  });
}

/**
 * Lay out `entries` (listing order) against `budget` in a bar `width` pixels
 * wide. `fullCost(e)` is the entry's cost without any cut. The scale is the
 * largest of budget, used and full totals, so every bar fits.
 */
export function layoutBudgetChart(entries: ListingEntry[], budget: number, width: number, fullCost: (e: ListingEntry) => number): BudgetChart {
  const used = entries.filter((e) => e.fate !== 'omitted').map((e) => ({ id: e.id, name: e.name, cost: e.cost, fate: e.fate }));
  const full = entries.map((e) => ({ id: e.id, name: e.name, cost: fullCost(e), fate: e.fate }));
  const usedTotal = used.reduce((a, b) => a + b.cost, 0);
  const fullTotal = full.reduce((a, b) => a + b.cost, 0);
  const scale = Math.max(budget, usedTotal, fullTotal, 1);
  return {
    scale, budgetX: budget > 0 ? (budget / scale) * width : width,
    used: layout(used, budget, width, scale), full: layout(full, budget, width, scale), usedTotal, fullTotal,
  };
}

/** Percentage (0..100+) of `used` against `budget`, one decimal. */
export function percentOf(used: number, budget: number): number {
  // Never ∞ or NaN on screen: no budget (or a non-number) is 0 %.
  if (!(budget > 0) || !Number.isFinite(budget) || !Number.isFinite(used)) return 0;
  return Math.round((used / budget) * 1000) / 10;
}
