/**
 * The shell in a real browser: the catalog tree with status badges, filtering,
 * the command palette, the theme override, no requests outside 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser, REPO_ROOT } from './helpers/app';

/** A copy of the demo project in `dir`. */
function demoCopy(dir: string): string {
  fs.cpSync(path.join(REPO_ROOT, 'examples/demo-project'), dir, { recursive: true });
  return dir;
}

describeBrowser('app shell', () => {
  let project: string;
  let offsite: string[] = [];
  const app = appPerTest(({ temp }) => {
    project = demoCopy(temp('app'));
    offsite = [];
    return { project, readySelector: '[data-testid="skill-row"]' };
  }, async (started) => {
    started.page.on('request', (r) => { const u = new URL(r.url()); if (!['127.0.0.1', 'localhost'].includes(u.hostname) && u.protocol.startsWith('http')) offsite.push(r.url()); });
  });
  /** Each test ends with: no request left 127.0.0.1 and the page logged no errors. */
  const expectClean = () => {
    expect(offsite).toEqual([]);
    expect(app.pageErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  };

  it('shows skills grouped by scope with status badges and loose files', async () => {
    const { page } = app;
    await page.locator('[data-testid="scope-group"][data-scope="project"]').waitFor();
    const badges = await page.locator('[data-testid="status-badge"]').allTextContents();
    expect(badges.length).toBeGreaterThan(5);
    expect(new Set(badges)).toContain('listed');
    await app.screenshot('app-shell');
    expectClean();
  });

  it('filters by name and by status', async () => {
    const { page } = app;
    const total = await page.locator('[data-testid="skill-row"]').count();
    await page.getByTestId('catalog-filter').fill('sql-tuner');
    await expect.poll(() => page.locator('[data-testid="skill-row"]').count()).toBe(1);
    expect(await page.locator('[data-testid="skill-row"]').first().getAttribute('data-name')).toBe('sql-tuner');
    expect(total).toBeGreaterThan(1);
    await page.getByTestId('catalog-filter').fill('');
    const statuses = await page.locator('[data-testid="skill-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    const some = statuses.find((s) => s !== 'listed') ?? 'listed';
    await page.getByTestId('status-filter').selectOption(some!);
    const after = await page.locator('[data-testid="skill-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after)).toEqual(new Set([some]));
    await page.getByTestId('status-filter').selectOption('all');
    expectClean();
  });

  it('opens the command palette with Ctrl+Shift+P and runs a command', async () => {
    const { page } = app;
    await page.keyboard.press('Control+Shift+P');
    await page.getByTestId('palette').waitFor();
    const items = await page.getByTestId('palette-item').allTextContents();
    expect(items.some((t) => t.includes('Save') && t.includes('Ctrl+S'))).toBe(true);
    await page.keyboard.type('theme dark');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await app.screenshot('app-dark');
    await page.getByTestId('theme-select').selectOption('light');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expectClean();
  });

  it('follows the system colour scheme when the theme is "system"', async () => {
    const { page } = app;
    await page.getByTestId('theme-select').selectOption('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expectClean();
  });

  it('shows skills added by other programs without a reload (catalog.changed)', async () => {
    const { page } = app;
    const dir = path.join(project, '.claude/skills/from-outside');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'SKILL.md'), '---\nname: from-outside\ndescription: Written by another program.\n---\nBody\n');
    await page.locator('[data-testid="skill-row"][data-name="from-outside"]').waitFor({ timeout: 15000 });
    expectClean();
  });

  it('switches profile and Claude Code version through catalog.configure', async () => {
    const { page } = app;
    await page.getByTestId('version-select').selectOption('2.1.112');
    await expect.poll(() => page.getByTestId('status-profile').getAttribute('data-profile')).toBe('claude-code');
    await expect.poll(() => page.getByTestId('status-profile').textContent()).toBe('Claude Code 2.1.112');
    expect((await app.api<{ version: string }>('catalog.get')).version).toBe('2.1.112');
    await page.getByTestId('profile-select').selectOption('agent-skills');
    await expect.poll(() => page.getByTestId('status-profile').getAttribute('data-profile')).toBe('agent-skills');
    expect(await page.getByTestId('version-select').count()).toBe(0);
    expect((await app.api<{ profile: string }>('catalog.get')).profile).toBe('agent-skills');
    await app.screenshot('app-agent-skills');
    await page.getByTestId('profile-select').selectOption('claude-code');
    await expect.poll(() => page.getByTestId('status-profile').getAttribute('data-profile')).toBe('claude-code');
    expectClean();
  });

  it('completes folders in the project path field and opens another project', async () => {
    const { page } = app;
    const other = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-other-')));
    fs.mkdirSync(path.join(other, '.claude/skills/elsewhere'), { recursive: true });
    fs.writeFileSync(path.join(other, '.claude/skills/elsewhere/SKILL.md'), '---\nname: elsewhere\ndescription: In another project.\n---\n');
    try {
      const field = page.getByTestId('project-path');
      await field.fill(`${other}/.cl`);
      await expect.poll(() => page.locator('datalist option').evaluateAll((os) => os.map((o) => o.getAttribute('value')))).toContain(`${other}/.claude/`);
      await field.fill(other);
      await page.getByTestId('open-project').click();
      await page.locator('[data-testid="skill-row"][data-name="elsewhere"]').waitFor();
      // Not picked in a native dialog: it opens read-only unless the terminal's code is typed (projectOpen.test.ts).
      await page.getByTestId('prompt-readonly').click();
      expect(await page.locator('[data-testid="skill-row"][data-name="sql-tuner"]').count()).toBe(0);
      await field.fill(project);
      await page.getByTestId('open-project').click();
      await page.locator('[data-testid="skill-row"][data-name="sql-tuner"]').waitFor();
    } finally { fs.rmSync(other, { recursive: true, force: true }); }
    expectClean();
  });
});
