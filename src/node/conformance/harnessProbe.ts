/**
 * The harness-probe group of `npm run conformance` (issue 17): for every
 * profile record whose version names a `probe` release (profiles/types.ts
 * `ProbeRelease`), install that release from npm (scripts/harness-probe,
 * cache `.cache/harness-probe/`), run each of its checks — the real program
 * offline against the fake provider on 127.0.0.1, temporary HOME, a copy of
 * test/harnesses/<id>/<fixture> — and compare what it sent with the engine
 * under the profile on another copy of the same fixture:
 *
 * - listing entries by the SKILL.md each points at (missing, extra, text,
 *   order), Codex's roots table by path, and the fixed lines around them (a
 *   `<harness text: …>` marker of ours matches any one line);
 * - the activation (tool result or injected message) line by line, markers
 *   likewise.
 *
 * The harness's own skills (built-ins, Codex's system skills) are entries
 * whose file is not in the input: they are left out and counted. Known
 * differences are test/conformance/harness-known-differences.json (check id,
 * field, optional entries, reason); an unlisted difference, a stale entry or a
 * run that captured nothing fails the group.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PROFILES, getProfile, renderListing, resolveRoots, scanCatalog, simulateInvocation } from '../../shared/engine';
import type { ListingSection, ProbeCheck, ProfileId, ProfileRecord } from '../../shared/engine';
import { createNodeFsPort } from '../fs/nodeFsPort';
import { listFolder } from '../fs/listFolder';

/** One planned run: a profile's probe release and one of its checks. */
export interface ProbePlan { id: string; profile: ProfileId; version: string; harness: string; check: ProbeCheck }

/** Every probe check of the registry, with its id `harness/<profile>/<case>[@fixture]`. */
export function probePlans(): ProbePlan[] {
  const out: ProbePlan[] = [];
  for (const r of PROFILES as readonly ProfileRecord[]) {
    for (const v of r.versions ?? []) {
      const p = v.probe;
      if (!p) continue;
      for (const c of p.checks ?? []) out.push({ id: `harness/${r.id}/${c.case}${c.fixture ? `@${c.fixture}` : ''}`, profile: r.id as ProfileId, version: v.id, harness: p.harness, check: c });
    }
  }
  return out;
}

/** One difference of a check. */
export interface ProbeDifference { field: 'run' | 'frame' | 'roots' | 'entries-missing' | 'entries-extra' | 'entry-text' | 'entries-order' | 'activation'; entries?: string[]; real: unknown; engine: unknown }

/** What one check gave. */
export interface ProbeResult { id: string; version: string; ms: number; dropped: number; differences: ProbeDifference[]; unexpected: ProbeDifference[] }

const knownSchema = z.object({
  $comment: z.string().optional(),
  reasons: z.record(z.string(), z.string().min(1)),
  differences: z.array(z.object({
    check: z.string().min(1), field: z.string().min(1), entries: z.array(z.string()).optional(),
    what: z.string().min(1), reason: z.string().min(1), unstable: z.literal(true).optional(),
  }).strict()),
}).strict();
type Known = z.infer<typeof knownSchema>['differences'][number];

/**
 * A listing split into what is compared: the fixed lines right before and after the entries
 * (`before` is compared from its end: the capture may hold the whole system prompt), roots
 * (Codex) and entries keyed by their SKILL.md.
 */
interface Parts { before: string[]; after: string[]; roots: string[]; entries: { key: string; text: string; own?: boolean }[] }

const isMarker = (l: string) => /^<harness text: [^>]*>$/.test(l);

/** Listing extractors by `ListingSection.format` (only the formats of probed profiles). */
const EXTRACT: Partial<Record<ListingSection['format'], (text: string) => Parts>> = {
  'codex-roots': (text) => {
    const l = text.split('\n');
    const r0 = l.indexOf('### Skill roots');
    const e0 = l.indexOf('### Available skills');
    const end = l.lastIndexOf('</skills_instructions>');
    const table = r0 >= 0 && e0 > r0 ? l.slice(r0 + 1, e0) : [];
    const alias = new Map(table.map((x) => /^- `(r\d+)` = `(.*)`$/.exec(x)).filter((m): m is RegExpExecArray => !!m).map((m) => [m[1], m[2]] as const));
    const entries = (e0 >= 0 ? l.slice(e0 + 1, end < 0 ? undefined : end) : []).map((x) => {
      const un = x.replace(/\(file: (r\d+)\/(.*)\)$/, (_, a: string, rest: string) => `(file: ${alias.get(a) ?? a}/${rest})`);
      return { key: /\(file: (.*)\)$/.exec(un)?.[1] ?? un, text: un };
    });
    const start = l.lastIndexOf('<skills_instructions>', Math.max(0, r0));
    const before = [...l.slice(Math.max(0, start), r0 >= 0 ? r0 + 1 : Math.max(0, e0)), ...(e0 >= 0 ? [l[e0]] : [])];
    return { before, after: end >= 0 ? l.slice(end, end + 1) : [], roots: [...alias.values()], entries };
  },
  'xml-indented': (text) => {
    const l = text.split('\n');
    const open = l.indexOf('<available_skills>');
    const close = l.lastIndexOf('</available_skills>');
    const blocks = open >= 0 ? text.split('\n').slice(open + 1, close < 0 ? undefined : close).join('\n').split(/(?<=<\/skill>)\n/).filter(Boolean) : [];
    return {
      before: open >= 0 ? l.slice(0, open + 1) : l, after: close >= 0 ? l.slice(close, close + 1) : [],
      roots: [],
      entries: blocks.map((b) => ({ key: /<location>(.*)<\/location>/.exec(b)?.[1] ?? b, text: b })),
    };
  },
};

/**
 * `xml-skills` with values on their own lines (Qwen Code): entries keyed by
 * `<name>` since `<location>` holds the level; a level other than `project`
 * or `user` (`bundled`, `extension`) is the harness's own skill.
 */
function xmlSkillsLines(text: string): Parts {
  const l = text.split('\n');
  const open = l.indexOf('<available_skills>');
  const close = l.lastIndexOf('</available_skills>');
  const blocks = open >= 0 ? l.slice(open + 1, close < 0 ? undefined : close).join('\n').split(/(?<=<\/skill>)\n/).filter(Boolean) : [];
  return {
    before: open >= 0 ? l.slice(0, open + 1) : l, after: close >= 0 ? l.slice(close, close + 1) : [], roots: [],
    entries: blocks.map((b) => {
      const level = /<location>\n?(.*?)\n?<\/location>/.exec(b)?.[1] ?? '';
      return { key: /<name>\n?(.*?)\n?<\/name>/.exec(b)?.[1] ?? b, text: b, own: level !== 'project' && level !== 'user' };
    }),
  };
}
EXTRACT['xml-skills'] = xmlSkillsLines;

/**
 * `names-sentence` (Cline): the tool description is one line, the harness's paragraph then
 * ` Available skills: a, b.`; entries are keyed by name (there are no paths). The paragraph
 * is `before` (one of our markers matches it), the fixed words around the names `after`.
 */
EXTRACT['names-sentence'] = (text) => {
  const at = text.lastIndexOf(' Available skills: ');
  if (at < 0 || !text.endsWith('.')) return { before: [text], after: [], roots: [], entries: [] };
  const names = text.slice(at + ' Available skills: '.length, -1).split(', ');
  return { before: [text.slice(0, at)], after: [' Available skills: ', '.'], roots: [], entries: names.map((n) => ({ key: n, text: n, own: false })) };
};

/** Lines equal, one of ours a marker standing for any one real line. */
function sameLines(real: string[], ours: string[]): boolean {
  return real.length === ours.length && ours.every((l, i) => l === real[i] || isMarker(l));
}

/** A copy of the fixture with a git repository in the project (the probe runs `git init`). */
function copyFixture(root: string, id: string, fixture: string): { work: string; home: string; project: string } {
  const work = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `probe-engine-${id}-`)));
  const home = path.join(work, 'home');
  const project = path.join(work, 'project');
  for (const d of ['home', 'project']) {
    const src = path.join(root, 'test/harnesses', id, fixture, d);
    if (fs.existsSync(src)) fs.cpSync(src, path.join(work, d), { recursive: true, verbatimSymlinks: true });
    else fs.mkdirSync(path.join(work, d), { recursive: true });
  }
  fs.mkdirSync(path.join(project, '.git'), { recursive: true });
  return { work, home, project };
}

/** The engine's listing and activation for a plan, with paths written `<PROJ>`/`<HOME>` as the probe writes them. */
function engineSide(root: string, plan: ProbePlan): { listing: string; activation: string | null; exists: (p: string) => boolean; cleanup: () => void } {
  const c = plan.check;
  const { work, home, project } = copyFixture(root, plan.profile, c.fixture ?? 'input');
  const cwd = c.cwd ? path.join(project, c.cwd) : project;
  const port = createNodeFsPort();
  const profile = getProfile(plan.profile, plan.version);
  const roots = resolveRoots({ home, project, cwd, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false }, profile, { bundledDir: null, port });
  const catalog = scanCatalog(port, roots, profile, { cwd });
  const norm = (s: string) => s.replaceAll(project, '<PROJ>').replaceAll(home, '<HOME>');
  const listing = norm(renderListing(catalog, profile, c.contextWindowTokens ? { contextWindowTokens: c.contextWindowTokens } : {}).text);
  let activation: string | null = null;
  if (c.invoke) {
    const read = (p: string) => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };
    const rec = simulateInvocation(catalog, { name: c.invoke.name, as: c.invoke.as, args: c.invoke.args }, profile, read, (p) => fs.existsSync(p), listFolder);
    activation = rec.allowed ? norm(rec.messages.map((m) => m.text).join('\n')) : null;
  }
  const exists = (p: string) => fs.existsSync(p.replaceAll('<PROJ>', project).replaceAll('<HOME>', home));
  return { listing, activation, exists, cleanup: () => fs.rmSync(work, { recursive: true, force: true }) };
}

/** The activation as the model got it: a function response's `output` when the probe captured the JSON response. */
function activationText(a: string | null): string | null {
  if (a === null || !a.startsWith('{')) return a;
  try { const o = JSON.parse(a) as { output?: unknown }; return typeof o.output === 'string' ? o.output : a; } catch { return a; }
}

/** Compare one check's capture with the engine. */
function compare(plan: ProbePlan, capture: { listing?: string | null; activation?: string | null }, ours: ReturnType<typeof engineSide>): { differences: ProbeDifference[]; dropped: number } {
  const d: ProbeDifference[] = [];
  const extract = EXTRACT[getProfile(plan.profile, plan.version).listing.format];
  if (!capture.listing) return { differences: [{ field: 'run', real: 'no listing captured', engine: null }], dropped: 0 };
  if (!extract) return { differences: [{ field: 'run', real: 'no extractor for this listing format', engine: null }], dropped: 0 };
  const real = extract(capture.listing);
  const mine = extract(ours.listing);
  // The harness's own skills: entries whose file is not in the input.
  const isOwn = (e: Parts['entries'][number]) => e.own ?? !ours.exists(e.key);
  const own = real.entries.filter(isOwn);
  const realEntries = real.entries.filter((e) => !isOwn(e));
  const ownRoots = new Set(real.roots.filter((r) => own.some((e) => e.key.startsWith(`${r}/`)) && !realEntries.some((e) => e.key.startsWith(`${r}/`))));
  const realRoots = real.roots.filter((r) => !ownRoots.has(r));
  // A listing that starts with line breaks (pi: "\n\n") ends the line before it in the real prompt: the first
  // empty line of ours is that line's end, not a line of its own.
  const mineBefore = mine.before[0] === '' && real.before.length > mine.before.length ? mine.before.slice(1) : mine.before;
  const realBefore = real.before.slice(Math.max(0, real.before.length - mineBefore.length));
  if (!sameLines(realBefore, mineBefore) || !sameLines(real.after, mine.after)) d.push({ field: 'frame', real: [...realBefore, '…', ...real.after], engine: [...mineBefore, '…', ...mine.after] });
  if (JSON.stringify(realRoots) !== JSON.stringify(mine.roots)) d.push({ field: 'roots', real: realRoots, engine: mine.roots });
  const mk = new Map(mine.entries.map((e) => [e.key, e.text]));
  const rk = new Map(realEntries.map((e) => [e.key, e.text]));
  const missing = realEntries.filter((e) => !mk.has(e.key)).map((e) => e.key);
  const extra = mine.entries.filter((e) => !rk.has(e.key)).map((e) => e.key);
  if (missing.length) d.push({ field: 'entries-missing', entries: missing, real: missing.map((k) => rk.get(k)), engine: null });
  if (extra.length) d.push({ field: 'entries-extra', entries: extra, real: null, engine: extra.map((k) => mk.get(k)) });
  const both = realEntries.filter((e) => mk.has(e.key));
  const differing = both.filter((e) => mk.get(e.key) !== e.text).map((e) => e.key);
  if (differing.length) d.push({ field: 'entry-text', entries: differing, real: differing.map((k) => rk.get(k)), engine: differing.map((k) => mk.get(k)) });
  const order = (list: { key: string }[]) => list.map((e) => e.key).filter((k) => rk.has(k) && mk.has(k));
  if (JSON.stringify(order(realEntries)) !== JSON.stringify(order(mine.entries))) d.push({ field: 'entries-order', real: order(realEntries), engine: order(mine.entries) });
  if (plan.check.invoke) {
    const r = activationText(capture.activation ?? null);
    const expectNone = !!plan.check.invoke.expectNone;
    if (expectNone ? r !== null || ours.activation !== null : r === null || ours.activation === null || !sameLines(r.split('\n'), ours.activation.split('\n'))) {
      d.push({ field: 'activation', real: r, engine: ours.activation });
    }
  }
  return { differences: d, dropped: own.length };
}

/** Differences no known entry covers, and the known entries (of the run checks) that matched nothing. */
function judge(results: { id: string; differences: ProbeDifference[] }[], known: Known[]): { unexpected: Map<string, ProbeDifference[]>; stale: Known[] } {
  const used = new Set<Known>();
  const unexpected = new Map<string, ProbeDifference[]>();
  for (const r of results) {
    const left = r.differences.filter((d) => {
      const k = known.find((x) => x.check === r.id && x.field === d.field && (!x.entries || (d.entries ?? []).every((e) => x.entries!.some((p) => e.endsWith(p)))));
      if (k) used.add(k);
      return !k;
    });
    unexpected.set(r.id, left);
  }
  const ran = new Set(results.map((r) => r.id));
  return { unexpected, stale: known.filter((k) => ran.has(k.check) && !used.has(k) && !k.unstable) };
}

/**
 * Run the probe checks whose id `want` accepts; returns per-check results
 * (with the unexpected differences) and the stale known entries. Installs a
 * missing release with `npm install` (scripts/harness-probe/run.mjs --install).
 */
export function runHarnessProbeGroup(root: string, want: (id: string) => boolean, log: (line: string) => void): { results: ProbeResult[]; stale: Known[] } {
  const plans = probePlans().filter((p) => want(p.id));
  if (!plans.length) return { results: [], stale: [] };
  const known = knownSchema.parse(JSON.parse(fs.readFileSync(path.join(root, 'test/conformance/harness-known-differences.json'), 'utf8')));
  for (const k of known.differences) if (!known.reasons[k.reason]) throw new Error(`harness-known-differences.json: unknown reason ${k.reason}`);
  const raw: { id: string; version: string; ms: number; dropped: number; differences: ProbeDifference[] }[] = [];
  for (const plan of plans) {
    const t0 = Date.now();
    const rec = (PROFILES as readonly ProfileRecord[]).find((r) => r.id === plan.profile)!;
    const probe = rec.versions!.find((v) => v.id === plan.version)!.probe!;
    const args = ['scripts/harness-probe/run.mjs', '--harness', plan.harness, '--version', probe.version, '--install', '--case', plan.check.case];
    if (plan.check.fixture) args.push('--fixture', path.join('test/harnesses', plan.profile, plan.check.fixture));
    const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 300_000 });
    const prefix = plan.check.fixture ? `${plan.check.fixture}-` : '';
    const file = path.join(root, '.cache/harness-probe/runs', plan.harness, prefix + plan.check.case, 'capture.json');
    let differences: ProbeDifference[];
    let dropped = 0;
    if (run.status !== 0 || !fs.existsSync(file)) {
      differences = [{ field: 'run', real: `probe exit ${run.status}: ${(run.stderr || run.stdout || '').slice(-500)}`, engine: null }];
    } else {
      const capture = JSON.parse(fs.readFileSync(file, 'utf8'));
      const ours = engineSide(root, plan);
      try { ({ differences, dropped } = compare(plan, capture, ours)); } finally { ours.cleanup(); }
    }
    raw.push({ id: plan.id, version: plan.version, ms: Date.now() - t0, dropped, differences });
    log(`${plan.id} [${probe.npm}@${probe.version}]: ${differences.length ? `${differences.length} difference(s)` : 'identical'} (${((Date.now() - t0) / 1000).toFixed(1)} s${dropped ? `, ${dropped} of the harness's own skills left out` : ''})`);
  }
  const runs = raw.filter((r) => !r.differences.some((d) => d.field === 'run'));
  const j = judge(runs, known.differences);
  const results = raw.map((r) => ({ ...r, unexpected: r.differences.some((d) => d.field === 'run') ? r.differences : j.unexpected.get(r.id) ?? [] }));
  return { results, stale: j.stale };
}
