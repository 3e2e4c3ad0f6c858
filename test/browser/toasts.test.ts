/**
 * Toasts in the app (issue 16 §8): a transient warning goes away by itself, the
 * same warning repeated is one toast with a count, an error stays until the
 * user dismisses it. Triggered the way a user does: Rename on a legacy command
 * (not a folder skill: a warning), Rename onto a folder that exists (main
 * refuses: an error). The store's timing rules are unit-tested in
 * test/unit/renderer/notices.test.ts; this checks they reach the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('toasts', () => {
  let project: string;
  const app = appPerTest(({ temp }) => {
    project = temp('toasts');
    for (const n of ['alpha', 'beta']) {
      const f = path.join(project, `.claude/skills/${n}/SKILL.md`);
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, `---\nname: ${n}\ndescription: ${n} things.\n---\nBody.\n`);
    }
    fs.mkdirSync(path.join(project, '.claude/commands'), { recursive: true });
    fs.writeFileSync(path.join(project, '.claude/commands/legacy.md'), '---\ndescription: A legacy command.\n---\nDo it.\n');
    return { project, readySelector: '[data-testid="skill-row"][data-name="legacy"]' };
  });

  const rename = async (name: string) => {
    const row = app.page.locator(`[data-testid="skill-row"][data-name="${name}"]`);
    await row.hover();
    await row.getByRole('button', { name: `Rename ${name}` }).click();
  };

  it('three identical warnings make one toast with ×3, which goes away by itself', async () => {
    const { page } = app;
    const warning = page.getByTestId('notice').filter({ hasText: 'Only folder skills can be renamed here.' });
    for (let i = 0; i < 3; i++) await rename('legacy');
    await expect.poll(() => warning.count()).toBe(1);
    expect((await warning.getByTestId('notice-count').innerText()).trim()).toBe('×3');
    expect(await warning.getAttribute('data-level')).toBe('warning');
    await app.screenshot('toasts-grouped');
    // NOTICE_TTL_MS.warning is 12 s, restarted by the last repeat.
    await expect.poll(() => warning.count(), { timeout: 30_000, interval: 1000 }).toBe(0);
  }, 60_000);

  it('an error stays until dismissed', async () => {
    const { page } = app;
    await rename('alpha');
    await page.getByTestId('prompt-input').fill('beta');
    await page.getByTestId('prompt-ok').click();
    const error = page.getByTestId('notice').filter({ hasText: 'Rename failed' });
    await error.waitFor();
    expect(await error.getAttribute('data-level')).toBe('error');
    // A warning shown after the error has the longest transient life (12 s); once it is gone,
    // the error, older than it, must still be there (an observable, not a fixed wait).
    await rename('legacy');
    const warning = page.getByTestId('notice').filter({ hasText: 'Only folder skills can be renamed here.' });
    await warning.waitFor();
    await expect.poll(() => warning.count(), { timeout: 30_000, interval: 1000 }).toBe(0);
    expect(await error.count()).toBe(1);
    expect(fs.existsSync(path.join(project, '.claude/skills/alpha/SKILL.md'))).toBe(true);
    await error.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => error.count()).toBe(0);
  }, 60_000);
});
