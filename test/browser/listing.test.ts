/**
 * Listing pane, end to end in the web host: every fate/status with its badge,
 * budget controls changing the listing, Claude Code settings read from a temp
 * home with their source, the touched-files editor, the unsaved-edit diff,
 * the usage what-if, and the explain pane.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';

const LONG = 'Deploys the service to staging and production with health checks, canary steps, automatic rollback on failure and a summary of what changed for the release notes of this week';

function write(file: string, text: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Under `root` (an empty folder): a project showing every status, and a home with Claude Code settings. */
function makeFixture(root: string): { project: string; home: string; root: string } {
  const project = path.join(root, 'project');
  const home = path.join(root, 'home');
  const sk = path.join(project, '.claude/skills');
  write(path.join(sk, 'deploy/SKILL.md'), `---\nname: deploy\ndescription: ${LONG}\n---\nDeploy it.\n`);
  write(path.join(sk, 'review/SKILL.md'), '---\nname: review\ndescription: Reviews a pull request for bugs and style problems\n---\nReview the PR.\n');
  write(path.join(sk, 'notes/SKILL.md'), '---\nname: notes\ndescription: Writes meeting notes from a transcript in a fixed template\n---\nNotes.\n');
  write(path.join(sk, 'secret-tool/SKILL.md'), '---\nname: secret-tool\ndescription: Only for humans\ndisable-model-invocation: true\n---\nHuman only.\n');
  write(path.join(sk, 'ts-helper/SKILL.md'), '---\nname: ts-helper\ndescription: Helps with TypeScript files\npaths: src/**/*.ts\n---\nTS.\n');
  // A NUL byte: a binary file, which no harness loads (a Latin-1 one Claude Code loads, with U+FFFD).
  write(path.join(sk, 'broken/SKILL.md'), Buffer.concat([Buffer.from('---\nname: broken\ndescription: caf'), Buffer.from([0x00]), Buffer.from('\n---\nBody\n')]));
  write(path.join(sk, 'lookalike/skill.md'), '---\nname: lookalike\ndescription: wrong file name case\n---\nx\n');
  write(path.join(project, 'src/app.ts'), 'export {};\n');
  write(path.join(home, '.claude/settings.json'), JSON.stringify({ skillListingMaxDescChars: 60 }));
  write(path.join(home, '.claude/skills/review/SKILL.md'), '---\nname: review\ndescription: User copy of review\n---\nUser review.\n');
  return { project, home, root };
}

async function listingTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId('pane-tab-listing').click();
  await page.getByTestId(`listing-tab-${tab}`).click();
}

const listingText = (page: Page) => page.getByTestId('listing-main-text').innerText();

describeBrowser('listing pane', () => {
  let fx: ReturnType<typeof makeFixture>;
  const app = appPerTest(({ temp }) => {
    fx = makeFixture(temp('listing'));
    return { project: fx.project, home: fx.home, viewport: { width: 1600, height: 1000 }, readySelector: '[data-testid=listing-pane]' };
  });

  it('shows the exact listing, capped by the per-entry limit from ~/.claude/settings.json', async () => {
    await listingTab(app.page, 'listing');
    const text = await listingText(app.page);
    expect(text).toContain('The following skills are available for use with the Skill tool:');
    // Same-named user and project `review`: 2.1.332 lists one entry, the user copy (measured, point 8).
    expect(text).toContain('- review: User copy of review');
    expect(text).not.toContain('- review: Reviews a pull request');
    // skillListingMaxDescChars 60 from the temp home: 59 characters + "…"
    expect(text).toContain(`- deploy: ${LONG.slice(0, 59)}…`);
    expect(text).not.toContain('secret-tool');
    expect(text).not.toContain('ts-helper');
    await app.screenshot('listing-text');
  });

  it('shows each setting with where it came from, and the panel overrides it', async () => {
    await listingTab(app.page, 'budget');
    const src = app.page.getByTestId('source-maxEntryChars');
    await expect.poll(() => src.innerText()).toContain(path.join(fx.home, '.claude/settings.json'));
    expect(await app.page.getByTestId('knob-maxEntryChars').inputValue()).toBe('60');
    expect(await app.page.getByTestId('source-budgetFraction').innerText()).toContain('default');
    await app.page.getByTestId('knob-maxEntryChars').fill('1536');
    await expect.poll(() => src.innerText()).toContain('set here');
    await listingTab(app.page, 'listing');
    expect(await listingText(app.page)).toContain(`- deploy: ${LONG}`);
    await listingTab(app.page, 'budget');
    await app.page.getByTestId('reset-maxEntryChars').click();
    await expect.poll(() => src.innerText()).toContain('settings.json');
  });

  it('budget controls change the listing: a tiny budget shortens entries, the meter and chart follow', async () => {
    await listingTab(app.page, 'budget');
    // Claude Code 2.1.332's default model has a 1M-token window at 3 bytes per token: 1,000,000 × 3 × 0.01
    // (measured, ../shared/reference/claude-code-measured.md; engine/models.ts). A 200k window at the same
    // model's 3 bytes per token gives 6,000.
    expect(await app.page.getByTestId('meter-budget').innerText()).toBe('30,000');
    // The token estimate uses the same 3 bytes per token as the budget line (it said ÷ 4).
    const used = Number((await app.page.getByTestId('meter-used').innerText()).replace(/,/g, ''));
    expect(Number((await app.page.getByTestId('meter-tokens').innerText()).replace(/,/g, ''))).toBe(Math.ceil(used / 3));
    await app.page.getByTestId('window-200k').click();
    await expect.poll(() => app.page.getByTestId('meter-budget').innerText()).toBe('6,000');
    await app.page.getByTestId('knob-budget').fill('200');
    await expect.poll(() => app.page.getByTestId('meter-budget').innerText()).toBe('200');
    expect(await app.page.getByTestId('budget-source').innerText()).toMatch(/200/);
    expect(await app.page.getByTestId('meter-tokens').innerText()).toMatch(/^\d+$/);
    expect(await app.page.getByTestId('budget-line').count()).toBe(1);
    expect(await app.page.getByTestId('chart-seg').count()).toBeGreaterThan(2);
    await app.screenshot('listing-budget');
    await listingTab(app.page, 'skills');
    await expect.poll(() => app.page.locator('[data-testid=fate-row][data-kind=shortened], [data-testid=fate-row][data-kind=name-only]').count()).toBeGreaterThan(0);
    await app.screenshot('listing-fates-tight-budget');
    await listingTab(app.page, 'budget');
    await app.page.getByTestId('reset-budget').click();
    await app.page.getByTestId('reset-contextWindowTokens').click();
    await expect.poll(() => app.page.getByTestId('meter-budget').innerText()).toBe('30,000');
  });

  it('gives every skill a badge and a reason: listed, shortened, hidden, inactive, failed, not discovered', async () => {
    await listingTab(app.page, 'skills');
    const row = (name: string) => app.page.locator(`[data-testid=fate-row][data-name="${name}"]`).first();
    await expect.poll(() => row('review').getAttribute('data-kind')).toBe('full');
    expect(await row('deploy').getAttribute('data-kind')).toBe('shortened');
    expect(await row('deploy').getByTestId('cut-tail').locator('del').innerText()).toBe(LONG.slice(59));
    expect(await row('secret-tool').getAttribute('data-kind')).toBe('hidden');
    expect(await row('secret-tool').innerText()).toContain('disable-model-invocation');
    expect(await row('ts-helper').getAttribute('data-kind')).toBe('inactive');
    expect(await row('broken').getAttribute('data-kind')).toBe('error');
    expect(await app.page.locator('[data-testid=fate-row][data-kind=not-discovered]').innerText()).toContain('lookalike/skill.md');
    for (const k of ['full', 'shortened', 'hidden', 'inactive', 'error', 'not-discovered']) {
      expect(await app.page.getByTestId('fate-summary').locator(`[data-badge=${k}]`).count(), k).toBe(1);
    }
    await app.screenshot('listing-fates');
  });

  it('touching a matching file activates the conditional skill (catalog.configure)', async () => {
    await listingTab(app.page, 'skills');
    await app.page.getByTestId('touched-input').fill('src/app.ts');
    await app.page.getByTestId('touched-add').click();
    const row = app.page.locator('[data-testid=fate-row][data-name="ts-helper"]');
    await expect.poll(() => row.getAttribute('data-kind')).toBe('full');
    await listingTab(app.page, 'listing');
    expect(await listingText(app.page)).toContain('- ts-helper: Helps with TypeScript files');
  });

  it('compares two profiles side by side and exports the text', async () => {
    await listingTab(app.page, 'listing');
    await app.page.getByTestId('compare-profile').selectOption('codebot@latest');
    const cmp = await app.page.getByTestId('listing-compare-text').innerText();
    expect(cmp).toContain('- review');
    expect(await listingText(app.page)).toContain('- review: User copy of review');
    await app.screenshot('listing-compare');
    const [dl] = await Promise.all([app.page.waitForEvent('download'), app.page.getByTestId('listing-main-export').click()]);
    const file = await dl.path();
    expect(fs.readFileSync(file!, 'utf8')).toBe(await listingText(app.page));
    await app.page.getByTestId('compare-profile').selectOption('');
  });

  it('usage what-if: recorded invocations reorder codebot and keep the used skill under a tight CC budget', async () => {
    await listingTab(app.page, 'listing');
    await app.page.getByTestId('preview-profile').selectOption('codebot@latest');
    await listingTab(app.page, 'usage');
    const order = () => app.page.getByTestId('usage-entry').evaluateAll((els) => els.map((e) => e.getAttribute('data-name')));
    const before = await order();
    const last = before[before.length - 1]!;
    await app.page.getByTestId('whatif-name').selectOption(last);
    await app.page.getByTestId('whatif-record').click();
    await app.page.getByTestId('whatif-record').click();
    await expect.poll(async () => (await order())[0]).toBe(last);
    await app.screenshot('listing-usage');
    await app.page.getByTestId('usage-source').getByText('No usage').click();
    await expect.poll(async () => (await order())[0]).toBe(before[0]);
    // Claude Code latest, budget too small for every description: the most-used keeps its description (priority mode).
    await listingTab(app.page, 'listing');
    await app.page.getByTestId('preview-profile').selectOption('claude-code@latest');
    await listingTab(app.page, 'budget');
    await app.page.getByTestId('knob-budget').fill('160');
    await listingTab(app.page, 'usage');
    const fate = (n: string) => app.page.locator(`[data-testid=usage-entry][data-name="${n}"] [data-badge]`).first().getAttribute('data-badge');
    await app.page.getByTestId('whatif-name').selectOption('notes');
    await app.page.getByTestId('whatif-record').click();
    await app.page.getByTestId('whatif-record').click();
    await app.page.getByTestId('whatif-record').click();
    await expect.poll(() => fate('notes')).toBe('full');
    // The budget is still too small for every description: some entry goes without one. (2.1.332's priority
    // fill skips an entry that does not fit and goes on, so which one depends on the lengths: measured, cc13.)
    expect(await app.page.locator('[data-testid=usage-entry] [data-badge]').evaluateAll((els) => els.map((e) => e.getAttribute('data-badge')))).toContain('name-only');
    await app.page.getByTestId('usage-source').getByText('No usage').click();
    await expect.poll(() => fate('notes')).not.toBe('full');
    await listingTab(app.page, 'budget');
    await app.page.getByTestId('reset-budget').click();
  });

  it('what changed: an unsaved edit is diffed against the saved listing and names the skills it squeezed', async () => {
    // src/app.ts touched (ts-helper active), as the user did in the touch test before: the tight budget below is
    // written with ts-helper listed (this test used to find that file touched by an earlier test).
    await listingTab(app.page, 'skills');
    await app.page.getByTestId('touched-input').fill('src/app.ts');
    await app.page.getByTestId('touched-add').click();
    await expect.poll(() => app.page.locator('[data-testid=fate-row][data-name="ts-helper"]').getAttribute('data-kind')).toBe('full');
    await listingTab(app.page, 'listing');
    await app.page.getByTestId('preview-profile').selectOption('claude-code@2.1.112');
    await listingTab(app.page, 'budget');
    await app.page.getByTestId('knob-maxEntryChars').fill('1536');
    await app.page.getByTestId('knob-budget').fill('420');
    await listingTab(app.page, 'changes');
    expect(await app.page.getByTestId('listing-pane').innerText()).toContain('No unsaved edits');
    // Edit notes' description in the editor (not saved).
    await app.page.locator('[data-testid=skill-row][data-name=notes] .skill-open').click();
    await app.page.locator('.monaco-editor .view-lines').first().click();
    await app.page.keyboard.press('Control+Home');
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('End');
    await app.page.keyboard.type(', and then also summarises every decision, owner, due date and open question in a long table for the whole team');
    await listingTab(app.page, 'changes');
    await expect.poll(() => app.page.getByTestId('collateral').innerText(), { timeout: 10000 }).toMatch(/review got shorter|deploy got shorter|ts-helper got shorter/);
    const diff = await app.page.getByTestId('listing-diff').innerText();
    expect(diff).toContain('+ - notes: Writes meeting notes');
    expect(diff).toContain('- - notes: Writes meeting notes from a transcript in a fixed template');
    expect(await app.page.locator('[data-testid=impact][data-kind=shorter]').count()).toBeGreaterThan(0);
    await app.screenshot('listing-changes');
  });

  it('under OpenHarness (later scope wins) the user copy of review is shadowed by the project one', async () => {
    await app.page.getByTestId('profile-select').selectOption('openharness');
    await listingTab(app.page, 'skills');
    // The user copy and OpenHarness's own bundled `review` both lose to the project copy (seed 004: later registration wins).
    const rows = app.page.locator('[data-testid=fate-row][data-kind=shadowed]');
    await expect.poll(() => rows.count()).toBe(2);
    for (const name of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-name')))) expect(name).toBe('review');
    const texts = await rows.allInnerTexts();
    expect(texts.every((t) => t.includes(`by ${path.join(fx.project, '.claude/skills/review/SKILL.md')} (project scope)`))).toBe(true);
    expect(texts.map((t) => t.split('\n')[2]).sort()).toEqual(['bundled', 'user']);
    await app.page.emulateMedia({ colorScheme: 'dark' });
    await app.page.locator('[data-theme=dark]').waitFor({ timeout: 3000 }).catch(() => undefined);
    await app.screenshot('listing-fates-openharness-dark');
    await app.page.emulateMedia({ colorScheme: 'light' });
    await app.page.getByTestId('profile-select').selectOption('claude-code');
    // Back on Claude Code 2.1.332: only the project copy of review is left out (one entry per name, point 8).
    await expect.poll(() => app.page.locator('[data-testid=fate-row][data-kind=shadowed]').count()).toBe(1);
  });

  it('explains any name, and offers close names for one that does not exist', async () => {
    await app.page.getByTestId('pane-tab-explain').click();
    await app.page.getByTestId('explain-name').fill('secret-tool');
    await expect.poll(() => app.page.getByTestId('explain-text').innerText()).toContain('disable-model-invocation');
    await app.page.getByTestId('explain-name').fill('deplyo');
    await expect.poll(() => app.page.getByTestId('closest-names').innerText()).toContain('deploy');
    await app.page.getByTestId('explain-name').fill('lookalike');
    await expect.poll(() => app.page.getByTestId('lookalike-files').innerText()).toContain('skill.md');
    await app.screenshot('explain');
  });
});

describeBrowser('listing pane: budget from the environment and project settings', () => {
  let fx: ReturnType<typeof makeFixture>;
  const app = appPerTest(({ temp }) => {
    fx = makeFixture(temp('listing-env'));
    write(path.join(fx.project, '.claude/settings.json'), JSON.stringify({ skillListingBudgetFraction: 0.02 }));
    return { project: fx.project, home: fx.home, env: { SLASH_COMMAND_TOOL_CHAR_BUDGET: '500' }, readySelector: '[data-testid=listing-pane]' };
  });

  it('uses SLASH_COMMAND_TOOL_CHAR_BUDGET and the project fraction, each with its source', async () => {
    await listingTab(app.page, 'budget');
    await expect.poll(() => app.page.getByTestId('meter-budget').innerText()).toBe('500');
    expect(await app.page.getByTestId('source-budget').innerText()).toContain('env SLASH_COMMAND_TOOL_CHAR_BUDGET');
    expect(await app.page.getByTestId('source-budgetFraction').innerText()).toContain(path.join(fx.project, '.claude/settings.json'));
    expect(await app.page.getByTestId('knob-budgetFraction').inputValue()).toBe('0.02');
    // Overriding the explicit budget here wins over the environment.
    await app.page.getByTestId('knob-budget').fill('900');
    await expect.poll(() => app.page.getByTestId('meter-budget').innerText()).toBe('900');
    expect(await app.page.getByTestId('source-budget').innerText()).toContain('your Claude Code: 500 from env SLASH_COMMAND_TOOL_CHAR_BUDGET');
    await app.screenshot('listing-budget-env');
  });
});
