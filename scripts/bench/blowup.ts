/**
 * Blow-up figures for `npm run bench` (issue 11, point 13): the engine's work
 * on a hostile SKILL.md against the same work on a normal file of equal size
 * that takes the same path through the engine (its "twin"), so the ratio
 * shows what the hostile shape costs beyond its size. Target ≤ 10×.
 *
 * - keys: 20,000 top-level `kN: vN # c` keys (the comment sends them to the
 *   yaml package) vs the same 20,000 entries under `metadata:`, where the spec
 *   puts extra keys (so the yaml package's own work is the same); the work is
 *   parsing under Claude Code and under agent-skills (which lists unknown
 *   keys), scanning the file and rendering the listing.
 * - placeholders: 2,500 `${CLAUDE_SKILL_DIR}/` in a row and 2,500
 *   `$ARGUMENTS[0]` lines vs prose of equal size; the work is the body checks
 *   and invoking the skill (user path, no arguments).
 * - nesting: a description of 100,000 nested `[` vs a flat flow list of equal
 *   size; the work is parsing (Claude Code, with its retry), scanning and
 *   rendering the listing.
 *
 * Each side is warmed up, then timed (see `time`); the fastest runs are compared.
 */
import { getProfile } from '../../src/shared/engine';
import { parseSkillText } from '../../src/shared/engine';
import { scanCatalog } from '../../src/shared/engine';
import { renderListing } from '../../src/shared/engine';
import { checkBody } from '../../src/shared/engine';
import { simulateInvocation } from '../../src/shared/engine';
import { createMemoryFs } from '../../test/support/memoryFs';

const ROOT = '/p/.claude/skills';
const PATH = `${ROOT}/case/SKILL.md`;
const cc = getProfile('claude-code');
const as = getProfile('agent-skills');

/** `unit` repeated until the text is `size` characters long. */
function fill(unit: (i: number) => string, size: number): string {
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < size; i++) { const u = unit(i); parts.push(u); n += u.length; }
  return parts.join('').slice(0, size);
}

/** `a` and `b` made the same length by padding the shorter one's body (which ends the text) with words. */
function sameLength(a: string, b: string): [string, string] {
  const pad = (t: string, n: number) => t + fill((i) => `pad${i} `, n - t.length);
  return a.length < b.length ? [pad(a, b.length), b] : [a, pad(b, a.length)];
}

/** The two texts of one case, the same length. */
interface Pair { hostile: string; twin: string; work: (text: string) => unknown; what: string }

function scanAndList(text: string): unknown {
  const port = createMemoryFs({ [PATH]: text });
  const cat = scanCatalog(port, [{ scope: 'project', path: ROOT, layout: 'skill-dirs', trusted: true }], cc, { cwd: '/p' });
  return renderListing(cat, cc, {});
}

const CASES: Record<string, () => Pair> = {
  keys: () => {
    const keys = Array.from({ length: 20_000 }, (_, j) => `k${j}: v${j} # c\n`).join('');
    // The twin: the same 20,000 entries where the spec puts extra keys (under `metadata:`),
    // so the yaml package does the same work and only the top-level keys differ.
    const nested = Array.from({ length: 20_000 }, (_, j) => ` k${j}: ${j} # c\n`).join('');
    const [hostile, twin] = sameLength(`---\n${keys}description: many\n---\nbody\n`, `---\ndescription: many\nmetadata:\n${nested}---\nbody\n`);
    return {
      hostile, twin, what: 'parse (Claude Code and agent-skills) + scan + listing',
      work: (t) => [parseSkillText(t, { profile: cc, dirName: 'case' }), parseSkillText(t, { profile: as, dirName: 'case' }), scanAndList(t)],
    };
  },
  placeholders: () => {
    const body = '${CLAUDE_SKILL_DIR}/'.repeat(2500) + '\n' + 'Use $ARGUMENTS[0] here.\n'.repeat(2500);
    const head = '---\ndescription: placeholders\n---\n';
    const hostile = head + body;
    const twin = head + fill((i) => `Plain words number ${i} in a sentence.\n`, body.length);
    const exists = () => false;
    return {
      hostile, twin, what: 'body checks + invoke (user path)',
      work: (t) => {
        const port = createMemoryFs({ [PATH]: t });
        const cat = scanCatalog(port, [{ scope: 'project', path: ROOT, layout: 'skill-dirs', trusted: true }], cc, { cwd: '/p' });
        const parsed = parseSkillText(t, { profile: cc, dirName: 'case' });
        return [checkBody(t, parsed, { dir: `${ROOT}/case`, fileExists: exists, profileId: 'claude-code' }),
          simulateInvocation(cat, { name: 'case', as: 'user', args: '' }, cc, () => t, exists)];
      },
    };
  },
  nesting: () => {
    const n = 100_000;
    const hostile = `---\nname: case\ndescription: ${'['.repeat(n)}${']'.repeat(n)}\n---\nbody\n`;
    const head = '---\nname: case\ndescription: [';
    const tail = ']\n---\nbody\n';
    const twin = head + fill((i) => (i ? ', a' : 'a'), hostile.length - head.length - tail.length) + tail;
    return {
      hostile, twin, what: 'parse (Claude Code) + scan + listing',
      work: (t) => [parseSkillText(t, { profile: cc, dirName: 'case' }), scanAndList(t)],
    };
  },
};

/** The names of the blow-up cases. */
export const BLOWUP_CASES = Object.keys(CASES);

/**
 * Fastest ms of `work(text)`: two warm-up runs (the JIT settles), then at
 * least `runs` runs and more until about a second has been spent (at most
 * 100). The minimum, not the median: a blow-up is in the work itself, while
 * garbage collection and other processes on a shared machine only ever add
 * time (a 2 ms twin doubles under load, which says nothing about the engine).
 */
function time(work: (t: string) => unknown, text: string, runs: number): number {
  work(text);
  work(text);
  const ms: number[] = [];
  let spent = 0;
  while (ms.length < runs || (spent < 1000 && ms.length < 100)) {
    const t0 = performance.now();
    work(text);
    const d = performance.now() - t0;
    ms.push(d);
    spent += d;
  }
  return Math.min(...ms);
}

/** Measure one case: hostile and twin times (ms, fastest run), their size and the ratio. */
export function measureBlowup(name: string, runs = 5): { case: string; what: string; chars: number; hostileMs: number; twinMs: number; ratio: number } {
  const c = CASES[name];
  if (!c) throw new Error(`unknown blow-up case ${name} (${BLOWUP_CASES.join(', ')})`);
  const p = c();
  if (Math.abs(p.hostile.length - p.twin.length) > 1) throw new Error(`${name}: twin is ${p.twin.length} characters, hostile ${p.hostile.length}`);
  const twinMs = time(p.work, p.twin, runs);
  const hostileMs = time(p.work, p.hostile, runs);
  return { case: name, what: p.what, chars: p.hostile.length, hostileMs, twinMs, ratio: hostileMs / twinMs };
}
