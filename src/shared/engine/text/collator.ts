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
