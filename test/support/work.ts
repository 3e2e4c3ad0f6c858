/**
 * Counting work instead of timing it (the project never asserts on time): the
 * number of predicate calls made by `Array.prototype.some` / `every` /
 * `find` / `findIndex` / `filter` while `fn` runs. A check that scans every
 * earlier item for each new one (the quadratic shapes of issue 11) shows up as
 * n² calls; a hash or a moving cursor as ~n. The prototype methods are
 * restored afterwards, whatever happens.
 */
type Method = 'some' | 'every' | 'find' | 'findIndex' | 'filter';
const METHODS: Method[] = ['some', 'every', 'find', 'findIndex', 'filter'];

/** Run `fn` and return its result with the number of array-predicate calls made meanwhile. */
export function countPredicateCalls<T>(fn: () => T): { result: T; calls: number } {
  const proto = Array.prototype as unknown as Record<Method, (this: unknown[], cb: (...a: unknown[]) => unknown, self?: unknown) => unknown>;
  const saved = METHODS.map((m) => proto[m]);
  let calls = 0;
  METHODS.forEach((m, i) => {
    const orig = saved[i];
    proto[m] = function (this: unknown[], cb: (...a: unknown[]) => unknown, self?: unknown) {
      return orig.call(this, (...a: unknown[]) => { calls++; return cb.apply(self, a); });
    };
  });
  try {
    return { result: fn(), calls };
  } finally {
    METHODS.forEach((m, i) => { proto[m] = saved[i]; });
  }
}
