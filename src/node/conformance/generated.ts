/**
 * Input trees built at run time (never committed): projects from the shared
 * corpus of public skills (../shared/corpus, MANIFEST.tsv), and very large
 * SKILL.md files. Each builder writes `<out>/<tree>/{project,user}` and returns
 * the tree's checks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { labelOf, type Check, type CheckAction } from './checks';

/** One SKILL.md of the corpus: the repo folder and the skill's folder, absolute. */
interface CorpusSkill { repo: string; dir: string; name: string }

/** Every SKILL.md row of MANIFEST.tsv present on disk, sorted by path. */
export function corpusSkills(corpus: string): CorpusSkill[] {
  const rows = fs.readFileSync(path.join(corpus, 'MANIFEST.tsv'), 'utf8').split('\n').slice(1).filter(Boolean);
  const out: CorpusSkill[] = [];
  for (const row of rows) {
    const [repo, , repoPath] = row.split('\t');
    if (!repoPath || path.posix.basename(repoPath) !== 'SKILL.md') continue;
    const folder = repo.replace('/', '__');
    const file = path.join(corpus, folder, repoPath);
    if (!fs.existsSync(file)) continue;
    out.push({ repo: folder, dir: path.dirname(file), name: path.posix.basename(path.posix.dirname(repoPath)) });
  }
  return out.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
}

/**
 * Copy skill folders into `<tree>/project/.claude/skills/<name>` (with `split`, every other
 * one into `<tree>/user/.claude/skills`). A folder name already taken is skipped (two
 * folders of one name cannot sit side by side). Returns the names placed.
 */
export function placeSkills(tree: string, skills: readonly CorpusSkill[], split = false): string[] {
  fs.rmSync(tree, { recursive: true, force: true });
  fs.mkdirSync(path.join(tree, 'project'), { recursive: true });
  fs.mkdirSync(path.join(tree, 'user'), { recursive: true });
  const taken = new Set<string>();
  const placed: string[] = [];
  for (const s of skills) {
    if (taken.has(s.name)) continue;
    taken.add(s.name);
    const scope = split && placed.length % 2 === 1 ? 'user' : 'project';
    fs.cpSync(s.dir, path.join(tree, scope, '.claude', 'skills', s.name), { recursive: true, verbatimSymlinks: true });
    placed.push(s.name);
  }
  return placed;
}

/** Every `stride`-th element from `offset`, at most `count`. */
function every<T>(xs: readonly T[], stride: number, count: number, offset = 0): T[] {
  const out: T[] = [];
  for (let i = offset; i < xs.length && out.length < count; i += stride) out.push(xs[i]);
  return out;
}

function check(treeId: string, tree: string, action: CheckAction, extra: Partial<Check> = {}): Check {
  const ccArgs = extra.ccArgs ?? [];
  const env = extra.env ?? {};
  return { id: `${treeId} ${labelOf(action, ccArgs, env, extra.bundled)}`, tree, project: 'project', home: 'user', plugins: [], git: false, action, ccArgs, env, ...extra };
}

/** Models with a 200k and a 1M window, per version (claude-code-measured.md point 7). */
const MODEL_VARIANTS: { args: string[]; versions: string[] }[] = [
  { args: ['--model', 'claude-sonnet-4-5'], versions: ['2.1.332'] },
  { args: ['--model', 'claude-sonnet-4-6[1m]'], versions: ['2.1.112', '2.1.332'] },
];

/**
 * Corpus projects: `small` (8 skills, under every budget), `30` and `30split` (30 skills,
 * over the 200k-window budget; user + project split), `all` (every distinct folder name,
 * over every budget), and one project per corpus repository. Listings of each; the big
 * ones also under other models; and invocations of one skill per repository (model path
 * with `--allowedTools Skill` so skills with `allowed-tools` load; user path for every
 * other repository). The repository with a `claude-api` skill also runs with bundled skills on
 * (its listing and `/claude-api`).
 */
export function corpusChecks(corpus: string, out: string): Check[] {
  const all = corpusSkills(corpus);
  const checks: Check[] = [];
  const listing: CheckAction = { kind: 'listing' };
  const trees: [string, CorpusSkill[], boolean][] = [
    ['small', every(all, 25, 8, 3), false],
    ['30', every(all, 7, 30), false],
    ['30split', every(all, 7, 30), true],
    ['all', all, false],
  ];
  for (const [name, skills, split] of trees) {
    const id = `corpus/${name}`;
    const tree = path.join(out, 'corpus', name);
    placeSkills(tree, skills, split);
    checks.push(check(id, tree, listing));
    if (name === '30' || name === 'all') for (const m of MODEL_VARIANTS) checks.push(check(id, tree, listing, { ccArgs: m.args, versions: m.versions }));
  }
  const repos = [...new Set(all.map((s) => s.repo))].sort();
  repos.forEach((repo, i) => {
    const id = `corpus/repo/${repo}`;
    const tree = path.join(out, 'corpus', 'repo', repo);
    const placed = placeSkills(tree, all.filter((s) => s.repo === repo));
    checks.push(check(id, tree, listing));
    const first = placed[0];
    if (!first) return;
    checks.push(check(id, tree, { kind: 'invoke', as: 'model', skill: first, args: 'alpha "beta gamma" 3' }, { ccArgs: ['--allowedTools', 'Skill'] }));
    if (i % 2 === 0) checks.push(check(id, tree, { kind: 'invoke', as: 'user', text: `/${first} alpha beta` }));
    // A real project skill with a bundled skill's name (anthropics/skills has `claude-api`, issue 13 §3):
    // its listing and `/claude-api` with the release's built-ins on.
    if (placed.includes('claude-api')) {
      checks.push(check(id, tree, listing, { bundled: true }));
      checks.push(check(id, tree, { kind: 'invoke', as: 'user', text: '/claude-api' }, { bundled: true }));
    }
  });
  return checks;
}

/** A large SKILL.md: its tree label, its exact size in bytes, and whether the user path is run too. */
export interface BigFile { label: string; bytes: number; userPath: boolean }

/**
 * The sizes measured: 2.1.332 skips a SKILL.md over 1,000,000 bytes (both sides of that
 * line), the engine reads at most 1 MiB, and 5 MiB and 20 MiB bodies (issue 11 point 6).
 */
export const BIG_FILES: readonly BigFile[] = [
  { label: '1000000b', bytes: 1_000_000, userPath: false },
  { label: '1000001b', bytes: 1_000_001, userPath: false },
  { label: '1mib', bytes: 1024 * 1024, userPath: false },
  { label: '5mib', bytes: 5 * 1024 * 1024, userPath: true },
  { label: '20mib', bytes: 20 * 1024 * 1024, userPath: true },
];

/** The text of a SKILL.md of exactly `bytes` bytes (ASCII): numbered lines, `$ARGUMENTS` on the last one. */
export function bigSkillText(bytes: number, label: string): string {
  const head = `---\ndescription: A ${label} skill body\n---\n\n`;
  const tail = 'Last line: $ARGUMENTS\n';
  const lines: string[] = [];
  let size = head.length + tail.length;
  for (let i = 1; ; i++) {
    const l = `Line ${i} of a very large skill body, repeated to reach the size.\n`;
    if (size + l.length > bytes) break;
    lines.push(l);
    size += l.length;
  }
  const pad = bytes - size;
  return `${head}${lines.join('')}${pad > 0 ? `${'x'.repeat(pad - 1)}\n` : ''}${tail}`;
}

/** Very large SKILL.md files (see {@link BIG_FILES}): the listing and the invocations of each. */
export function bigFileChecks(out: string, files: readonly BigFile[] = BIG_FILES): Check[] {
  const checks: Check[] = [];
  for (const f of files) {
    const id = `generated/big-${f.label}`;
    const tree = path.join(out, 'generated', `big-${f.label}`);
    const dir = path.join(tree, 'project', '.claude', 'skills', 'big-skill');
    fs.rmSync(tree, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.mkdirSync(path.join(tree, 'user'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'SKILL.md'), bigSkillText(f.bytes, f.label));
    checks.push(check(id, tree, { kind: 'listing' }));
    checks.push(check(id, tree, { kind: 'invoke', as: 'model', skill: 'big-skill', args: 'end' }));
    if (f.userPath) checks.push(check(id, tree, { kind: 'invoke', as: 'user', text: '/big-skill end' }));
  }
  return checks;
}
