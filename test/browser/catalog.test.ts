/**
 * The catalog tree as a new user meets it: rows titled by the skill's id
 * (after a rename, after a duplicate, with the frontmatter name as a secondary
 * label only when it differs), empty catalogs that say where the profile
 * looks, and a 2,000-skill project that opens windowed and filters correctly
 * (no timings asserted here; `npm run bench` / scripts/bench/ui.mjs measure).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser, type StartedApp } from './helpers/app';
import { generateProject, genId } from './helpers/genSkills';

const row = (app: StartedApp, id: string) => app.page.locator(`[data-testid="skill-row"][data-name="${id}"]`);

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describeBrowser('catalog rows are titled by id', () => {
  let project: string;
  const app = appPerTest(({ temp }) => {
    project = temp('catalog');
    const sk = path.join(project, '.claude/skills');
    write(path.join(sk, 'new-one/SKILL.md'), '---\nname: new-one\ndescription: A new skill\n---\nBody.\n');
    write(path.join(sk, 'xss/SKILL.md'), '---\nname: xss\ndescription: Finds XSS\n---\nBody.\n');
    write(path.join(sk, 'pretty/SKILL.md'), '---\nname: Pretty Printer\ndescription: Formats code\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  it('shows the frontmatter name as a secondary label only when it differs from the id', async () => {
    const pretty = row(app, 'pretty');
    expect(await pretty.locator('.skill-name').textContent()).toBe('pretty');
    const label = pretty.getByTestId('skill-display-name');
    expect(await label.textContent()).toBe('Pretty Printer');
    expect(await label.getAttribute('title')).toBe('frontmatter name; Claude Code lists the folder name');
    expect(await row(app, 'xss').getByTestId('skill-display-name').count()).toBe(0);
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });

  it('titles a renamed folder with its new id (and name: followed the folder)', async () => {
    const { page } = app;
    await row(app, 'new-one').hover();
    await page.getByRole('button', { name: 'Rename new-one' }).click();
    await page.getByTestId('prompt-input').fill('renamed-one');
    await page.getByTestId('prompt-ok').click();
    await row(app, 'renamed-one').waitFor();
    expect(await row(app, 'new-one').count()).toBe(0);
    expect(await row(app, 'renamed-one').locator('.skill-name').textContent()).toBe('renamed-one');
    expect(await row(app, 'renamed-one').getByTestId('skill-display-name').count()).toBe(0);
    expect(fs.readFileSync(path.join(project, '.claude/skills/renamed-one/SKILL.md'), 'utf8')).toContain('name: renamed-one\n');
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });

  it('gives a duplicate its own title instead of two identical rows', async () => {
    const { page } = app;
    await row(app, 'xss').hover();
    await page.getByRole('button', { name: 'Duplicate xss' }).click();
    await page.getByTestId('prompt-input').fill('xss-copy');
    await page.getByTestId('prompt-ok').click();
    await row(app, 'xss-copy').waitFor();
    const titles = await page.locator('[data-testid="skill-row"] .skill-name').allTextContents();
    expect(titles.filter((t) => t.startsWith('xss'))).toEqual(['xss', 'xss-copy']);
    await app.screenshot('catalog-ids');
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });
});

describeBrowser('two rows with the same id', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('samename');
    write(path.join(project, '.agents/skills/dup/SKILL.md'), '---\nname: dup\ndescription: In .agents\n---\nBody.\n');
    write(path.join(project, '.claude/skills/dup/SKILL.md'), '---\nname: dup\ndescription: In .claude\n---\nBody.\n');
    write(path.join(project, '.claude/skills/single/SKILL.md'), '---\nname: single\ndescription: Only one\n---\nBody.\n');
    return { project, profile: 'agent-skills', readySelector: '[data-testid="skill-row"][data-name="dup"]' };
  });

  it('say where each lives (issue 16 §10); a unique id says nothing extra', async () => {
    await expect.poll(() => row(app, 'dup').count()).toBe(2);
    expect((await row(app, 'dup').getByTestId('skill-where').allTextContents()).sort()).toEqual(['.agents/skills', '.claude/skills']);
    expect(await row(app, 'single').getByTestId('skill-where').count()).toBe(0);
    await app.screenshot('catalog-same-name');
    expect(app.pageErrors).toEqual([]);
  });
});

const EMPTY_CASES: { profile: string; args: string[]; where: RegExp; empty: boolean }[] = [
  // The tester's case: nothing in the catalog at all (bundled skills off).
  // The empty-catalog help names the real folders (issue 16 §10); HOME and PROJECT stand for the app's.
  { profile: 'codebot', args: ['--no-bundled'], where: /codebot reads HOME\/\.codebot\/skills \(user\) and PROJECT\/\.codebot\/skills \(project\)\./, empty: true },
  { profile: 'minimal', args: [], where: /Minimal loader reads PROJECT\/\.harness-skills \(project\)\./, empty: true },
  // Bundled skills only: the empty user and project folders are still named.
  { profile: 'codebot', args: [], where: /codebot reads ~\/\.codebot\/skills \(user\) and <project>\/\.codebot\/skills \(project\); nothing there yet/, empty: false },
];

for (const c of EMPTY_CASES) {
  describeBrowser(`empty catalog under ${c.profile} ${c.args.join(' ')}`, () => {
    const app = appPerTest(() => ({ profile: c.profile, args: c.args, readySelector: '[data-testid="catalog-tree"]' }));
    it('says where the profile looks for skills', async () => {
      const where = app.page.getByTestId('where-it-looks');
      await where.waitFor();
      const text = (await where.textContent())!.split(app.home).join('HOME').split(app.project).join('PROJECT');
      expect(text).toMatch(c.where);
      expect(text!.includes('No skills found.')).toBe(c.empty);
      expect(await app.page.getByTestId('no-match').count()).toBe(0);
      await app.screenshot(`catalog-empty-${c.profile}${c.args.join('')}`);
    });
  });
}

describeBrowser('a 2,000-skill project', () => {
  const N = 2000;
  const app = appPerTest(({ temp }) => ({ project: generateProject(N, temp('gen')), readySelector: '[data-testid="skill-row"]' }));
  /** Every skill counted (the catalog has loaded all N). */
  const allCounted = () => expect.poll(() => app.page.getByTestId('catalog-count').textContent(), { timeout: 60_000 }).toBe(`${N}/${N}`);

  it('opens with every skill counted but only the visible rows in the DOM', async () => {
    const { page } = app;
    await allCounted();
    expect(await page.getByTestId('catalog-tree').getAttribute('data-windowed')).toBe('true');
    const rendered = await page.locator('[data-testid="skill-row"]').count();
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(200);
    expect(await page.locator('[data-testid="skill-row"]').first().getAttribute('data-name')).toBe(genId(0));
    // Scrolling to the end brings the last rows in.
    await page.getByTestId('catalog-tree').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await row(app, genId(N - 1)).waitFor();
    await app.screenshot('catalog-2000-bottom');
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });

  it('narrows the tree with the filter and widens it again', async () => {
    const { page } = app;
    // Scrolled to the end before filtering (checked at the end: the rows rendered are then the ones in view).
    await allCounted();
    await page.getByTestId('catalog-tree').evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await row(app, genId(N - 1)).waitFor();
    const filter = page.getByTestId('catalog-filter');
    await filter.fill(genId(1234));
    await expect.poll(() => page.locator('[data-testid="skill-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual([genId(1234)]);
    expect(await page.getByTestId('catalog-count').textContent()).toBe(`1/${N}`);
    await filter.fill('skill-019');
    await expect.poll(() => page.getByTestId('catalog-count').textContent()).toBe(`100/${N}`);
    // Words AND together, over id and description ("number 1999" is in skill-01999's description).
    await filter.fill('skill-019 number 1999');
    await expect.poll(() => page.locator('[data-testid="skill-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual([genId(1999)]);
    await filter.fill('no-such-skill');
    await page.getByTestId('no-match').waitFor();
    await filter.fill('');
    await expect.poll(() => page.getByTestId('catalog-count').textContent()).toBe(`${N}/${N}`);
    expect(await page.locator('[data-testid="skill-row"]').count()).toBeLessThan(200);
    // The list was scrolled to the end before filtering; the rows rendered are the ones in view.
    const tree = await page.getByTestId('catalog-tree').boundingBox();
    const inView = await page.locator('[data-testid="skill-row"]').evaluateAll((els, t) => els.filter((e) => {
      const r = e.getBoundingClientRect();
      return r.bottom > t!.y && r.top < t!.y + t!.height;
    }).length, tree);
    expect(inView).toBeGreaterThan(5);
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });

  it('shows the listing text first and one grouped line for the skills reduced to their name', async () => {
    const { page } = app;
    const text = page.getByTestId('listing-main-text');
    await text.waitFor();
    const group = page.locator('[data-testid="listing-diag-group"][data-code="listing-description-dropped"]');
    await group.waitFor();
    const count = Number(await group.getAttribute('data-count'));
    expect(count).toBeGreaterThan(N / 2);
    expect(await group.locator('summary').textContent()).toContain(`${count.toLocaleString('en-US')} skills reduced to their name — see Skills tab`);
    // No per-skill bullet is rendered until the group is opened.
    expect(await group.locator('li').count()).toBe(0);
    expect(await text.evaluate((t) => {
      const diags = document.querySelector('[data-testid="listing-main-diagnostics"]');
      return !!diags && !!(t.compareDocumentPosition(diags) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    await group.locator('summary').click({ position: { x: 4, y: 4 } });
    await expect.poll(() => group.locator('li').count()).toBeGreaterThan(1);
    await app.screenshot('listing-2000-grouped');
    await group.getByRole('button', { name: 'Skills tab' }).click();
    expect(await page.getByTestId('listing-tab-skills').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator('[data-testid="fate-row"][data-kind="name-only"]').count(), { timeout: 30_000 }).toBe(count);
    await page.getByTestId('listing-tab-listing').click();
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  });
});
