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

/** Target size of one piece of `jsonPieces` (UTF-16 units). */
export const PIECE = 64 * 1024;

/** The JSON text of `value`, built in slices of at most about `sliceMs` of work each. */
export async function stringifyInSlices(value: unknown, sliceMs = 8, leafBudget = 2048): Promise<string> {
  return (await jsonPieces(value, sliceMs, leafBudget)).join('');
}

/**
 * The JSON text of `value` as pieces of about PIECE units (a single huge
 * leaf, like a long string, stays one piece), built in slices (see module
 * comment). Writing the pieces one by one (HTTP chunks, WebSocket fragments)
 * avoids even the final join of several MB in one task.
 */
export async function jsonPieces(value: unknown, sliceMs = 8, leafBudget = 2048): Promise<string[]> {
  const pieces: string[] = [];
  let parts: string[] = [];
  let size = 0;
  const push = (t: string) => {
    parts.push(t);
    size += t.length;
    if (size >= PIECE) { pieces.push(parts.join('')); parts = []; size = 0; }
  };
  let sliceStart = performance.now();
  const maybeYield = async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await yieldLoop();
    sliceStart = performance.now();
  };
  const write = async (v: unknown, inArray: boolean): Promise<void> => {
    if (v === null || typeof v !== 'object' || typeof (v as { toJSON?: unknown }).toJSON === 'function' || small(v, leafBudget)) {
      const t = JSON.stringify(v);
      push(t === undefined ? (inArray ? 'null' : '') : t);
      await maybeYield();
      return;
    }
    if (Array.isArray(v)) {
      push('[');
      for (let i = 0; i < v.length; i++) {
        if (i) push(',');
        const e = v[i];
        await write(e === undefined || typeof e === 'function' || typeof e === 'symbol' ? null : e, true);
      }
      push(']');
      return;
    }
    push('{');
    let first = true;
    for (const k of Object.keys(v)) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      push(`${first ? '' : ','}${JSON.stringify(k)}:`);
      first = false;
      await write(x, false);
    }
    push('}');
  };
  await write(value, false);
  if (parts.length) pieces.push(parts.join(''));
  return pieces;
}
