/**
 * Portability diagnostics in the app (issue 17): tick harnesses in the
 * Problems header; each chosen harness that reads the open skill differently
 * shows an info row (a folder it never reads, a skill it skips), only for the
 * harnesses chosen, and the choice survives a reload (settings).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('portability picker', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('portability');
    const file = path.join(project, '.claude/skills/colon/SKILL.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Claude Code reads it (quote retry); Goose reads .claude/skills but skips the YAML error; Roo Code never reads .claude/skills.
    fs.writeFileSync(file, '---\nname: colon\ndescription: Use this: when things break\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  const codes = () => app.page.locator('[data-testid="problem"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')).filter((c) => c?.startsWith('portability-')));

  const openColon = async () => {
    await app.page.locator('[data-testid="skill-row"][data-name="colon"] .skill-open').click();
    await app.page.getByTestId('tab').first().waitFor();
  };
  /** Tick Roo Code and Goose in the picker of the open skill; resolves when Goose's row shows (the first test). */
  const chooseRooAndGoose = async () => {
    const { page } = app;
    await page.getByTestId('portability-roo-code').check();
    await page.getByTestId('portability-goose').check();
    await page.locator('[data-testid="problem"][data-code="portability-skipped"]').waitFor();
  };

  it('shows what each chosen harness does differently with the open skill', async () => {
    const { page } = app;
    await openColon();
    expect(await codes()).toEqual([]);
    await page.getByTestId('portability-picker').locator('summary').click();
    // Each harness says how its behaviour was learnt (issue 17: measured, read from source or approximate).
    expect(await page.getByTestId('portability-how-crush').textContent()).toContain('read from source');
    expect(await page.getByTestId('portability-how-claude-code').textContent()).toContain('measured');
    expect(await page.getByTestId('portability-how-amp').textContent()).toContain('documentation only');
    await chooseRooAndGoose();
    expect((await codes()).sort()).toEqual(['portability-folder-not-read', 'portability-skipped']);
    expect(await page.locator('[data-testid="problem"][data-code="portability-skipped"] .msg').textContent()).toContain('Goose skips this skill');
    await app.screenshot('portability-picker');
  });

  it('keeps the choice after a reload (settings portabilityProfiles)', async () => {
    const { page } = app;
    await openColon();
    await page.getByTestId('portability-picker').locator('summary').click();
    await chooseRooAndGoose();
    // The renderer saves the choice without waiting: reload once main has it.
    await expect.poll(async () => (await app.api<{ portabilityProfiles: string[] }>('settings.get', {})).portabilityProfiles.slice().sort()).toEqual(['goose', 'roo-code']);
    await page.reload();
    await page.locator('[data-testid="skill-row"][data-name="colon"] .skill-open').click();
    await page.locator('[data-testid="problem"][data-code="portability-folder-not-read"]').waitFor();
    await page.getByTestId('portability-picker').locator('summary').click();
    expect(await page.getByTestId('portability-roo-code').isChecked()).toBe(true);
    await page.getByTestId('portability-roo-code').uncheck();
    await page.getByTestId('portability-goose').uncheck();
    await page.waitForFunction(() => !document.querySelector('[data-testid="problem"][data-code^="portability-"]'));
  });

  it('the open list stays inside the window at 1024×700 and 1440×900 (it scrolls when the room is short)', async () => {
    const { page } = app;
    await openColon();
    for (const vp of [{ width: 1024, height: 700 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(vp);
      const picker = page.getByTestId('portability-picker');
      if (!(await picker.evaluate((d) => (d as HTMLDetailsElement).open))) await picker.locator('summary').click();
      const list = page.getByTestId('portability-list');
      await expect.poll(async () => {
        const b = await list.boundingBox();
        return !!b && b.x >= 0 && b.y >= 0 && b.x + b.width <= vp.width && b.y + b.height <= vp.height;
      }).toBe(true);
      // Every check box can be reached (scrolled to) and ticked: the last one too.
      await page.getByTestId('portability-cline').scrollIntoViewIfNeeded();
      expect(await page.getByTestId('portability-cline').isVisible()).toBe(true);
      await app.screenshot(`portability-list-${vp.width}`);
      await picker.locator('summary').click();
    }
  });
});
