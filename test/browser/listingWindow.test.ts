/**
 * A long listing preview is windowed (ListingTextView `WindowedText`): only the
 * blocks of lines near the scroll viewport are in the DOM, the rest are spacers
 * of their height. Checked on a generated project of 2,000 skills (2,002
 * listing lines): the DOM holds a small part of the lines, scrolling the
 * preview to its end brings the last entry in, on screen, and back to the top
 * the first entry again.
 */
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';
import { generateProject, genId } from './helpers/genSkills';

const N = 2000;
/** The first entry's line. */
const first = new RegExp(`^- ${genId(0)}\\b`, 'm');

describeBrowser('a windowed listing preview (2,000 skills)', () => {
  const app = appPerTest(({ temp }) => ({ project: generateProject(N, temp('gen')), viewport: { width: 1600, height: 1000 }, readySelector: '[data-testid="skill-row"]' }));

  it('holds only the lines near the viewport; scrolling to the end shows the last entry, back to the top the first', async () => {
    const { page } = app;
    const pre = page.getByTestId('listing-main-text');
    await expect.poll(() => pre.textContent(), { timeout: 60_000 }).toMatch(first);
    // The header, a blank line and one line per skill; the DOM has far fewer.
    const lines = async () => ((await pre.textContent()) ?? '').split('\n').length;
    expect(await lines()).toBeGreaterThan(5);
    expect(await lines()).toBeLessThan(N / 5);
    expect(await pre.textContent()).not.toContain(`- ${genId(N - 1)}`);
    await pre.evaluate((el) => { el.scrollTop = el.scrollHeight; });
    await expect.poll(() => pre.textContent(), { timeout: 30_000 }).toMatch(new RegExp(`(^|\\n)- ${genId(N - 1)}\\b[^\\n]*$`));
    expect(await lines()).toBeLessThan(N / 5);
    // The last entry is on screen: inside the preview's visible box, not in a spacer's place.
    await expect.poll(() => pre.evaluate((el, id) => {
      const line = [...el.querySelectorAll('.sp-listing-line')].find((l) => l.textContent!.startsWith(`- ${id}`));
      if (!line) return 'missing';
      const a = line.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return a.top >= b.top && a.bottom <= b.bottom ? 'in view' : `out of view (${a.top}–${a.bottom} in ${b.top}–${b.bottom})`;
    }, genId(N - 1))).toBe('in view');
    await app.screenshot('listing-window-end');
    // A selection of what is rendered copies it as the listing text (blank lines kept).
    await pre.evaluate((el) => { el.scrollTop = 0; });
    await expect.poll(() => pre.textContent()).toMatch(first);
    const selected = await pre.evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      const s = getSelection()!;
      s.removeAllRanges();
      s.addRange(r);
      return s.toString();
    });
    expect(selected.startsWith(`The following skills are available for use with the Skill tool:\n\n- ${genId(0)}: `)).toBe(true);
    // (A selection that ends after a block ends with a line break.)
    expect(selected.replace(/\n$/, '')).toBe(await pre.textContent());
    await pre.evaluate((el) => { el.scrollTop = 0; });
    await expect.poll(() => pre.textContent()).toMatch(first);
    expect(await pre.textContent()).not.toContain(`- ${genId(N - 1)}`);
    expect(app.pageErrors, app.pageErrors.join('\n')).toEqual([]);
  }, 120_000);
});
