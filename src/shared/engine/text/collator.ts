/**
 * The `en` collator the engine sorts with where a harness calls
 * `localeCompare` (CC 2.1.332 listing ids and plugin command paths, OpenCode
 * names): fixed to `en` so the order does not follow the machine's locale.
 * Made on first use, once: building an `Intl.Collator` loads ICU collation
 * data (~30–60 ms on this machine), which a `scan` that sorts nothing by
 * locale should not pay at start-up.
 */
let collator: Intl.Collator | null = null;

/** The shared `new Intl.Collator('en')`. */
export function enCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator('en'));
}

/**
 * `enCollator().compare(a, b)`'s sign, without building the collator when
 * both strings hold only `-`, digits and lower-case ASCII letters (most skill
 * names and ids). For those, ICU's root order (which `en` uses: `-` before
 * digits before letters, no tertiary differences between lower-case letters,
 * a prefix first) is the code-unit order; a property test compares the two.
 * Anything else goes to the collator. Returns -1, 0 or 1.
 */
export function compareEn(a: string, b: string): number {
  if (plainLower(a) && plainLower(b)) return a < b ? -1 : a > b ? 1 : 0;
  return enCollator().compare(a, b);
}

function plainLower(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2d)) return false;
  }
  return true;
}
