/**
 * Editor tab habits (issue 16 §5): Ctrl+Tab / Ctrl+PgDn/PgUp move between
 * tabs, the tab context menu closes, closes others and closes saved tabs,
 * Ctrl+Shift+T reopens the last closed tab, a reload brings back every open
 * tab (not only dirty ones) in order with the active one, and renaming a skill
 * with unsaved text keeps that text in the moved tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('editor tabs', () => {
  let project: string;
  const file = (id: string) => path.join(project, '.claude/skills', id, 'SKILL.md');
  const app = appPerTest(({ temp }) => {
    project = temp('tabs');
    for (const id of ['one', 'two', 'three', 'four']) {
      fs.mkdirSync(path.dirname(file(id)), { recursive: true });
      fs.writeFileSync(file(id), `---\nname: ${id}\ndescription: ${id} things\n---\nBody.\n`);
    }
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  const open = async (id: string) => {
    await app.page.locator(`[data-testid="skill-row"][data-name="${id}"] .skill-open`).click();
    await app.page.locator(`[data-testid="tab"].active[data-path="${file(id)}"]`).waitFor();
  };
  const tabs = () => app.page.getByTestId('tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')!.split('/').at(-2)));
  const active = () => app.page.locator('[data-testid="tab"].active').getAttribute('data-path').then((p) => p?.split('/').at(-2));
  const type = async (text: string) => {
    await app.page.locator('.editor-host .monaco-editor .view-lines').click();
    await app.page.keyboard.press('Control+End');
    await app.page.keyboard.type(text);
  };
  /** Open `id` and give it unsaved text. */
  const editUnsaved = async (id: string) => {
    await open(id);
    await type('\nEdited.');
    await app.page.locator(`[data-testid="tab"][data-dirty="true"][data-path="${file(id)}"]`).waitFor();
  };

  it('moves with Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+PgDn and Ctrl+PgUp (wrapping), also from inside the editor', async () => {
    const { page } = app;
    for (const id of ['one', 'two', 'three']) await open(id);
    await page.locator('.monaco-editor textarea').focus();
    await page.keyboard.press('Control+Tab');
    await expect.poll(active).toBe('one');
    await page.keyboard.press('Control+Shift+Tab');
    await expect.poll(active).toBe('three');
    await page.keyboard.press('Control+PageUp');
    await expect.poll(active).toBe('two');
    await page.keyboard.press('Control+PageDown');
    await expect.poll(active).toBe('three');
  });

  it('closes from the tab context menu (Close, Close Others, Close Saved) and reopens with Ctrl+Shift+T', async () => {
    const { page } = app;
    for (const id of ['one', 'two', 'three', 'four']) await open(id);
    await page.locator(`[data-testid="tab"][data-path="${file('two')}"]`).click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'Tab actions' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['CloseCtrl+Alt+W', 'Close Others', 'Close Saved']);
    await app.screenshot('tab-context-menu');
    await page.getByTestId('menu-close').click();
    await expect.poll(tabs).toEqual(['one', 'three', 'four']);
    await page.keyboard.press('Control+Shift+T');
    await expect.poll(tabs).toEqual(['one', 'three', 'four', 'two']);
    await expect.poll(active).toBe('two');
    // Close Saved keeps the dirty tab.
    await open('three');
    await type('\nEdited.');
    await page.locator('[data-testid="tab"][data-dirty="true"]').waitFor();
    await page.locator(`[data-testid="tab"][data-path="${file('one')}"]`).click({ button: 'right' });
    await page.getByTestId('menu-close-saved').click();
    await expect.poll(tabs).toEqual(['three']);
    // Close Others on the dirty tab, with another open: the saved one goes without asking.
    await open('one');
    await page.locator(`[data-testid="tab"][data-path="${file('three')}"]`).click({ button: 'right' });
    await page.getByTestId('menu-close-others').click();
    await expect.poll(tabs).toEqual(['three']);
    // Reopen goes back through the closed tabs, newest first.
    await page.keyboard.press('Control+Shift+T');
    await expect.poll(tabs).toEqual(['three', 'one']);
  });

  it('brings back every open tab after a reload, in order, with the active one and the unsaved text', async () => {
    const { page } = app;
    await editUnsaved('three');
    for (const id of ['one', 'four', 'two']) await open(id);
    await page.locator(`[data-testid="tab"][data-path="${file('one')}"]`).click();
    await expect.poll(tabs).toEqual(['three', 'one', 'four', 'two']);
    // Saving the tabs waits out a short pause: reload only once main holds this order and this active tab.
    await expect.poll(async () => {
      const s = (await app.api<{ openTabs: { paths: string[]; active?: string }[] }>('settings.get')).openTabs[0];
      return s ? [...s.paths, `>${s.active ?? ''}`] : [];
    }).toEqual([file('three'), file('one'), file('four'), file('two'), `>${file('one')}`]);
    // And once main holds three's unsaved text (its mirror waits out a pause in typing too).
    await expect.poll(async () => (await app.api<{ path: string; text: string }[]>('buffers.list')).filter((b) => b.text.includes('Edited.')).map((b) => b.path)).toEqual([file('three')]);
    await page.reload();
    await page.locator('[data-testid="skill-row"]').first().waitFor();
    // The saved tabs reopen one file.read after another; a host started seconds ago (one per test)
    // can take longer than poll's default second for that under load.
    await expect.poll(tabs, { timeout: 10_000 }).toEqual(['three', 'one', 'four', 'two']);
    await expect.poll(active).toBe('one');
    expect(await page.locator(`[data-testid="tab"][data-path="${file('three')}"]`).getAttribute('data-dirty')).toBe('true');
  });

  it('renames a skill with unsaved text without asking to save, and the moved tab keeps the text', async () => {
    const { page } = app;
    await editUnsaved('three');
    await page.locator('[data-testid="skill-row"][data-name="three"]').hover();
    await page.getByRole('button', { name: 'Rename three' }).click();
    await page.getByTestId('prompt-input').fill('three-renamed');
    await page.getByTestId('prompt-ok').click();
    await page.getByTestId('prompt').waitFor({ state: 'detached' });
    const moved = file('three-renamed');
    await page.locator(`[data-testid="tab"][data-path="${moved}"][data-dirty="true"]`).waitFor();
    expect(await page.getByTestId('prompt').count()).toBe(0);
    await expect.poll(() => page.locator('.monaco-editor .view-lines').textContent()).toContain('Edited.');
    // The disk has the renamed folder with the old saved text; the edit is still unsaved.
    expect(fs.readFileSync(moved, 'utf8')).not.toContain('Edited.');
    expect(fs.existsSync(file('three'))).toBe(false);
    expect(app.pageErrors).toEqual([]);
  });
});
