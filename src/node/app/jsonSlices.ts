/**
 * `JSON.stringify` in slices: a catalog snapshot of 2,000 skills, or one skill
 * with 20,000 diagnostics, is several MB of JSON, and one native stringify of
 * it holds the event loop for tens of milliseconds (more on a loaded machine).
 * Here large arrays are written element by element and large objects key by
 * key, every small value (at most `leafBudget` values inside) natively, and the work yields
 * to the event loop whenever a slice has run `sliceMs`. The text equals
 * `JSON.stringify(value)` for JSON data (plain objects, arrays, strings,
 * finite numbers, booleans, null; `undefined` properties are left out and
 * `undefined` array elements become null, as JSON.stringify does).
 */

const yieldLoop = () => new Promise<void>((r) => setImmediate(r));

/** True when `v` holds at most `budget` values in all (counted until the budget is spent): cheap to stringify natively. */
function small(v: object, budget: number): boolean {
  const stack: unknown[] = [v];
  let left = budget;
  while (stack.length) {
    const x = stack.pop();
    if (x === null || typeof x !== 'object') continue;
    const values = Array.isArray(x) ? x : Object.values(x);
    left -= values.length;
    if (left < 0) return false;
    for (const c of values) if (c !== null && typeof c === 'object') stack.push(c);
  }
  return true;
}

/** The JSON text of `value`, built in slices of at most about `sliceMs` of work each. */
export async function stringifyInSlices(value: unknown, sliceMs = 8, leafBudget = 2048): Promise<string> {
  const parts: string[] = [];
  let sliceStart = performance.now();
  const maybeYield = async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldLoop();
    sliceStart = performance.now();
  };
  const write = async (v: unknown, inArray: boolean): Promise<void> => {
    if (v === null || typeof v !== 'object' || typeof (v as { toJSON?: unknown }).toJSON === 'function' || small(v, leafBudget)) {
      const t = JSON.stringify(v);
      parts.push(t === undefined ? (inArray ? 'null' : '') : t);
      await maybeYield();
      return;
    }
    if (Array.isArray(v)) {
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i) parts.push(',');
        const e = v[i];
        await write(e === undefined || typeof e === 'function' || typeof e === 'symbol' ? null : e, true);
      }
      parts.push(']');
      return;
    }
    parts.push('{');
    let first = true;
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      parts.push(`${first ? '' : ','}${JSON.stringify(k)}:`);
      first = false;
      await write(x, false);
    }
    parts.push('}');
  };
  await write(value, false);
  return parts.join('');
}
