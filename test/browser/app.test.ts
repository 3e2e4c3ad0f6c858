/**
 * The shell in a real browser: the catalog tree with status badges, filtering,
 * the command palette, the theme override, no requests outside 127.0.0.1.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, REPO_ROOT, startApp, type StartedApp } from './helpers/app';

function demoCopy(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-app-')));
  fs.cpSync(path.join(REPO_ROOT, 'examples/demo-project'), dir, { recursive: true });
  return dir;
}

describeBrowser('app shell', () => {
  let app: StartedApp;
  let project: string;
  const offsite: string[] = [];
  beforeAll(async () => {
    project = demoCopy();
    app = await startApp({ project, readySelector: '[data-testid="skill-row"]' });
    app.page.on('request', (r) => { const u = new URL(r.url()); if (!['127.0.0.1', 'localhost'].includes(u.hostname) && u.protocol.startsWith('http')) offsite.push(r.url()); });
  });
  afterAll(async () => { await app?.close(); fs.rmSync(project, { recursive: true, force: true }); });

  it('shows skills grouped by scope with status badges and loose files', async () => {
    const { page } = app;
    await page.locator('[data-testid="scope-group"][data-scope="project"]').waitFor();
    const badges = await page.locator('[data-testid="status-badge"]').allTextContents();
    expect(badges.length).toBeGreaterThan(5);
    expect(new Set(badges)).toContain('listed');
    await app.screenshot('app-shell');
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
  });

  it('follows the system colour scheme when the theme is "system"', async () => {
    const { page } = app;
    await page.getByTestId('theme-select').selectOption('system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('made no request outside 127.0.0.1 and logged no errors', () => {
    expect(offsite).toEqual([]);
    expect(app.pageErrors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
