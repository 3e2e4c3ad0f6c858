/**
 * The suggest list (issue 16 §7): Enter after a complete enum value
 * (`model: opus`) is a newline, not swallowed by the list; the list is drawn
 * whole inside the window; Ctrl+S closes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, startApp, type StartedApp } from './helpers/app';

describeBrowser('editor suggest list', () => {
  let app: StartedApp;
  let project: string;
  const file = () => path.join(project, '.claude/skills/pick/SKILL.md');
  beforeAll(async () => {
    project = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-suggest-')));
    fs.mkdirSync(path.dirname(file()), { recursive: true });
    fs.writeFileSync(file(), '---\nname: pick\ndescription: Picks things.\n---\nBody.\n');
    app = await startApp({ project, readySelector: '[data-testid="skill-row"]' });
    await app.page.locator('[data-testid="skill-row"][data-name="pick"] .skill-open').click();
    await app.page.locator('.editor-host .monaco-editor .view-lines').waitFor();
  });
  afterAll(async () => { await app?.close(); fs.rmSync(project, { recursive: true, force: true }); });

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
    await page.keyboard.press('Backspace');
    await page.keyboard.type('effort: ');
    if (!(await suggest().isVisible())) await page.keyboard.press('Control+Space');
    await suggest().waitFor();
    await page.keyboard.press('Control+S');
    await suggest().waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator(`[data-testid="tab"][data-path="${file()}"]`).getAttribute('data-dirty')).toBe('false');
    expect(fs.readFileSync(file(), 'utf8')).toContain('model: opus\neffort: ');
    expect(app.pageErrors).toEqual([]);
  });
});
