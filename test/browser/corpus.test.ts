/**
 * Skill Studio end to end on real skills: the skill folders of four corpus
 * repositories (anthropics/skills, obra/superpowers, trailofbits/skills,
 * openai/skills; read-only, copied into a temp project's `.claude/skills/`),
 * scanned by the built CLI and opened in the built app on the same project.
 * Every skill the CLI reports must appear in the catalog tree with the same
 * name, description and status; a handful are checked against values written
 * by hand from their SKILL.md; then one description is edited in Monaco, the
 * listing preview follows, Ctrl+S writes exactly that change to disk (the
 * rest byte-identical), and the same for a copy converted to CRLF line
 * endings (as a Windows checkout with autocrlf has it).
 *
 * Needs `npx electron-vite build && node scripts/build-cli.mjs` first. The
 * corpus is found via $SKILLS_CORPUS or ../shared/corpus.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser, REPO_ROOT } from './helpers/app';

const CORPUS = path.resolve(process.env.SKILLS_CORPUS ?? path.join(REPO_ROOT, '../shared/corpus'));
const CLI = path.join(REPO_ROOT, 'out/cli/skill-studio.cjs');
/** Copied in this order; on a folder-name clash the later one is skipped. */
const REPOS = ['anthropics/skills', 'obra/superpowers', 'trailofbits/skills', 'openai/skills'];
/** SKILL.md rows per repository in MANIFEST.tsv (counted by hand: 12 + 14 + 45 + 10). */
const ROWS: Record<string, number> = { 'anthropics/skills': 12, 'obra/superpowers': 14, 'trailofbits/skills': 45, 'openai/skills': 10 };
/** The one clash: openai's skill-creator comes after anthropics's. */
const SKIPPED = ['openai/skills:skills/.system/skill-creator'];
/** Converted to CRLF in the temp project (LF in the corpus). */
const CRLF_SKILL = 'executing-plans';

interface CliSkill { name: string; path: string; scope: string; status: string; description: string }
interface CliScan { profile: string; skills: CliSkill[]; files: { path: string }[] }
interface TreeRow { name: string; status: string; description: string; path: string; scope: string }

/**
 * Hand-checked from the SKILL.md files (read in the corpus, not taken from
 * our output). Descriptions are the YAML values: quotes removed, a folded
 * block joined with spaces, a literal block keeping its newlines, then
 * trimmed (the trailing newline of `>` goes).
 */
const HAND_CHECKED: { name: string; status: string; description: string; from: string }[] = [
  {
    name: 'brainstorming', status: 'listed', from: 'obra/superpowers (double-quoted)',
    description: 'You MUST use this before any creative work - creating features, building components, adding functionality, or modifying behavior. Explores user intent, requirements and design before implementation.',
  },
  {
    name: 'firebase-apk-scanner', status: 'hidden', from: 'trailofbits/skills (disable-model-invocation: true)',
    description: 'Scans Android APKs for Firebase security misconfigurations including open databases, storage buckets, authentication issues, and exposed cloud functions. Use when analyzing APK files for Firebase vulnerabilities, performing mobile app security audits, or testing Firebase endpoint security. For authorized security research only.',
  },
  {
    name: 'git-cleanup', status: 'hidden', from: 'trailofbits/skills (quoted; disable-model-invocation: true)',
    description: 'Safely analyzes and cleans up local git branches and worktrees by categorizing them as merged, squash-merged, superseded, or active work.',
  },
  {
    name: 'atheris', status: 'listed', from: 'trailofbits/skills (folded `>` block, extra key `type: fuzzer`)',
    description: 'Atheris is a coverage-guided Python fuzzer based on libFuzzer. Use for fuzzing pure Python code and Python C extensions.',
  },
  {
    name: 'test-driven-development', status: 'listed', from: 'obra/superpowers (plain)',
    description: 'Use when implementing any feature or bugfix, before writing implementation code',
  },
  {
    name: 'open-sourcing', status: 'listed', from: 'trailofbits/skills (plain scalar with double quotes inside)',
    description: 'This skill should be used when the user asks to "open source this project", "prepare this repository for public release", "make this repo public", "check open-source readiness", "choose a license for this project", or "set up release automation" ahead of a public launch. Provides a release-readiness workflow covering secrets hygiene, licensing, documentation, CI, and language-specific packaging.',
  },
  {
    // anthropics's copy, not openai's ("Guide for creating effective skills. …"): the clash skipped openai's.
    name: 'skill-creator', status: 'listed', from: 'anthropics/skills (kept over openai/skills)',
    description: 'Create new skills, modify and improve existing skills, and measure skill performance. Use when users want to create a skill from scratch, edit, or optimize an existing skill, run evals to test a skill, benchmark skill performance with variance analysis, or optimize a skill\'s description for better triggering accuracy.',
  },
  {
    name: CRLF_SKILL, status: 'listed', from: 'obra/superpowers (converted to CRLF here)',
    description: 'Use when you have a written implementation plan to execute in a separate session with review checkpoints',
  },
];

/** claude-api (anthropics/skills): a `|-` literal block of three lines; over 1024 characters. */
const CLAUDE_API_START = 'Reference for the Claude API / Anthropic SDK — model ids, pricing, params, streaming, tool use, MCP, agents, caching, token counting, model migration.\nTRIGGER — read BEFORE opening the target file;';
const CLAUDE_API_END = 'over the project hits (run this grep FIRST if no provider named — don\'t Read the file).';

/** Copy the skill folders of REPOS (as MANIFEST.tsv places them) into `skillsDir`, one folder per skill. */
function copyCorpusSkills(skillsDir: string): { copied: string[]; skipped: string[]; perRepo: Record<string, number> } {
  const rows = fs.readFileSync(path.join(CORPUS, 'MANIFEST.tsv'), 'utf8').split('\n').slice(1).filter(Boolean)
    .map((r) => r.split('\t')).filter(([, , p]) => p && path.posix.basename(p) === 'SKILL.md');
  const copied: string[] = [];
  const skipped: string[] = [];
  const perRepo: Record<string, number> = {};
  for (const repo of REPOS) {
    for (const [r, , p] of rows) {
      if (r !== repo) continue;
      perRepo[repo] = (perRepo[repo] ?? 0) + 1;
      const srcDir = path.join(CORPUS, repo.replace('/', '__'), path.posix.dirname(p));
      const dirName = path.posix.basename(path.posix.dirname(p));
      const dest = path.join(skillsDir, dirName);
      if (fs.existsSync(dest)) { skipped.push(`${repo}:${path.posix.dirname(p)}`); continue; }
      fs.cpSync(srcDir, dest, { recursive: true });
      copied.push(dirName);
    }
  }
  return { copied, skipped, perRepo };
}

/** Every row of the catalog tree, read from the DOM: full description text (not the visually clipped one) and the path from the title. */
async function readTree(page: Page): Promise<TreeRow[]> {
  return page.locator('[data-testid="skill-row"]').evaluateAll((els) => els.map((el) => ({
    // data-name is the id (the row's title); data-display-name the frontmatter name the CLI reports as `name`.
    name: el.getAttribute('data-display-name') ?? '',
    status: el.getAttribute('data-status') ?? '',
    description: el.querySelector('.skill-desc')?.textContent ?? '',
    path: (el.querySelector('.skill-open')?.getAttribute('title') ?? '').split('\n')[0],
    scope: el.getAttribute('data-scope') ?? '',
  })));
}

const tab = (page: Page, name: string) => page.locator(`[data-testid="tab"][data-path$="/${name}/SKILL.md"]`);
const listingText = (page: Page) => page.getByTestId('listing-main-text').innerText();
/** Polls get room: the preview re-renders the listing of 80 skills on every keystroke. */
const SLOW = { timeout: 15_000 };

/** Scroll the listing pane so the line starting with `needle` is in view (for the screenshot). */
async function showListingLine(page: Page, needle: string): Promise<void> {
  await page.getByTestId('listing-main-text').evaluate((pre, n) => {
    // A long listing is drawn in blocks (one text node each, ListingTextView): find the one holding the line.
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let node: Node | null = null;
    let at = -1;
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      at = t.textContent?.indexOf(n) ?? -1;
      if (at >= 0) { node = t; break; }
    }
    if (!node || at < 0) return;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + n.length);
    // The <pre> scrolls (max-height) inside the pane body, which scrolls too.
    pre.scrollIntoView({ block: 'end' });
    pre.scrollTop += range.getBoundingClientRect().top - pre.getBoundingClientRect().top - 40;
  }, needle);
}

async function openSkill(page: Page, name: string): Promise<void> {
  const row = page.locator(`[data-testid="skill-row"][data-name="${name}"] .skill-open`);
  await row.scrollIntoViewIfNeeded();
  await row.click();
  await tab(page, name).waitFor();
  await page.locator('.editor-host .monaco-editor .view-lines').first().waitFor();
}

/** Select line `line` (1-based) of the active editor with the keyboard (Ctrl+Home, Down…, Ctrl+L). */
async function selectLine(page: Page, line: number): Promise<void> {
  await page.locator('.editor-host .monaco-editor .view-lines').click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.getByTestId('cursor').textContent()).toBe(`Ln ${line}, Col 1`);
  await page.keyboard.press('Control+L');
}

describeBrowser('real corpus skills, CLI and app', () => {
  let root: string;
  /** The copied corpus as the CLI scanned it; each app test gets a fresh copy of it at `project`. */
  let pristine: string;
  let project: string;
  let home: string;
  let skillsDir: string;
  let copy: ReturnType<typeof copyCorpusSkills>;
  let scan: CliScan;

  // Read-only setup, not app state: copy the corpus and run the CLI on it once.
  beforeAll(() => {
    if (!fs.existsSync(path.join(CORPUS, 'MANIFEST.tsv'))) throw new Error(`corpus not found at ${CORPUS} (set SKILLS_CORPUS)`);
    if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run \`node scripts/build-cli.mjs\``);
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-corpus-')));
    project = path.join(root, 'project');
    pristine = path.join(root, 'pristine');
    home = path.join(root, 'home');
    skillsDir = path.join(project, '.claude/skills');
    fs.mkdirSync(skillsDir, { recursive: true });
    fs.mkdirSync(home, { recursive: true });
    copy = copyCorpusSkills(skillsDir);
    const crlf = path.join(skillsDir, CRLF_SKILL, 'SKILL.md');
    fs.writeFileSync(crlf, fs.readFileSync(crlf, 'utf8').replace(/\r?\n/g, '\r\n'));
    fs.cpSync(project, pristine, { recursive: true });
    const out = execFileSync(process.execPath, [CLI, 'scan', '--json', '--project', project, '--home', home], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
    scan = JSON.parse(out) as CliScan;
  });
  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('copied 80 real skill folders from four repositories, skipping the one name clash', () => {
    expect(copy.perRepo).toEqual(ROWS);
    expect(copy.skipped).toEqual(SKIPPED);
    expect(copy.copied).toHaveLength(12 + 14 + 45 + 10 - 1);
    expect(fs.readdirSync(skillsDir).sort()).toEqual([...copy.copied].sort());
  });

  it('the CLI reports every copied skill once, in the project scope', () => {
    expect(scan.profile).toBe('claude-code');
    const dirs = scan.skills.map((s) => path.basename(path.dirname(s.path))).sort();
    expect(dirs).toEqual([...copy.copied].sort());
    expect(new Set(scan.skills.map((s) => s.scope))).toEqual(new Set(['project']));
    for (const s of scan.skills) expect(s.path).toBe(`${skillsDir}/${path.basename(path.dirname(s.path))}/SKILL.md`);
  });

  describe('in the app', () => {
    // Each test: the project and home as the CLI scanned them (same paths, fresh copies: two tests save into the project).
    const app = appPerTest(() => {
      fs.rmSync(project, { recursive: true, force: true });
      fs.cpSync(pristine, project, { recursive: true });
      fs.rmSync(home, { recursive: true, force: true });
      fs.mkdirSync(home, { recursive: true });
      return { project, home, viewport: { width: 1600, height: 1000 }, readySelector: '[data-testid="skill-row"]' };
    });
    afterEach(() => {
      // Runs before appPerTest closes the app (after hooks run in reverse order).
      expect(app.pageErrors.filter((e) => !/favicon/.test(e)), app.pageErrors.join('\n')).toEqual([]);
    });
    const allRows = () => expect.poll(() => app.page.locator('[data-testid="skill-row"]').count(), SLOW).toBe(scan.skills.length);

    it('shows each skill the CLI reports in the catalog tree with the same name, description and status', async () => {
      const { page } = app;
      await allRows();
      expect(await page.getByTestId('catalog-count').textContent()).toBe(`${scan.skills.length}/${scan.skills.length}`);
      await app.screenshot('corpus-1-catalog');
      const rows = await readTree(page);
      const byPath = new Map(rows.map((r) => [r.path, r]));
      expect(byPath.size).toBe(rows.length);
      const mismatches: string[] = [];
      for (const s of scan.skills) {
        const r = byPath.get(s.path);
        if (!r) { mismatches.push(`${s.name}: not in the tree (${s.path})`); continue; }
        if (r.name !== s.name) mismatches.push(`${s.path}: name ${JSON.stringify(r.name)} in the app, ${JSON.stringify(s.name)} from the CLI`);
        if (r.status !== s.status) mismatches.push(`${s.name}: status ${r.status} in the app, ${s.status} from the CLI`);
        if (r.description !== s.description) mismatches.push(`${s.name}: description differs\n  app: ${JSON.stringify(r.description)}\n  cli: ${JSON.stringify(s.description)}`);
        if (r.scope !== s.scope) mismatches.push(`${s.name}: under ${r.scope} in the app, scope ${s.scope} from the CLI`);
      }
      expect(mismatches, mismatches.join('\n')).toEqual([]);
      // Nothing is "not loaded" in either.
      expect(scan.files).toEqual([]);
      expect(await page.getByTestId('loose-files').count()).toBe(0);
    });

    it('matches the hand-checked name, description and status of named skills, in the CLI and in the app', async () => {
      const { page } = app;
      await allRows();
      const rows = await readTree(page);
      for (const h of HAND_CHECKED) {
        const file = `${skillsDir}/${h.name}/SKILL.md`;
        const cli = scan.skills.find((s) => s.path === file);
        const row = rows.find((r) => r.path === file);
        expect(cli, `${h.name} from ${h.from} in the CLI`).toBeDefined();
        expect(row, `${h.name} from ${h.from} in the tree`).toBeDefined();
        expect({ name: cli!.name, status: cli!.status, description: cli!.description }, `CLI: ${h.from}`)
          .toEqual({ name: h.name, status: h.status, description: h.description });
        expect({ name: row!.name, status: row!.status, description: row!.description }, `app: ${h.from}`)
          .toEqual({ name: h.name, status: h.status, description: h.description });
      }
      const api = rows.find((r) => r.name === 'claude-api')!;
      expect(api.status).toBe('listed');
      expect(api.description.startsWith(CLAUDE_API_START)).toBe(true);
      expect(api.description.endsWith(CLAUDE_API_END)).toBe(true);
      expect(api.description.split('\n')).toHaveLength(3);
      // The filter finds a hidden one by its own words; its badge says why it is hidden.
      await page.getByTestId('catalog-filter').fill('Firebase endpoint security');
      await expect.poll(() => page.locator('[data-testid="skill-row"]').count()).toBe(1);
      const fb = page.locator('[data-testid="skill-row"][data-name="firebase-apk-scanner"]');
      expect(await fb.getByTestId('status-badge').textContent()).toBe('hidden');
      expect(await fb.getByTestId('status-badge').getAttribute('title')).toContain('disable-model-invocation: true');
      await app.screenshot('corpus-2-filter-hidden');
      await page.getByTestId('catalog-filter').fill('');
      await expect.poll(() => page.locator('[data-testid="skill-row"]').count(), SLOW).toBe(scan.skills.length);
    });

    it('shows the same listing text as the CLI, without the skills that disable model invocation', async () => {
      const { page } = app;
      const cli = JSON.parse(execFileSync(process.execPath, [CLI, 'listing', '--json', '--project', project, '--home', home], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })) as { text: string };
      await page.getByTestId('pane-tab-listing').click();
      await page.getByTestId('listing-tab-listing').click();
      await expect.poll(() => page.getByTestId('listing-main-text').textContent(), SLOW).toBe(cli.text);
      expect(cli.text.startsWith('The following skills are available for use with the Skill tool:\n\n')).toBe(true);
      // disable-model-invocation: true in their SKILL.md (the three trailofbits skills the CLI calls hidden).
      for (const name of ['firebase-apk-scanner', 'git-cleanup', 'github-triage']) expect(cli.text).not.toMatch(new RegExp(`^- ${name}\\b`, 'm'));
      expect(scan.skills.filter((s) => s.status === 'hidden').map((s) => s.name).sort()).toEqual(['firebase-apk-scanner', 'git-cleanup', 'github-triage']);
    });

    const OLD_BRAINSTORM = 'You MUST use this before any creative work';
    const NEW_BRAINSTORM = 'Turns a rough idea into an agreed design by asking one question at a time.';

    it('editing a description in Monaco changes the listing preview; Ctrl+S writes only that line', async () => {
      const { page } = app;
      const file = `${skillsDir}/brainstorming/SKILL.md`;
      const before = fs.readFileSync(file);
      await openSkill(page, 'brainstorming');
      await page.getByTestId('pane-tab-listing').click();
      await page.getByTestId('listing-tab-listing').click();
      // Before: the full description is in the listing (brainstorming keeps it under the budget).
      await expect.poll(() => listingText(page), SLOW).toContain(`- brainstorming: ${HAND_CHECKED[0].description}\n`);
      await showListingLine(page, '- brainstorming:');
      await app.screenshot('corpus-3-editor-before');

      await selectLine(page, 3);
      await page.keyboard.insertText(`description: "${NEW_BRAINSTORM}"\n`);
      await expect.poll(() => tab(page, 'brainstorming').getAttribute('data-dirty'), SLOW).toBe('true');
      await expect.poll(() => listingText(page), SLOW).toContain(`- brainstorming: ${NEW_BRAINSTORM}\n`);
      const during = await listingText(page);
      expect(during).not.toContain(OLD_BRAINSTORM);
      // The tree follows the unsaved buffer too.
      expect(await page.locator('[data-testid="skill-row"][data-name="brainstorming"] .skill-desc').textContent()).toBe(NEW_BRAINSTORM);
      // Not saved yet.
      expect(fs.readFileSync(file).equals(before)).toBe(true);
      await showListingLine(page, '- brainstorming:');
      await app.screenshot('corpus-4-edited-listing');

      await page.keyboard.press('Control+S');
      await expect.poll(() => tab(page, 'brainstorming').getAttribute('data-dirty'), SLOW).toBe('false');
      const oldLine = `description: "${HAND_CHECKED[0].description}"\n`;
      const text = before.toString('utf8');
      expect(text.split(oldLine)).toHaveLength(2);
      const expected = Buffer.from(text.replace(oldLine, `description: "${NEW_BRAINSTORM}"\n`), 'utf8');
      const after = fs.readFileSync(file);
      expect(after.equals(expected), `on disk:\n${after.toString('utf8').slice(0, 400)}`).toBe(true);
      expect(after.includes('\r')).toBe(false);
      await app.screenshot('corpus-5-saved');
      // The CLI sees the saved description.
      const rescan = JSON.parse(execFileSync(process.execPath, [CLI, 'scan', '--json', '--project', project, '--home', home], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })) as CliScan;
      expect(rescan.skills.find((s) => s.path === file)?.description).toBe(NEW_BRAINSTORM);
    });

    it('keeps CRLF line endings when a description is edited and saved', async () => {
      const { page } = app;
      const file = `${skillsDir}/${CRLF_SKILL}/SKILL.md`;
      const before = fs.readFileSync(file);
      const text = before.toString('utf8');
      expect(text.startsWith('---\r\nname: executing-plans\r\n')).toBe(true);
      await openSkill(page, CRLF_SKILL);
      const NEW = 'Use when a written plan is ready to run in a fresh session, checkpoint by checkpoint';
      await selectLine(page, 3);
      await page.keyboard.insertText(`description: ${NEW}\n`);
      await expect.poll(() => tab(page, CRLF_SKILL).getAttribute('data-dirty'), SLOW).toBe('true');
      await expect.poll(() => page.locator(`[data-testid="skill-row"][data-name="${CRLF_SKILL}"] .skill-desc`).textContent(), SLOW).toBe(NEW);
      await page.keyboard.press('Control+S');
      await expect.poll(() => tab(page, CRLF_SKILL).getAttribute('data-dirty'), SLOW).toBe('false');
      await app.screenshot('corpus-6-crlf-saved');
      const oldLine = `description: ${HAND_CHECKED.find((h) => h.name === CRLF_SKILL)!.description}\r\n`;
      expect(text.split(oldLine)).toHaveLength(2);
      const expected = Buffer.from(text.replace(oldLine, `description: ${NEW}\r\n`), 'utf8');
      const after = fs.readFileSync(file);
      const bare = (after.toString('utf8').match(/(?<!\r)\n/g) ?? []).length;
      expect(bare, 'bare LF line endings after saving a CRLF file').toBe(0);
      expect(after.equals(expected)).toBe(true);
    });

  });
});
