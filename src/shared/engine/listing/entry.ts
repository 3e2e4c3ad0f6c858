/**
 * Shared shapes and helpers for the listing renderers: building `ListingEntry`
 * values and cutting text in the profile's length unit (reference §6.2).
 */
import type { EntryFate, LengthUnit, ListingEntry, ListingRecord, Reason, SkillRecord } from '../types';
import type { Profile } from '../profiles/types';
import type { ListingOptions } from '../types';
import { measure, prefixWithin } from '../text/measure';
import { trimSpan } from '../text/trim';

/** What a format renderer returns; `renderListing` adds profile, unit and excluded. */
export type RenderedListing = Pick<ListingRecord, 'text' | 'budget' | 'used' | 'entries' | 'budgetSource' | 'budgetModel' | 'mode' | 'diagnostics'>;

/** A format renderer (one per `ListingSection.format`). `skills` are already filtered and ordered. */
export type FormatRenderer = (skills: SkillRecord[], profile: Profile, options: ListingOptions) => RenderedListing;

/** Build a listing entry. `cost` is in the listing unit and includes the entry's separator. */
export function entry(
  s: SkillRecord,
  name: string,
  fate: EntryFate,
  text: string,
  fullText: string,
  cutTail: string,
  cost: number,
  reasons: Reason[] = [],
): ListingEntry {
  return { id: s.id, name, path: s.path, fate, text, fullText, cutTail, cost, reasons };
}

/**
 * Cut `s` so that it plus `ellipsis` is at most `max` long in `unit`; returns
 * the kept text (with ellipsis when cut) and the lost tail. `max` ≤ 0 keeps nothing.
 */
export function cut(s: string, max: number, unit: LengthUnit, ellipsis = '\u2026'): { text: string; tail: string; cut: boolean } {
  if (measure(s, unit) <= max) return { text: s, tail: '', cut: false };
  if (max <= 0) return { text: '', tail: s, cut: true };
  const keep = prefixWithin(s, max - measure(ellipsis, unit), unit);
  return { text: keep + ellipsis, tail: s.slice(keep.length), cut: true };
}

/**
 * Go's `truncate(s, max)` from CB1 listing.go: at most `max` runes, the last one
 * replaced by `…` when cut (`max == 1` keeps one rune, no ellipsis).
 */
export function cutRunes(s: string, max: number): { text: string; tail: string; cut: boolean } {
  const runes = Array.from(s);
  if (max <= 0) return { text: '', tail: s, cut: s.length > 0 };
  if (runes.length <= max) return { text: s, tail: '', cut: false };
  if (max === 1) return { text: runes[0], tail: runes.slice(1).join(''), cut: true };
  return { text: runes.slice(0, max - 1).join('') + '\u2026', tail: runes.slice(max - 1).join(''), cut: true };
}

/** A short preview of lost text for messages (first `n` characters). */
export function preview(s: string, n = 80): string {
  const t = s.trim();
  return t.length > n ? t.slice(0, n) + '…' : t;
}

/**
 * Go `strings.TrimSpace` (seed 003, CB1): trims Unicode white space
 * (`unicode.IsSpace`: JavaScript `\s` minus U+FEFF plus U+0085) but not a BOM.
 * A loop over the ends (`trimSpan`): the regex `\s+$` was quadratic on a long
 * inner run of spaces.
 */
export function goTrimSpace(s: string): string {
  const [a, b] = trimSpan(s, 0, s.length);
  return a === 0 && b === s.length ? s : s.slice(a, b);
}
