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

/**
 * Run `fn` and return its result with the characters `RegExp.prototype.exec`
 * was given to search (from `lastIndex` to the end, per call; `test` goes
 * through `exec`): a loop that runs one regex pass over the whole text per item
 * shows up as items × text. A sticky regex, or one anchored with `^` (not
 * multiline), tries one position: it counts 1.
 */
export function countRegexScan<T>(fn: () => T): { result: T; chars: number } {
  const proto = RegExp.prototype;
  const exec = proto.exec;
  let chars = 0;
  proto.exec = function (this: RegExp, s: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const onePosition = this.sticky || (this.source.startsWith('^') && !this.multiline);
    chars += onePosition ? 1 : Math.max(0, String(s).length - from);
    return exec.call(this, s);
  };
  try {
    return { result: fn(), chars };
  } finally {
    proto.exec = exec;
  }
}

/**
 * Run `fn` and return its result with the characters `String.prototype.indexOf`
 * looked at (up to the hit, or to the end when there is none): a search per
 * item that runs to the end of the text shows up as items × text.
 */
export function countIndexOfScan<T>(fn: () => T): { result: T; chars: number } {
  const proto = String.prototype;
  const indexOf = proto.indexOf;
  let chars = 0;
  proto.indexOf = function (this: string, search: string, from?: number) {
    const s = String(this);
    const start = Math.max(0, Math.min(s.length, Math.trunc(Number(from ?? 0)) || 0));
    const at = indexOf.call(s, search, start);
    chars += (at < 0 ? s.length : at + search.length) - start;
    return at;
  };
  try {
    return { result: fn(), chars };
  } finally {
    proto.indexOf = indexOf;
  }
}
