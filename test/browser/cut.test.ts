/**
 * Claude Code's cut at the first `---` anywhere (issue 11, point 17) shows in
 * the editor: the Problems list and a squiggle on that `---`, from the same
 * engine diagnostics as `lint` (test/cli/safety.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('the `---` cut in the editor', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('cut');
    fs.mkdirSync(path.join(project, '.git'));
    fs.mkdirSync(path.join(project, '.claude/skills/cutter'), { recursive: true });
    fs.writeFileSync(path.join(project, '.claude/skills/cutter/SKILL.md'), '---\nname: cutter\ndescription: a---b cut here\n---\nBody\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  it('marks the `---` that ends the frontmatter inside the description line', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"][data-name="cutter"] .skill-open').click();
    await page.locator('.monaco-editor .view-lines').first().waitFor();
    const row = page.locator('[data-testid="problem"][data-code="frontmatter-cut-mid-line"]');
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getAttribute('data-line')).toBe('3');
    expect(await row.getAttribute('data-column')).toBe('15');
    await page.locator('.editor-host .squiggly-warning').first().waitFor();
    await app.screenshot('editor-cut-mid-line');
  });
});
