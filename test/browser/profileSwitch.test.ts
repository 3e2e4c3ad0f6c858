/**
 * Switching the profile (not the project) never strands an open tab (issue 11
 * point 5, the profile half): a skill of `.agents/skills`, which agent-skills
 * discovers and Claude Code does not, stays backed up and saveable after the
 * switch to claude-code, because it lies in the approved project. Before, its
 * backup failed (the backup bar said "not inside a configured root") and
 * Ctrl+S was refused until the user switched back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('a profile switch keeps the open tabs saveable and backed up', () => {
  let file: string;
  const app = appPerTest(({ temp }) => {
    const root = temp('profile-switch');
    file = path.join(root, '.agents/skills/spec/SKILL.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '---\nname: spec\ndescription: Found only by the Agent Skills profile.\n---\nBody.\n');
    return { project: root, profile: 'agent-skills', readySelector: '[data-testid="skill-row"][data-name="spec"]' };
  });

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
    // The page logged no errors doing it (a test of its own before, which read this test's app).
    expect(app.pageErrors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
  });
});
