/**
 * Project-wide Problems (issue 16): every skill's diagnostics from the
 * catalog, without opening any file, grouped by skill, filtered by severity
 * and code; a row opens its file at the range; each catalog row counts its
 * errors and warnings and follows unsaved edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describeBrowser('project-wide Problems', () => {
  let project: string;
  let sk: string;
  const app = appPerTest(({ temp }) => {
    project = temp('problems');
    sk = path.join(project, '.claude/skills');
    // `context: forked` is not inline/fork: a warning (field-invalid-value) on line 4.
    write(path.join(sk, 'deploy/SKILL.md'), '---\nname: deploy\ndescription: Deploys the app\ncontext: forked\n---\nDeploy.\n');
    // A name with `_` and capitals: two infos (name-not-lowercase, name-invalid-chars), no warning.
    write(path.join(sk, 'Bad_Name/SKILL.md'), '---\nname: Bad_Name\ndescription: Bad name\n---\nBody.\n');
    write(path.join(sk, 'fine/SKILL.md'), '---\nname: fine\ndescription: A fine skill\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  const row = (id: string) => app.page.locator(`[data-testid="skill-row"][data-name="${id}"]`);
  const group = (id: string) => app.page.locator(`[data-testid="problem-group"][data-skill="${id}"]`);
  /** Show the project-wide list (as the second test does) and wait for deploy's group. */
  const showProject = async () => {
    await app.page.getByTestId('problems-view-project').click();
    await group('deploy').waitFor();
  };
  /** From the project list, open deploy at its diagnostic (as the fourth test does). */
  const openDeployAtProblem = async () => {
    await showProject();
    const problem = group('deploy').locator('[data-testid="project-problem"]');
    const [line, column] = [await problem.getAttribute('data-line'), await problem.getAttribute('data-column')];
    await problem.click();
    await app.page.locator(`[data-testid="tab"][data-path="${path.join(sk, 'deploy/SKILL.md')}"]`).waitFor();
    await expect.poll(() => app.page.getByTestId('cursor').textContent()).toBe(`Ln ${line}, Col ${column}`);
  };

  it('counts errors and warnings on each catalog row, and none on a clean skill', async () => {
    const counts = row('deploy').getByTestId('row-counts');
    await counts.waitFor();
    expect(await counts.getAttribute('data-warnings')).toBe('1');
    expect(await counts.getAttribute('data-errors')).toBe('0');
    expect(await row('fine').getByTestId('row-counts').count()).toBe(0);
    // Infos alone do not make a row noisy.
    expect(await row('Bad_Name').getByTestId('row-counts').count()).toBe(0);
  });

  it('lists every skill\'s diagnostics grouped by skill with no file open', async () => {
    const { page } = app;
    expect(await page.getByTestId('tab').count()).toBe(0);
    await page.getByTestId('problems-view-project').click();
    await group('deploy').waitFor();
    expect(await group('deploy').locator('[data-testid="project-problem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(['field-invalid-value']);
    expect(await group('Bad_Name').locator('[data-testid="project-problem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))).then((c) => c.sort()))
      .toEqual(['name-invalid-chars', 'name-not-lowercase']);
    expect(await group('fine').count()).toBe(0);
    await app.screenshot('problems-project');
  });

  it('filters by severity and by code', async () => {
    const { page } = app;
    await showProject();
    await group('Bad_Name').waitFor();
    await page.getByTestId('filter-info').click();
    await expect.poll(() => group('Bad_Name').count()).toBe(0);
    expect(await group('deploy').count()).toBe(1);
    await page.getByTestId('filter-info').click();
    await group('Bad_Name').waitFor();
    await page.getByTestId('filter-code').selectOption('name-not-lowercase');
    await expect.poll(() => group('deploy').count()).toBe(0);
    expect(await page.locator('[data-testid="project-problem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')))).toEqual(['name-not-lowercase']);
    await page.getByTestId('filter-code').selectOption('');
    await group('deploy').waitFor();
  });

  it('opens the file at the diagnostic\'s range when a row is clicked', async () => {
    const { page } = app;
    await showProject();
    const problem = group('deploy').locator('[data-testid="project-problem"]');
    const line = await problem.getAttribute('data-line');
    const column = await problem.getAttribute('data-column');
    expect(line).toBe('4');
    await problem.click();
    await page.locator(`[data-testid="tab"][data-path="${path.join(sk, 'deploy/SKILL.md')}"]`).waitFor();
    await expect.poll(() => page.getByTestId('cursor').textContent()).toBe(`Ln ${line}, Col ${column}`);
  });

  it('follows an unsaved edit: fixing the value clears the row count and the group', async () => {
    const { page } = app;
    await openDeployAtProblem();
    expect(await row('deploy').getByTestId('row-counts').count()).toBe(1);
    await page.locator('.monaco-editor .view-line', { hasText: 'forked' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('fork');
    await expect.poll(() => row('deploy').getByTestId('row-counts').count()).toBe(0);
    await expect.poll(() => group('deploy').count()).toBe(0);
  });

  it('the row count shows that skill in the project list', async () => {
    const { page } = app;
    await page.getByTestId('problems-view-open').click();
    write(path.join(sk, 'fine/SKILL.md'), '---\nname: fine\ndescription: A fine skill\neffort: huge\n---\nBody.\n');
    const counts = row('fine').getByTestId('row-counts');
    await counts.waitFor();
    await counts.click();
    await group('fine').waitFor();
    expect(await page.getByTestId('problems-view-project').getAttribute('aria-selected')).toBe('true');
  });
});
