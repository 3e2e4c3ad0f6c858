/**
 * Listing pane, issue 13 §3: the budget panel names the model, its window and
 * bytes per token with their sources, and a what-if model changes only the
 * preview (the settings file stays as it was); the listing says how it is
 * delivered under each release; touching a file shows the delta it sends.
 * Expected numbers by hand: 1,000,000 × 3 × 0.01 = 30,000 (2.1.332's default
 * model, measured), 200,000 × 4 × 0.01 = 8,000 (claude-sonnet-4-5, measured).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const SETTINGS = JSON.stringify({ skillListingMaxDescChars: 200 });

/** The fixture under `root` (an empty folder): a project of two skills and a home whose settings cap descriptions. */
function makeFixture(root: string): { project: string; home: string; root: string; settings: string } {
  const project = path.join(root, 'project');
  const home = path.join(root, 'home');
  const sk = path.join(project, '.claude/skills');
  write(path.join(sk, 'review/SKILL.md'), '---\nname: review\ndescription: Reviews a pull request\n---\nReview.\n');
  write(path.join(sk, 'ts-helper/SKILL.md'), '---\nname: ts-helper\ndescription: Helps with TypeScript files\npaths: src/**/*.ts\n---\nTS.\n');
  write(path.join(project, 'src/app.ts'), 'export {};\n');
  const settings = path.join(home, '.claude/settings.json');
  write(settings, SETTINGS);
  return { project, home, root, settings };
}

async function listingTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId('pane-tab-listing').click();
  await page.getByTestId(`listing-tab-${tab}`).click();
}

describeBrowser('listing pane: model, delivery, deltas', () => {
  let fx: ReturnType<typeof makeFixture>;
  const app = appPerTest(({ temp }) => {
    fx = makeFixture(temp('listing-model'));
    return { project: fx.project, home: fx.home, viewport: { width: 1600, height: 1000 }, readySelector: '[data-testid=listing-pane]' };
  });

  it('shows the model, window and bytes per token with their sources; a what-if model changes the budget, not the settings', async () => {
    const { page } = app;
    await listingTab(page, 'budget');
    await expect.poll(() => page.getByTestId('model-id').innerText()).toBe('claude-opus-5-5');
    expect(await page.getByTestId('model-window').innerText()).toBe('1,000,000');
    expect(await page.getByTestId('model-bytes').innerText()).toBe('3');
    expect(await page.getByTestId('model-window-source').innerText()).toContain('measured');
    expect(await page.getByTestId('model-budget').innerText()).toBe('1,000,000 × 3 × 0.01 = 30,000 characters');
    expect(await page.getByTestId('meter-budget').innerText()).toBe('30,000');
    await app.screenshot('listing-model');
    await page.getByTestId('model-whatif').selectOption('claude-sonnet-4-5');
    await expect.poll(() => page.getByTestId('meter-budget').innerText()).toBe('8,000');
    expect(await page.getByTestId('model-id').innerText()).toBe('claude-sonnet-4-5');
    expect(await page.getByTestId('model-from').innerText()).toContain('what-if');
    expect(await page.getByTestId('model-budget').innerText()).toBe('200,000 × 4 × 0.01 = 8,000 characters');
    await app.screenshot('listing-model-whatif');
    expect(fs.readFileSync(fx.settings, 'utf8')).toBe(SETTINGS);
    await page.getByTestId('model-whatif').selectOption('');
    await expect.poll(() => page.getByTestId('meter-budget').innerText()).toBe('30,000');
  });

  it('says how the listing reaches the model: a system message under 2.1.332, a <system-reminder> under 2.1.112', async () => {
    const { page } = app;
    await listingTab(page, 'listing');
    const delivery = page.getByTestId('listing-main-delivery');
    await expect.poll(() => delivery.getAttribute('data-kind')).toBe('system-message');
    expect(await delivery.innerText()).toContain('a role "system" entry of messages');
    await page.getByTestId('preview-profile').selectOption('claude-code@2.1.112');
    await expect.poll(() => delivery.getAttribute('data-kind')).toBe('system-reminder');
    expect(await delivery.innerText()).toContain('a text block of the first user message');
    await app.screenshot('listing-delivery-2.1.112');
    await page.getByTestId('preview-profile').selectOption('claude-code@latest');
  });

  it('after touching src/app.ts, shows ts-helper as added, with the delta text Claude Code receives', async () => {
    const { page } = app;
    await listingTab(page, 'skills');
    await page.getByTestId('touched-input').fill('src/app.ts');
    await page.getByTestId('touched-add').click();
    await listingTab(page, 'listing');
    const delta = page.locator('[data-testid=touch-delta][data-file="src/app.ts"]');
    await delta.waitFor();
    expect(await delta.getByTestId('delta-skill').allInnerTexts()).toEqual(['ts-helper']);
    expect(await delta.getByTestId('delta-text').innerText()).toBe('The following skills are available for use with the Skill tool:\n\n- ts-helper: Helps with TypeScript files');
    await delta.scrollIntoViewIfNeeded();
    await app.screenshot('listing-touch-delta');
  });
});
