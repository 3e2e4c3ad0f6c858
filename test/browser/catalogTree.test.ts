/**
 * The catalog is an ARIA tree (issue 16 §4): role tree/treeitem with
 * aria-level, aria-expanded and aria-selected; one Tab stop; arrows, Home/End,
 * Left/Right collapse and expand, Enter opens; type-to-find; row actions in a
 * context menu opened with Shift+F10.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('catalog tree keyboard', () => {
  let project: string;
  const file = (id: string) => path.join(project, '.claude/skills', id, 'SKILL.md');
  const app = appPerTest(({ temp }) => {
    project = temp('tree');
    for (const id of ['alpha', 'beta', 'deploy', 'docs']) {
      fs.mkdirSync(path.dirname(file(id)), { recursive: true });
      fs.writeFileSync(file(id), `---\nname: ${id}\ndescription: ${id} things\n---\nBody.\n`);
    }
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  const selected = () => app.page.locator('[role=tree] [role=treeitem][aria-selected=true]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? e.getAttribute('data-scope')));

  it('has tree roles and one Tab stop', async () => {
    const { page } = app;
    const tree = page.getByRole('tree', { name: 'Skills by scope' });
    await tree.waitFor();
    expect(await page.locator('[role=tree] [role=treeitem][aria-level="1"]').count()).toBe(1);
    expect(await page.locator('[role=tree] [role=treeitem][aria-level="2"]').count()).toBe(4);
    expect(await page.locator('[data-testid=scope-group][data-scope=project]').getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('status-filter').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tree');
    // The first skill is focused on entry; aria-activedescendant names it.
    await expect.poll(selected).toEqual(['alpha']);
    const desc = await tree.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${desc}`).getAttribute('data-name')).toBe('alpha');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.sidebar'))).toBe(false);
    await app.screenshot('catalog-tree-focus');
  });

  it('moves with arrows and Home/End, collapses and expands with Left/Right, opens with Enter', async () => {
    const { page } = app;
    await page.getByRole('tree').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).toEqual(['beta']);
    await page.keyboard.press('End');
    await expect.poll(selected).toEqual(['docs']);
    await page.keyboard.press('Home');
    await expect.poll(selected).toEqual(['project']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('[data-testid=scope-group]').getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('skill-row').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('skill-row').count()).toBe(4);
    await page.keyboard.press('ArrowRight');
    await expect.poll(selected).toEqual(['alpha']);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(selected).toEqual(['project']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="tab"][data-path="${file('beta')}"]`).waitFor();
  });

  it('finds a row by typing its name', async () => {
    const { page } = app;
    await page.getByRole('tree').focus();
    await page.keyboard.type('do');
    await expect.poll(selected).toEqual(['docs']);
    await page.keyboard.press('Home');
    await page.keyboard.type('de');
    await expect.poll(selected).toEqual(['deploy']);
  });

  it('opens the row actions with Shift+F10; Escape returns to the tree; Duplicate runs from the menu', async () => {
    const { page } = app;
    await page.getByRole('tree').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+F10');
    const menu = page.getByRole('menu', { name: 'docs actions' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['OpenEnter', 'Show Problems', 'Rename…F2', 'Duplicate', 'Export skill…', 'Delete…Delete']);
    await app.screenshot('catalog-tree-menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tree');
    await page.keyboard.press('Shift+F10');
    await menu.waitFor();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByTestId('prompt-input').waitFor();
    await page.getByTestId('prompt-ok').click();
    await page.locator('[data-testid=skill-row][data-name="docs-copy"]').waitFor();
    // Duplicate opens the copy (issue 16 §5).
    await page.locator(`[data-testid="tab"].active[data-path="${file('docs-copy')}"]`).waitFor();
    // Right-click opens the same menu.
    await page.locator('[data-testid=skill-row][data-name=alpha]').click({ button: 'right' });
    await page.getByRole('menu', { name: 'alpha actions' }).waitFor();
    await page.keyboard.press('Escape');
    expect(app.pageErrors).toEqual([]);
  });
});
