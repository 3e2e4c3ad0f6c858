/**
 * Lists inside diagnostic messages and data stay short (issue 11, point 11):
 * at most `MAX_LISTED` items, then "and N more". No imports, so the code
 * tables (codes/*.ts) can use it without a cycle through the catalogue.
 */

/** Items a message names before "and N more". */
export const MAX_LISTED = 10;

/** The first `max` items of `items` and how many were left out (for `data` that messages list). */
export function firstFew<T>(items: readonly T[], max = MAX_LISTED): { shown: T[]; more: number } {
  return items.length > max ? { shown: items.slice(0, max), more: items.length - max } : { shown: items.slice(), more: 0 };
}

/**
 * `items` as "`a`, `b`, `c`" (each wrapped by `wrap`), at most `MAX_LISTED` of
 * them, then " and N more" for the rest plus `more` already left out upstream.
 * A non-array is shown as its string.
 */
export function listText(items: unknown, more = 0, wrap: (s: string) => string = (s) => `\`${s}\``): string {
  if (!Array.isArray(items)) return String(items ?? '');
  const { shown, more: cut } = firstFew(items);
  const rest = cut + (Number.isFinite(more) ? Math.max(0, more) : 0);
  const text = shown.map((x) => wrap(String(x))).join(', ');
  return rest > 0 ? `${text} and ${thousands(rest)} more` : text;
}

/** A count with `,` between thousands (`9,990`), without the cost of Intl formatting. */
export function thousands(n: number): string {
  const s = String(Math.trunc(n));
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

