/**
 * Dictionaries keyed by what users write (frontmatter keys, argument names,
 * skill names in settings and usage records). A plain `{}` inherits
 * `constructor`, `toString`, `hasOwnProperty`, ... from `Object.prototype`,
 * so `key in obj` is wrongly true for them and `obj['__proto__'] = v` changes
 * the prototype instead of storing a key (issue 11, point 14). These objects
 * have no prototype: every key is an ordinary own key. They serialise like
 * plain objects (JSON, structured clone).
 */
import { z } from 'zod';

/** A fresh dictionary without a prototype, typed as a plain record. */
export function dict<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `dict()` filled from `entries` (later entries win, as with `Object.fromEntries`). */
export function dictFrom<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = dict<T>();
  for (const [k, v] of entries) out[k] = v;
  return out;
}

/** True when `obj` has `key` as its own key (safe for objects with or without a prototype). */
export function hasOwn(obj: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/**
 * A zod schema for a JSON object of user-named entries (`{ "<skill name>": value }`):
 * like `z.record(z.string(), value)`, but every key is kept, `__proto__`
 * included (zod's record drops it), in a `dict()`. An entry that fails
 * `value` fails the whole object, with the entry's name in the path.
 */
export function dictSchema<T extends z.ZodType>(value: T) {
  return z.unknown().transform((input, ctx): Record<string, z.output<T>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      ctx.addIssue({ code: 'custom', message: 'expected an object' });
      return z.NEVER;
    }
    const out = dict<z.output<T>>();
    for (const key of Object.keys(input)) {
      const r = value.safeParse((input as Record<string, unknown>)[key]);
      if (!r.success) {
        for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: [key, ...issue.path], message: issue.message });
        return z.NEVER;
      }
      out[key] = r.data;
    }
    return out;
  });
}
