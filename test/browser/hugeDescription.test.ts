/**
 * A skill whose one-line description is megabytes long, under a profile with no budget and
 * no file-size limit (OpenHarness): the app must stay responsive and show the entry capped
 * for display, never the whole text in the DOM (a new user's hostile file hung the page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

const SIZE = Number(process.env.HUGE_SIZE ?? 5_000_000);

describeBrowser('a megabyte description under OpenHarness', () => {
  const app = appPerTest(({ temp }) => {
    const root = temp('huge-desc');
    const dir = path.join(root, 'project/.claude/skills/huge');
    fs.mkdirSync(dir, { recursive: true });
    fs.mkdirSync(path.join(root, 'home'));
    fs.writeFileSync(path.join(dir, 'SKILL.md'), `---\nname: huge\ndescription: ${'x'.repeat(SIZE)}\n---\nbody\n`);
    return { project: path.join(root, 'project'), home: path.join(root, 'home'), profile: 'openharness', readySelector: '[data-testid=listing-pane]' };
  });

  it('shows the catalog row and the listing line cut, with how much is hidden', async () => {
    await app.page.getByText('huge', { exact: true }).first().waitFor({ timeout: 240_000 });
    const text = app.page.getByTestId('listing-main-text');
    await expect.poll(async () => (await text.textContent()) ?? '', { timeout: 120_000 }).toMatch(/ … \[[\d,]{9} more characters not shown; Copy or Export gives the whole text\]/);
    // The whole description is in the DOM nowhere (it was twice: the row and the listing).
    const domChars = await app.page.evaluate(() => document.body.textContent!.length);
    expect(domChars).toBeLessThan(200_000);
    expect(await app.page.locator('[data-testid=skill-row][data-name=huge] .skill-desc').textContent()).toBe('x'.repeat(20_000) + '…');
    await app.screenshot('huge-description');
    expect(app.pageErrors).toEqual([]);
  }, 300_000);
});
