/**
 * The known differences between Claude Code and the engine
 * (test/conformance/known-differences.json): each names one check, one Claude
 * Code version and one field (for listing entries, which entries), says what
 * differs, and names a reason of the file's `reasons` table (its text and the
 * claude-code-measured.md point(s)), so one reason is written once. A run
 * fails on any difference no entry covers, and on any entry that no longer
 * occurs (stale: delete it), so the file shrinks as the engine is fixed.
 */
import { z } from 'zod';
import { FIELDS, type Difference, type Field } from './compare';

const entrySchema = z.object({
  /** The check id, as the suite prints it. */
  input: z.string().min(1),
  version: z.string().min(1),
  field: z.enum(FIELDS).exclude(['run']),
  /** For fields `entry` and `delta`: the entry keys this covers, or `*` for any entry of that listing. */
  entries: z.union([z.array(z.string().min(1)).min(1), z.literal('*')]).optional(),
  /** What differs, in a few words. */
  what: z.string().min(1),
  /** A key of the file's `reasons`. */
  reason: z.string().min(1),
  /**
   * The difference depends on the machine (e.g. directory read order, which differs from one
   * file system to the next): it is covered when it occurs and never reported stale.
   */
  unstable: z.literal(true).optional(),
}).strict();

const reasonSchema = z.object({
  /** Why Claude Code and the engine differ. */
  text: z.string().min(1),
  /** Point numbers of claude-code-measured.md (empty when it is not one of them). */
  points: z.array(z.number().int().positive()),
}).strict();

const fileSchema = z.object({
  $comment: z.string().optional(),
  reasons: z.record(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'reason keys are lower-case words joined by -'), reasonSchema),
  differences: z.array(entrySchema),
}).strict();

/** One known difference, with its reason looked up. */
export type KnownDifference = z.infer<typeof entrySchema> & { reasonText: string; points: number[] };

/**
 * Parse the known-differences file; throws with every problem listed (a broken file must
 * stop the run): bad shapes, an unknown or unused reason, `entries` on the wrong field, two
 * entries for the same check, release, field and reason.
 */
export function parseKnown(text: string): KnownDifference[] {
  const r = fileSchema.safeParse(JSON.parse(text));
  if (!r.success) throw new Error(`known differences: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const { reasons, differences } = r.data;
  const seen = new Set<string>();
  const used = new Set<string>();
  const out: KnownDifference[] = [];
  for (const k of differences) {
    const key = `${k.input}\u0000${k.version}\u0000${k.field}\u0000${k.reason}`;
    if (seen.has(key)) throw new Error(`known differences: two entries for ${k.input} ${k.version} ${k.field} ${k.reason}`);
    seen.add(key);
    if ((k.field === 'entry' || k.field === 'delta') !== (k.entries !== undefined)) {
      throw new Error(`known differences: ${k.input} ${k.version} ${k.field}: "entries" is required for fields entry and delta, and only for them`);
    }
    const reason = reasons[k.reason];
    if (!reason) throw new Error(`known differences: ${k.input} ${k.version} ${k.field}: no reason "${k.reason}"`);
    used.add(k.reason);
    out.push({ ...k, reasonText: reason.text, points: reason.points });
  }
  const unused = Object.keys(reasons).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`known differences: reasons no entry uses (delete them): ${unused.join(', ')}`);
  return out;
}

/** True when `k` covers difference `d` of check `input` under `version`. */
export function covers(k: KnownDifference, input: string, version: string, d: Difference): boolean {
  if (k.input !== input || k.version !== version || k.field !== d.field) return false;
  if (k.entries === undefined || k.entries === '*') return true;
  return d.entry !== undefined && k.entries.includes(d.entry);
}

/** The differences of one measured check under one version. */
export interface MeasuredCheck { input: string; version: string; differences: Difference[]; /** Claude Code could not be measured: its known entries are not judged. */ failedToRun: boolean }

/** A known entry that no longer occurs, whole or in part (`entries` lists the keys gone). */
export interface StaleKnown { known: KnownDifference; entries?: string[]; why: string }

/** Outcome of {@link judge}. */
export interface Judgement {
  /** Per check: the differences no known entry covers, and how many were covered. */
  checks: { input: string; version: string; unexpected: Difference[]; known: number; failedToRun: boolean }[];
  stale: StaleKnown[];
}

/**
 * Match the measured differences against the known ones. `ran` lists every
 * `input\u0000version` pair that was run (with or without differences): entries for
 * pairs that were not run (another platform, a filter) are neither used nor stale.
 */
export function judge(known: readonly KnownDifference[], measured: readonly MeasuredCheck[]): Judgement {
  const used = new Map<KnownDifference, Set<string>>();
  const checks: Judgement['checks'] = [];
  for (const m of measured) {
    const unexpected: Difference[] = [];
    let n = 0;
    for (const d of m.differences) {
      const hits = d.field === 'run' ? [] : known.filter((k) => covers(k, m.input, m.version, d));
      if (!hits.length) { unexpected.push(d); continue; }
      n++;
      for (const k of hits) { if (!used.has(k)) used.set(k, new Set()); used.get(k)!.add(d.entry ?? ''); }
    }
    checks.push({ input: m.input, version: m.version, unexpected, known: n, failedToRun: m.failedToRun });
  }
  const byPair = new Map(measured.map((m) => [`${m.input}\u0000${m.version}`, m]));
  const stale: StaleKnown[] = [];
  for (const k of known) {
    const m = byPair.get(`${k.input}\u0000${k.version}`);
    if (!m || m.failedToRun || k.unstable) continue;
    const hit = used.get(k);
    if (!hit) { stale.push({ known: k, why: `no ${k.field} difference any more` }); continue; }
    if (Array.isArray(k.entries)) {
      const gone = k.entries.filter((e) => !hit.has(e));
      if (gone.length) stale.push({ known: k, entries: gone, why: `these entries no longer differ: ${gone.join(', ')}` });
    }
  }
  return { checks, stale };
}

/** Known entries naming a check id that is not in the suite at all (a typo or a removed input). */
export function unknownInputs(known: readonly KnownDifference[], inputs: ReadonlySet<string>): KnownDifference[] {
  return known.filter((k) => !inputs.has(k.input));
}

/** A paste-ready known entry for an unexpected difference (its reason, a key of `reasons`, left for a person to choose or write). */
export function skeleton(input: string, version: string, d: Difference): z.infer<typeof entrySchema> {
  const field = d.field as Exclude<Field, 'run'>;
  return {
    input, version, field,
    ...(field === 'entry' || field === 'delta' ? { entries: [d.entry ?? '?'] } : {}),
    what: 'TODO: what differs', reason: 'TODO-reason-key',
  };
}
