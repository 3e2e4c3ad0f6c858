/**
 * A copy of `s` that does not keep a larger string alive.
 *
 * V8 represents `big.slice(a, b)` (13 characters or more) as a view into
 * `big`, so a 40-character description sliced from a 10 KB SKILL.md keeps the
 * whole file in memory for as long as the catalog holds the description. The
 * concatenation makes a new string; slicing it flattens that into a fresh copy
 * of `s` (plus one character), and the result refers to that copy only.
 * Semantics are unchanged: the result is `===` to `s`.
 */
export function detachString(s: string): string {
  return (' ' + s).slice(1);
}
