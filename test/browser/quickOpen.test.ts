/**
 * Ctrl/Cmd+P quick-open by skill name (issue 16 §3): type, arrow, Enter opens the skill's SKILL.md.
 * Ctrl/Cmd+O in the browser focuses the project field (§6; Electron's native dialog: test/electron-main).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('quick-open by skill name', () => {
  let project: string;
  const file = (id: string) => path.join(project, '.claude/skills', id, 'SKILL.md');
  const app = appPerTest(({ temp }) => {
    project = temp('quickopen');
    for (const id of ['pdf-tools', 'deploy', 'pdf-export']) {
      fs.mkdirSync(path.dirname(file(id)), { recursive: true });
      fs.writeFileSync(file(id), `---\nname: ${id}\ndescription: ${id}\n---\nBody.\n`);
    }
    return { project, readySelector: '[data-testid="skill-row"]' };
  });
  /** Open a skill from the catalog so the editor (the focus the keys start from) is on screen. */
  const openEditor = async () => {
    await app.page.locator('[data-testid="skill-row"][data-name="pdf-tools"] .skill-open').click();
    await app.page.locator(`[data-testid="tab"].active[data-path="${file('pdf-tools')}"]`).waitFor();
    await app.page.locator('.monaco-editor textarea').waitFor({ state: 'attached' });
  };

  it('filters by name (prefix first, then in-order letters) and opens the pick with Enter', async () => {
    const { page } = app;
    await page.locator('body').click();
    await page.keyboard.press('Control+P');
    await page.getByTestId('quick-open-input').waitFor();
    await page.keyboard.type('pdfe');
    await expect.poll(() => page.getByTestId('quick-open-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['pdf-export']);
    await page.getByTestId('quick-open-input').fill('dep');
    await expect.poll(() => page.getByTestId('quick-open-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))).toEqual(['deploy', 'pdf-export']);
    await page.keyboard.press('Enter');
    await page.getByTestId('quick-open').waitFor({ state: 'detached' });
    await page.locator(`[data-testid="tab"][data-path="${file('deploy')}"]`).waitFor();
  });

  it('Ctrl+O in the browser focuses the project field, text selected, and typing completes folders (issue 16 §6)', async () => {
    const { page } = app;
    await openEditor();
    await page.locator('.monaco-editor textarea').focus();
    await page.keyboard.press('Control+O');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('project-path');
    expect(await page.evaluate(() => { const i = document.activeElement as HTMLInputElement; return [i.selectionStart, i.selectionEnd, i.value.length]; }))
      .toEqual([0, project.length, project.length]);
    await page.keyboard.type(`${project}/.cl`);
    await expect.poll(() => page.locator('datalist option').evaluateAll((os) => os.map((o) => o.getAttribute('value')))).toContain(`${project}/.claude/`);
    await page.getByTestId('project-path').fill(project);
  });

  it('the picker and the command palette have focus in the commit that shows them, so a key pressed at once reaches them', async () => {
    const { page } = app;
    await openEditor();
    for (const [keys, testid] of [['Control+P', 'quick-open'], ['Control+Shift+P', 'palette']] as const) {
      await page.locator('.monaco-editor textarea').focus();
      // Record what has focus when the overlay's input enters the DOM (a microtask after React's commit).
      await page.evaluate((tid) => {
        const w = window as unknown as { focusAtShow?: string | null };
        w.focusAtShow = undefined;
        const mo = new MutationObserver(() => {
          const el = document.querySelector(`[data-testid="${tid}"] input`);
          if (!el) return;
          mo.disconnect();
          w.focusAtShow = document.activeElement === el ? 'overlay-input' : (document.activeElement?.className || document.activeElement?.tagName || null);
        });
        mo.observe(document.body, { childList: true, subtree: true });
      }, testid);
      await page.keyboard.press(keys);
      await expect.poll(() => page.evaluate(() => (window as unknown as { focusAtShow?: string | null }).focusAtShow)).toBe('overlay-input');
      await page.keyboard.press('Escape');
      await page.getByTestId(testid).waitFor({ state: 'detached' });
    }
  });

  it('works from inside the editor too, and Escape closes it', async () => {
    const { page } = app;
    await openEditor();
    await page.locator('.monaco-editor textarea').focus();
    await page.keyboard.press('Control+P');
    await page.getByTestId('quick-open-input').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('quick-open').waitFor({ state: 'detached' });
    expect(app.pageErrors).toEqual([]);
  });
});
