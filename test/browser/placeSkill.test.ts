/**
 * "Add a copy or link" (issue 17 §2): with a harness chosen that never reads
 * `.claude/skills` but reads `.agents/skills` (Roo Code), the Problems
 * row `portability-folder-not-read` offers the action; the dialog says what a
 * copy and a link mean; Copy puts the folder there on disk (identical bytes)
 * and the row goes away once the verdicts see the copy, and stays away after
 * a reload (main reports same-name folders in the catalog snapshot).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('add a copy or link', () => {
  let project: string;
  let file: string;
  const app = appPerTest(({ temp }) => {
    project = temp('place');
    file = path.join(project, '.claude/skills/portable/SKILL.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '---\nname: portable\ndescription: Works in every harness\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  it('Copy makes .agents/skills/portable and the folder-not-read rows disappear', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"][data-name="portable"] .skill-open').click();
    await page.getByTestId('tab').first().waitFor();
    await page.getByTestId('portability-picker').locator('summary').click();
    const rows = page.locator('[data-testid="problem"][data-code="portability-folder-not-read"]');
    await page.getByTestId('portability-roo-code').check();
    const suggesting = rows.filter({ hasText: 'A copy or link at .agents/skills/portable/SKILL.md would be read by' });
    await suggesting.first().waitFor();
    const fix = page.locator('li.problem-row', { has: suggesting }).first().getByTestId('problem-fix');
    expect(await fix.getAttribute('aria-label')).toBe('Quick fix: Add a copy or link at .agents/skills/portable…');
    await fix.click();
    const dialog = page.getByTestId('prompt');
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('.agents/skills/portable');
    expect(text).toContain('drift');
    expect(text).toContain('Followed by Claude Code, Codex');
    await app.screenshot('place-skill-dialog');
    await page.getByTestId('prompt-copy').click();
    await expect.poll(() => rows.count()).toBe(0);
    const copy = path.join(project, '.agents/skills/portable/SKILL.md');
    expect(fs.lstatSync(path.dirname(copy)).isDirectory()).toBe(true);
    expect(fs.readFileSync(copy).equals(fs.readFileSync(file))).toBe(true);
    await app.screenshot('place-skill-done');
    // Main reports the copy (the catalog's same-name folders): after a reload the row stays away.
    await page.reload();
    await page.locator('[data-testid="skill-row"][data-name="portable"] .skill-open').click();
    await page.getByTestId('tab').first().waitFor();
    await page.getByTestId('portability-picker').locator('summary').click();
    await expect.poll(() => page.getByTestId('portability-roo-code').isChecked()).toBe(true);
    // Windsurf reads neither folder (windsurf.ts: .windsurf/skills, ~/.codeium/windsurf/skills): its row shows the
    // verdicts ran; Roo Code's does not come back.
    await page.getByTestId('portability-windsurf').check();
    await rows.filter({ hasText: 'Windsurf' }).first().waitFor();
    expect(await rows.filter({ hasText: 'Roo Code' }).count()).toBe(0);
  });
});
