/**
 * "Check with my Claude Code" (issue 15) in the built app, against the fake `claude`
 * of test/support/fake-claude.mjs (hand-written from the measured client, so this
 * stays offline): the Listing pane's and the Sandbox's buttons, progress, the side by
 * side with differences highlighted, `!` commands off by default and on only with
 * consent, the bug report, the captured built-ins in the simulated listing, and what a
 * missing Claude Code says.
 *
 * The differences expected here are the client's measured behaviour, not the fake's
 * quirks: a Latin-1 SKILL.md is listed by Claude Code (bad bytes decoded as U+FFFD) and
 * refused by the engine (docs/claude-code-measured.md, point 4), and on the model path
 * Claude Code sends no `<command-message>` (point 21).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser, REPO_ROOT } from './helpers/app';
import { openSandbox } from './helpers/sandbox';

const FAKE = path.join(REPO_ROOT, 'test/support/fake-claude.mjs');

function write(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/** Open the Listing pane's capture panel and wait until it names the Claude Code it found. */
async function openListingCapture(page: Page): Promise<void> {
  await page.getByTestId('capture-open-listing').click();
  await expect.poll(() => page.getByTestId('capture-claude-version').innerText()).toBe('2.1.332');
}

/** Capture from the Listing pane (what the user does first) and wait for the side by side. */
async function captureListing(page: Page): Promise<void> {
  await openListingCapture(page);
  await page.getByTestId('capture-run').click();
  await page.getByTestId('capture-summary').waitFor({ timeout: 60_000 });
}

describeBrowser('check with my Claude Code', () => {
  let root: string;
  const app = appPerTest(({ temp }) => {
    root = temp('capture');
    const project = path.join(root, 'project');
    const home = path.join(root, 'home');
    write(path.join(project, '.claude/skills/hello/SKILL.md'), '---\ndescription: Say hello\n---\nHello $ARGUMENTS !`echo from-shell`\n');
    write(path.join(project, '.claude/skills/latin/SKILL.md'), Buffer.from('---\ndescription: Caf\xe9 notes\n---\nBody\n', 'latin1'));
    // Over 2.1.332's 1,000,000-byte file limit: the simulation does not list it, the fake client (which reads any size) does.
    write(path.join(project, '.claude/skills/big/SKILL.md'), `---\ndescription: Over the size limit\n---\n${'x'.repeat(1_000_100)}\n`);
    write(path.join(home, '.claude/skills/mine/SKILL.md'), '---\ndescription: My own\n---\nMine.\n');
    write(path.join(home, '.claude/.credentials.json'), '{"secret":"never-copied"}');
    return { project, home, args: ['--claude', FAKE], viewport: { width: 1700, height: 1200 }, readySelector: '[data-testid=listing-pane]' };
  });

  it('Listing pane: shows the Claude Code found, captures with progress, and lays both listings side by side', async () => {
    const page = app.page;
    // Before a capture (the fake claude is no readable cli.js): the bundled skills' count and cost are unknown, and the pane says how to get them.
    await expect.poll(() => page.getByTestId('bundled-source').getAttribute('data-kind')).toBe('unknown');
    expect(await page.getByTestId('bundled-source').innerText()).toMatch(/^Claude Code's bundled skills: count and cost unknown/);
    await captureListing(page);
    const progress = await page.getByTestId('capture-progress').innerText();
    expect(progress).toContain('Claude Code started');
    expect(progress).toContain('request 1: POST /v1/messages?beta=true');
    const rows = page.getByTestId('capture-entry');
    const byName = async () => Object.fromEntries(await rows.evaluateAll((els) => els.map((e) => [e.getAttribute('data-name'), `${e.getAttribute('data-status')} ${e.getAttribute('data-origin')}`])));
    // A Latin-1 file is listed with U+FFFD by both (measured; cc13), so it is the same now.
    expect(await byName()).toEqual({ big: 'captured-only files', hello: 'same files', mine: 'same files', latin: 'same files', 'fake-builtin': 'same builtin' });
    const big = page.locator('[data-testid=capture-entry][data-name=big]');
    expect(await big.getByTestId('capture-entry-captured').innerText()).toBe('- big: Over the size limit');
    expect(await big.getByTestId('capture-entry-simulated').innerText()).toBe('not listed');
    expect(await big.locator('mark').count()).toBe(1);
    expect(await big.getByTestId('capture-entry-why').innerText()).toBe('Claude Code lists it; the simulation does not');
    expect(await page.locator('[data-testid=capture-entry][data-name=hello] mark').count()).toBe(0);
    expect(await page.getByTestId('capture-summary').innerText()).toContain('all on loopback');
    await app.screenshot('capture-listing');
  });

  it('the captured built-in entries are kept in the app data folder and feed the simulated listing', async () => {
    await captureListing(page());
    const stored = JSON.parse(fs.readFileSync(path.join(app.dataDir, 'captured-bundled', '2.1.332', 'bundled.json'), 'utf8'));
    expect(stored.entries).toEqual([{ name: 'fake-builtin', kind: 'builtin', text: '- fake-builtin: A built-in skill of the fake client' }]);
    await expect.poll(async () => (await app.api<{ catalog: { skills: { id: string; scope: string }[] } }>('catalog.get')).catalog.skills
      .filter((s) => s.scope === 'bundled').map((s) => s.id)).toEqual(['fake-builtin']);
    await page().getByTestId('listing-tab-listing').click();
    await expect.poll(() => page().getByTestId('listing-pane').innerText()).toContain('- fake-builtin: A built-in skill of the fake client');
    await expect.poll(() => page().getByTestId('bundled-source').getAttribute('data-kind')).toBe('capture');
    expect(await page().getByTestId('bundled-source').innerText()).toBe('Bundled skills: 1 in the listing, from the capture of Claude Code 2.1.332 '
      + `(${fs.realpathSync(FAKE)}: no function registers bundled skills (another build?)).`);
  });

  it('the bug report names the minimal input and both sides, and is copied to the clipboard', async () => {
    await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.origin });
    await captureListing(page());
    const report = await page().getByTestId('capture-bug-report').textContent();
    expect(report).toContain('### claude-code profile differs from Claude Code 2.1.332');
    expect(report).toContain('**Entry `big`**: Claude Code lists it; the simulation does not');
    expect(report).toContain('Claude Code:\n```\n- big: Over the size limit\n```\nSimulation:\n```\n(not listed)\n```');
    expect(report).not.toContain('A built-in skill of the fake client');
    await page().getByTestId('capture-copy-report').click();
    await expect.poll(() => page().getByTestId('capture-copy-report').innerText()).toBe('Copied');
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(report);
  });

  it('Sandbox: captures the invocation with `!` commands off by default (Claude Code\'s own setting), and runs them only when ticked', async () => {
    await openSandbox(page());
    await page().getByTestId('sandbox-name').fill('hello');
    await page().getByTestId('sandbox-as-model').click();
    await page().getByTestId('sandbox-args').fill('world');
    await page().getByTestId('capture-open-sandbox').click();
    const box = page().getByTestId('capture-consent-box');
    await expect.poll(() => box.count()).toBe(1);
    expect(await box.isChecked()).toBe(false);
    await page().getByTestId('capture-run').click();
    await page().getByTestId('capture-invocation').waitFor({ timeout: 60_000 });
    expect(await page().getByTestId('capture-shell-note').innerText()).toContain('NOT run');
    const captured = page().getByTestId('capture-invocation-captured');
    expect(await captured.getByTestId('capture-tool-result').innerText()).toBe('tool result: Launching skill: hello');
    expect(await captured.getByTestId('capture-body').innerText()).toBe(`Base directory for this skill: ${path.join(app.project, '.claude/skills/hello')}\n\nHello world [shell command execution disabled by policy]\n`);
    // Point 21: the model path has no <command-message> in Claude Code, and since the engine follows
    // the measured client (profile ccMessages.modelCommand 'none') the simulation has none either.
    expect(await captured.getByTestId('capture-command').count()).toBe(0);
    expect(await page().getByTestId('capture-invocation-simulated').getByTestId('capture-command').count()).toBe(0);
    expect(await page().getByTestId('capture-invocation-fields').count()).toBe(0);
    expect(await page().getByTestId('capture-invocation').locator('h3').first().textContent()).toBe('Invocation Skill(hello, "world"): identical');
    await app.screenshot('capture-sandbox-off');

    await box.check();
    await page().getByTestId('capture-run').click();
    await expect.poll(() => page().getByTestId('capture-shell-note').innerText(), { timeout: 60_000 }).toContain('ran for real');
    expect(await page().getByTestId('capture-invocation-captured').getByTestId('capture-body').innerText()).toContain('Hello world from-shell');
  });

  it('a Claude Code path needs the terminal code, and one that is not Claude Code says how to point at it', async () => {
    await openListingCapture(page());
    await page().getByTestId('capture-claude').getByText('change').click();
    await page().getByTestId('capture-claude-path').fill(path.join(root, 'no-such-claude'));
    await page().getByTestId('capture-claude-path-set').click();
    // Main will run that program, so the page asks for the code the host printed in its terminal.
    const prompt = page().getByTestId('prompt');
    await prompt.getByTestId('prompt-input').waitFor();
    // Nothing typed yet: no error shown, but "Allow" waits for a code.
    expect(await prompt.getByTestId('prompt-error').count()).toBe(0);
    expect(await prompt.getByTestId('prompt-allow').isDisabled()).toBe(true);
    await expect.poll(() => /to allow running (\S+) as your Claude Code, type this code in the page: (\S+)/.exec(app.serverLog())?.[1]).toBe(path.join(root, 'no-such-claude'));
    const code = [...app.serverLog().matchAll(/as your Claude Code, type this code in the page: (\S+)/g)].at(-1)?.[1] ?? '';
    await prompt.getByTestId('prompt-input').fill(code);
    await prompt.getByTestId('prompt-allow').click();
    await prompt.waitFor({ state: 'detached' });
    const missing = page().getByTestId('capture-missing');
    await missing.waitFor();
    expect(await missing.innerText()).toContain('Claude Code was not found');
    expect(await missing.innerText()).toContain(`${path.join(root, 'no-such-claude')} no such file`);
    expect(await page().getByTestId('capture-run').isDisabled()).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  it('is offered only under a profile whose record has a capture: under OpenHarness a note says it runs Claude Code', async () => {
    await page().getByTestId('pane-tab-listing').click();
    await page().getByTestId('capture-open-listing').waitFor();
    await page().getByTestId('profile-select').selectOption('openharness');
    const note = page().getByTestId('capture-unavailable-listing');
    await note.waitFor();
    expect(await page().getByTestId('capture-open-listing').count()).toBe(0);
    expect(await note.innerText()).toContain('compares with your own Claude Code; OpenHarness cannot be run here');
    await app.screenshot('capture-unavailable');
    await page().getByTestId('profile-select').selectOption('claude-code');
    await page().getByTestId('capture-open-listing').waitFor();
    expect(await note.count()).toBe(0);
  });

  const page = () => app.page;
});
