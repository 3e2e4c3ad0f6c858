/**
 * Budget what-if fields validate (issue 16 §9): a negative budget, a fraction
 * of 0 and a non-number are refused with a message and not applied (the meter
 * keeps the value in effect, never ∞ or NaN); each field says its unit and range.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('budget what-if fields', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('budget');
    const f = path.join(project, '.claude/skills/one/SKILL.md');
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, '---\nname: one\ndescription: One thing.\n---\nBody.\n');
    return { project, readySelector: '[data-testid=listing-pane]' };
  }, async (a) => { await a.page.getByTestId('listing-tab-budget').click(); });

  it('says each field\'s unit and range', async () => {
    const { page } = app;
    expect(await page.getByTestId('knob-budget-hint').innerText()).toBe('characters, 1 to 10,000,000');
    expect(await page.getByTestId('knob-budgetFraction-hint').innerText()).toBe('fraction of the window, 0.0001 to 1');
    expect(await page.getByTestId('knob-maxEntryChars-hint').innerText()).toBe('characters per entry, 1 to 1,000,000');
    expect(await page.getByTestId('window-custom-hint').innerText()).toBe('tokens, 1 to 100,000,000');
  });

  it('refuses a negative budget, a fraction of 0 and a fractional window, and applies a valid value', async () => {
    const { page } = app;
    const meter = () => page.getByTestId('meter-budget').innerText();
    const before = await meter();
    await page.getByTestId('knob-budget').fill('-5');
    await expect.poll(() => page.getByTestId('knob-budget-hint').innerText()).toBe('Must be from 1 to 10,000,000 characters; not applied.');
    expect(await page.getByTestId('knob-budget').getAttribute('aria-invalid')).toBe('true');
    expect(await meter()).toBe(before);
    await page.getByTestId('knob-budgetFraction').fill('0');
    await expect.poll(() => page.getByTestId('knob-budgetFraction-hint').innerText()).toContain('Must be from 0.0001 to 1');
    await page.getByTestId('window-custom').fill('1.5');
    await expect.poll(() => page.getByTestId('window-custom-hint').innerText()).toBe('Enter a whole number of tokens.');
    expect(await meter()).toBe(before);
    const text = await page.getByTestId('budget-panel').innerText();
    expect(text).not.toMatch(/∞|NaN|Infinity/);
    await app.screenshot('budget-invalid');
    await page.getByTestId('knob-budget').fill('900');
    await expect.poll(meter).toBe('900');
    expect(await page.getByTestId('knob-budget-hint').innerText()).toBe('characters, 1 to 10,000,000');
    expect(app.pageErrors).toEqual([]);
  });
});
