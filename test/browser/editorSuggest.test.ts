/**
 * The suggest list (issue 16 §7): Enter after a complete enum value
 * (`model: opus`) is a newline, not swallowed by the list; the list is drawn
 * whole inside the window; Ctrl+S closes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('editor suggest list', () => {
  let project: string;
  const file = () => path.join(project, '.claude/skills/pick/SKILL.md');
  const app = appPerTest(({ temp }) => {
    project = temp('suggest');
    fs.mkdirSync(path.dirname(file()), { recursive: true });
    fs.writeFileSync(file(), '---\nname: pick\ndescription: Picks things.\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  }, async (a) => {
    await a.page.locator('[data-testid="skill-row"][data-name="pick"] .skill-open').click();
    await a.page.locator('.editor-host .monaco-editor .view-lines').waitFor();
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  const lines = () => app.page.locator('.editor-host .view-line').evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\u00a0/g, ' ')));
  const suggest = () => app.page.locator('.suggest-widget.visible');
  /** Put the cursor at the end of line 3 (the description) and start a new line. */
  const newLineAfterDescription = async () => {
    const { page } = app;
    await page.locator('.editor-host .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
  };

  it('inserts the newline after `model: opus` while the list shows opus', async () => {
    const { page } = app;
    await newLineAfterDescription();
    await page.keyboard.type('model: opus');
    // Quick suggestions may lag on a loaded machine: open the list explicitly.
    if (!(await suggest().isVisible())) await page.keyboard.press('Control+Space');
    await suggest().waitFor();
    await expect.poll(() => suggest().locator('.monaco-list-row').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('opus')]));
    const box = (await suggest().boundingBox())!;
    const vp = page.viewportSize()!;
    expect(box.x >= 0 && box.y >= 0 && box.x + box.width <= vp.width && box.y + box.height <= vp.height).toBe(true);
    await app.screenshot('suggest-model-opus');
    await page.keyboard.press('Enter');
    await page.keyboard.type('x');
    await expect.poll(lines).toEqual(expect.arrayContaining(['model: opus', 'x']));
    expect((await lines()).some((l) => /opusopus|opus\s*x/.test(l))).toBe(false);
  });

  it('closes the list on Ctrl+S (and saves)', async () => {
    const { page } = app;
    // The line `model: opus` the test above writes, the cursor on a new line after it.
    await newLineAfterDescription();
    await page.keyboard.insertText('model: opus\n');
    await expect.poll(lines).toEqual(expect.arrayContaining(['model: opus']));
    await page.keyboard.type('effort: ');
    if (!(await suggest().isVisible())) await page.keyboard.press('Control+Space');
    await suggest().waitFor();
    await page.keyboard.press('Control+S');
    await suggest().waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator(`[data-testid="tab"][data-path="${file()}"]`).getAttribute('data-dirty')).toBe('false');
    expect(fs.readFileSync(file(), 'utf8')).toContain('model: opus\neffort: ');
  });
});
