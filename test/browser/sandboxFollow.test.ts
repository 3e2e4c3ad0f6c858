/**
 * The Sandbox follows the skill open in the editor unless pinned (issue 16
 * §12): switching tabs changes its skill; picking a skill in the Sandbox pins
 * it; "Follow the editor" turns following back on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('sandbox follows the editor', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('follow');
    for (const id of ['aa', 'bb', 'cc']) {
      const f = path.join(project, '.claude/skills', id, 'SKILL.md');
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, `---\nname: ${id}\ndescription: ${id} things\n---\nBody of ${id}.\n`);
    }
    return { project, readySelector: '[data-testid="skill-row"]' };
  }, async (a) => { await a.page.getByTestId('pane-tab-sandbox').click(); });

  const open = (id: string) => app.page.locator(`[data-testid="skill-row"][data-name="${id}"] .skill-open`).click();
  const chosen = () => app.page.getByTestId('sandbox-skill').inputValue();

  it('takes the editor\'s skill, is pinned by a pick here, and follows again when asked', async () => {
    const { page } = app;
    await open('aa');
    await expect.poll(chosen).toBe('aa');
    await open('bb');
    await expect.poll(chosen).toBe('bb');
    expect(await page.getByTestId('sandbox-follow').isChecked()).toBe(true);
    await page.getByTestId('sandbox-skill').selectOption('aa');
    expect(await page.getByTestId('sandbox-follow').isChecked()).toBe(false);
    await open('cc');
    await page.locator('[data-testid="tab"].active[data-path$="/cc/SKILL.md"]').waitFor();
    expect(await chosen()).toBe('aa');
    await page.getByTestId('sandbox-follow').check();
    await expect.poll(chosen).toBe('cc');
    await app.screenshot('sandbox-follow');
    expect(app.pageErrors).toEqual([]);
  });
});
