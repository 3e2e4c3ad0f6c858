/**
 * Figures and the printed table of a conformance run: per Claude Code version,
 * how many listings, entries, deltas and invocation fields are byte-identical,
 * and which checks passed (no difference, or only known ones) or failed.
 */
import type { Difference } from './compare';
import type { CheckResult } from './runCheck';
import type { Judgement, StaleKnown } from './known';
import { firstDifference } from './compare';

/** `same` of `total`. */
export interface Ratio { same: number; total: number }

const INVOCATION_FIELDS = ['verdict', 'toolResult', 'refusal', 'command', 'body', 'fork'] as const;

/** The figures of one version. */
export interface VersionFigures {
  checks: number;
  passed: number;
  /** Of the passed: those with known differences only. */
  passedWithKnown: number;
  failed: number;
  /** Checks Claude Code could not be measured on. */
  notMeasured: number;
  listings: Ratio;
  entries: Ratio;
  deltas: Ratio;
  invocation: Record<(typeof INVOCATION_FIELDS)[number], Ratio>;
  stale: number;
}

/** Per-version figures of `results`, judged by `j`. */
export function figures(results: readonly CheckResult[], j: Judgement): Record<string, VersionFigures> {
  const out: Record<string, VersionFigures> = {};
  const judged = new Map(j.checks.map((c) => [`${c.input}\u0000${c.version}`, c]));
  for (const r of results) {
    const f = (out[r.version] ??= {
      checks: 0, passed: 0, passedWithKnown: 0, failed: 0, notMeasured: 0,
      listings: { same: 0, total: 0 }, entries: { same: 0, total: 0 }, deltas: { same: 0, total: 0 },
      invocation: Object.fromEntries(INVOCATION_FIELDS.map((k) => [k, { same: 0, total: 0 }])) as VersionFigures['invocation'],
      stale: 0,
    });
    f.checks++;
    const jc = judged.get(`${r.id}\u0000${r.version}`);
    if (!jc || jc.unexpected.length) f.failed++;
    else { f.passed++; if (jc.known) f.passedWithKnown++; }
    if (r.failedToRun) { f.notMeasured++; continue; }
    if (r.listing) {
      f.listings.total++; if (r.listing.identical) f.listings.same++;
      f.entries.total += r.listing.entriesTotal; f.entries.same += r.listing.entriesSame;
    }
    if (r.delta) { f.deltas.total++; if (r.delta.identical) f.deltas.same++; }
    if (r.invocation) {
      for (const k of r.invocation.compared) {
        if (!(INVOCATION_FIELDS as readonly string[]).includes(k)) continue;
        const ratio = f.invocation[k as (typeof INVOCATION_FIELDS)[number]];
        ratio.total++;
        if (!r.differences.some((d) => d.field === k)) ratio.same++;
      }
    }
  }
  for (const s of j.stale) if (out[s.known.version]) out[s.known.version].stale++;
  return out;
}

const LABELS: [keyof VersionFigures['invocation'] | 'listings' | 'entries' | 'deltas', string][] = [
  ['listings', 'listing identical'], ['entries', 'entries identical'], ['deltas', 'paths deltas identical'],
  ['verdict', 'verdicts'], ['toolResult', 'tool results'], ['refusal', 'refusal texts'],
  ['command', 'command messages'], ['body', 'bodies'], ['fork', 'fork tasks'],
];

/** The table of one version, as printed. */
export function formatTable(version: string, f: VersionFigures, note = ''): string {
  const rows = LABELS.map(([k, label]) => {
    const r = k === 'listings' || k === 'entries' || k === 'deltas' ? f[k] : f.invocation[k];
    return `  ${label.padEnd(24)} ${String(r.same).padStart(5)} / ${String(r.total).padEnd(5)}${r.total && r.same < r.total ? `  (${r.total - r.same} differ)` : ''}`;
  });
  return [
    `Claude Code ${version}${note ? `  (${note})` : ''}`,
    ...rows,
    `  checks: ${f.passed} passed (${f.passedWithKnown} with known differences only), ${f.failed} failed${f.notMeasured ? `, ${f.notMeasured} could not be measured` : ''}; stale known entries: ${f.stale}`,
  ].join('\n');
}

/** Short text of one value for a report line. */
function short(v: unknown, max = 160): string {
  const s = typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v ?? null);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** One line (or three) describing a difference. */
export function describe(d: Difference): string {
  const head = `${d.field}${d.entry ? ` ${d.entry}` : ''}`;
  if (typeof d.claude === 'string' && typeof d.engine === 'string') {
    const fd = firstDifference(d.claude, d.engine);
    if (fd) return `${head}: first difference at ${fd.at}\n      claude: ${short(fd.claude)}\n      engine: ${short(fd.engine)}`;
  }
  return `${head}\n      claude: ${short(d.claude)}\n      engine: ${short(d.engine)}`;
}

/** A stale known entry, as printed. */
export function describeStale(s: StaleKnown): string {
  return `STALE known difference (delete it from the file, or the part named): ${s.known.input} [${s.known.version}] ${s.known.field}: ${s.why}`;
}
