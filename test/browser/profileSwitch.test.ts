/**
 * Switching the profile (not the project) never strands an open tab (issue 11
 * point 5, the profile half): a skill of `.agents/skills`, which agent-skills
 * discovers and Claude Code does not, stays backed up and saveable after the
 * switch to claude-code, because it lies in the approved project. Before, its
 * backup failed (the backup bar said "not inside a configured root") and
 * Ctrl+S was refused until the user switched back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, startApp, type StartedApp } from './helpers/app';

describeBrowser('a profile switch keeps the open tabs saveable and backed up', () => {
  let app: StartedApp;
  let root: string;
  let file: string;
  beforeAll(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-profile-switch-')));
    file = path.join(root, '.agents/skills/spec/SKILL.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '---\nname: spec\ndescription: Found only by the Agent Skills profile.\n---\nBody.\n');
    app = await startApp({ project: root, profile: 'agent-skills', readySelector: '[data-testid="skill-row"][data-name="spec"]' });
  });
  afterAll(async () => { await app?.close(); fs.rmSync(root, { recursive: true, force: true }); });

  it('a tab of .agents/skills typed under agent-skills is backed up and saved under claude-code', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"][data-name="spec"] .skill-open').click();
    const tab = page.locator(`[data-testid="tab"][data-path="${file}"]`);
    await tab.waitFor();
    await page.getByTestId('profile-select').selectOption('claude-code');
    // The new profile does not list it; the tab stays.
    await page.locator('[data-testid="skill-row"][data-name="spec"]').waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('.editor-host .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('Typed under Claude Code.');
    // Main takes the backup (it used to refuse it: the file is outside claude-code's roots) ...
    await expect.poll(async () => (await app.api<{ path: string; text: string }[]>('buffers.list')).find((b) => b.path === file)?.text.includes('Typed under Claude Code.') ?? false,
      { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('backup-failure').count()).toBe(0);
    expect(await tab.getAttribute('data-backup')).not.toBe('failed');
    // ... and Ctrl+S saves it.
    await page.keyboard.press('Control+S');
    await expect.poll(() => fs.readFileSync(file, 'utf8'), { timeout: 10_000 }).toContain('Typed under Claude Code.');
    await expect.poll(() => tab.getAttribute('data-dirty')).toBe('false');
    await app.screenshot('profile-switch-saved');
  });

  it('logged no errors', () => {
    expect(app.pageErrors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
  });
});
