/**
 * Invocation sandbox, end to end in the web host. Golden texts are written by
 * hand from the reference (skill-semantics.md E7, E8, §8.1, §8.3, §9), not
 * copied from the engine's output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';
import { invoke, openSandbox, shellRuns } from './helpers/sandbox';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The fixture under `root` (an empty folder): a project whose skills are the reference's cases, and an empty home. */
function makeFixture(root: string): { project: string; home: string; root: string; sk: string } {
  const project = path.join(root, 'project');
  const home = path.join(root, 'home');
  fs.mkdirSync(home, { recursive: true });
  const sk = path.join(project, '.claude/skills');
  write(path.join(sk, 'e7/SKILL.md'), '---\ndescription: Positional placeholders with too few arguments\n---\nFee is $12. First: $0. Second: $1. All: $ARGUMENTS\n');
  write(path.join(sk, 'e8/SKILL.md'), '---\ndescription: No placeholder at all\n---\nDo the thing.');
  write(path.join(sk, 'maker/SKILL.md'), '---\ndescription: Creates a marker file with a shell command\n---\nMake it: !`touch marker.txt && echo made`\n');
  write(path.join(sk, 'inject/SKILL.md'), '---\ndescription: Arguments flow into a shell command\n---\nRun !`echo $ARGUMENTS`\n');
  write(path.join(sk, 'scripted/SKILL.md'), '---\ndescription: Refers to a script that does not exist\n---\nRun ${CLAUDE_SKILL_DIR}/scripts/nope.sh now.\n');
  write(path.join(sk, 'humans/SKILL.md'), '---\ndescription: Only for humans\ndisable-model-invocation: true\n---\nHi.\n');
  write(path.join(sk, 'forked/SKILL.md'), '---\ndescription: Runs in a sub-agent\ncontext: fork\nagent: Explore\nmodel: haiku\nallowed-tools: Read Grep\n---\nExplore $ARGUMENTS.\n');
  write(path.join(sk, 'named/SKILL.md'), '---\ndescription: Named arguments\narguments: [file, mode]\nargument-hint: <file> <mode>\n---\nOpen $file in $mode mode.\n');
  write(path.join(sk, 'greet/SKILL.md'), '---\ndescription: Greets someone\narguments: [person, greeting]\n---\nSay $greeting to $person.\n');
  return { project, home, root, sk };
}



const hiddenMessage = (page: Page) => page.locator('[data-testid=message][data-hidden=true] [data-testid=message-text]').first().innerText();

describeBrowser('invocation sandbox', () => {
  let fx: ReturnType<typeof makeFixture>;
  const app = appPerTest(({ temp }) => {
    fx = makeFixture(temp('sandbox'));
    return { project: fx.project, home: fx.home, viewport: { width: 1600, height: 1100 }, readySelector: '[data-testid=listing-pane]' };
  }, (a) => openSandbox(a.page));

  it('E7 on Claude Code latest: missing $12 and $1 stay literal, $0 is the first token; argv shown live', async () => {
    await invoke(app.page, 'e7', 'user', 'alpha');
    expect(await app.page.getByTestId('verdict').getAttribute('data-allowed')).toBe('true');
    const text = await hiddenMessage(app.page);
    expect(text).toContain(`Base directory for this skill: ${path.join(fx.sk, 'e7')}\n\n`);
    expect(text).toContain('Fee is $12. First: alpha. Second: $1. All: alpha');
    expect(await app.page.getByTestId('argv-token').allInnerTexts()).toEqual(['$0alpha']);
    const flagged = await app.page.locator('[data-testid=sub][data-flag=missing-argument-literal]').count();
    expect(flagged).toBe(2);
    expect(await app.page.locator('[data-testid=sub][data-placeholder="$0"]').getAttribute('title')).toContain('alpha');
    await app.screenshot('sandbox-e7-latest');
  });

  it('the chosen path button keeps its white-on-accent look when hovered (readable label)', async () => {
    const on = app.page.getByTestId('sandbox-as-user');
    await on.click();
    expect(await on.getAttribute('aria-checked')).toBe('true');
    const bg = () => on.evaluate((el) => getComputedStyle(el).backgroundColor);
    await app.page.mouse.move(5, 5);
    const still = await bg();
    await on.hover();
    expect(await bg()).toBe(still);
    await app.page.mouse.move(5, 5);
  });

  it('E7 on Claude Code 2.1.112: $12 is eaten and $1 emptied', async () => {
    await app.page.getByTestId('sandbox-profile').selectOption('claude-code@2.1.112');
    await invoke(app.page, 'e7', 'user', 'alpha');
    await expect.poll(() => hiddenMessage(app.page)).toContain('Fee is . First: alpha. Second: . All: alpha');
    expect(await app.page.locator('[data-testid=sub][data-flag=missing-argument-emptied]').count()).toBe(2);
    await app.page.getByTestId('sandbox-profile').selectOption('claude-code@latest');
  });

  it('E8: no placeholder, so the ARGUMENTS: line is appended and flagged; the visible message carries the command', async () => {
    await invoke(app.page, 'e8', 'user', 'fix the bug');
    await expect.poll(() => hiddenMessage(app.page)).toContain('Do the thing.\n\nARGUMENTS: fix the bug');
    const visible = await app.page.locator('[data-testid=message][data-hidden=false] [data-testid=message-text]').first().innerText();
    expect(visible).toContain('<command-message>e8</command-message>\n<command-name>/e8</command-name>\n<command-args>fix the bug</command-args>');
    expect(await app.page.getByTestId('flags').innerText()).toContain('ARGUMENTS');
    await app.screenshot('sandbox-e8');
  });

  it('refuses unknown names with did-you-mean, and hidden skills on the model path', async () => {
    await invoke(app.page, 'e9', 'model', '');
    expect(await app.page.getByTestId('verdict').getAttribute('data-allowed')).toBe('false');
    expect(await app.page.getByTestId('suggestions').innerText()).toMatch(/e7|e8/);
    await invoke(app.page, 'humans', 'model', '');
    expect(await app.page.getByTestId('verdict-reason').innerText()).toContain('disable-model-invocation');
  });

  it('flags a ${CLAUDE_SKILL_DIR} path that does not exist', async () => {
    await invoke(app.page, 'scripted', 'model', '');
    const sub = app.page.locator('[data-testid=sub][data-placeholder="${CLAUDE_SKILL_DIR}"]');
    expect(await sub.innerText()).toBe(path.join(fx.sk, 'scripted'));
    expect(await app.page.locator('[data-testid=flag][data-flag=path-missing]').count()).toBe(1);
  });

  it('never runs a shell command until its Run button is clicked', async () => {
    const marker = path.join(fx.project, 'marker.txt');
    // Main runs a `!` command only for a shell.run request: the page's requests are the observable.
    const runs = shellRuns(app.page);
    await invoke(app.page, 'maker', 'user', '');
    const cmd = app.page.getByTestId('shell-command').first();
    expect(await cmd.getByTestId('shell-command-text').innerText()).toBe('touch marker.txt && echo made');
    expect(runs.list).toEqual([]);
    expect(fs.existsSync(marker)).toBe(false);
    // The record: what Claude Code would do with it, and what Skill Studio did instead (issue 13 §3).
    expect(await cmd.getByTestId('shell-harness').innerText()).toMatch(/^run touch marker\.txt && echo made with its Bash tool while loading the skill, under the Bash tool's permission rules/);
    expect(await cmd.getByTestId('shell-ours').innerText()).toMatch(/^nothing: a dry run/);
    await cmd.scrollIntoViewIfNeeded();
    await app.screenshot('sandbox-shell-record');
    await cmd.getByTestId('shell-run').click();
    await expect.poll(() => cmd.getByTestId('shell-exit').innerText()).toBe('0');
    expect(await cmd.getByTestId('shell-ours').innerText()).toBe('ran it here because you clicked Run (exit 0)');
    expect(runs.list).toHaveLength(1);
    runs.stop();
    expect(await cmd.getByTestId('shell-stdout').innerText()).toContain('made');
    expect(fs.existsSync(marker)).toBe(true);
    await cmd.scrollIntoViewIfNeeded();
    await app.screenshot('sandbox-shell');
  });

  it('E22: argument text that ends up inside a command is flagged, and nothing runs', async () => {
    const runs = shellRuns(app.page);
    await invoke(app.page, 'inject', 'user', '; touch injected.txt');
    const cmd = app.page.getByTestId('shell-command').first();
    expect(await cmd.getByTestId('shell-command-text').innerText()).toBe('echo ; touch injected.txt');
    expect(await cmd.innerText()).toContain('argument text inside the command');
    expect(runs.list).toEqual([]);
    runs.stop();
    expect(fs.existsSync(path.join(fx.project, 'injected.txt'))).toBe(false);
  });

  // A live preview still computing must not swallow an Invoke click: the button was disabled
  // while any run was in flight, so a click in that moment did nothing (seen as a lost save).
  it('Invoke saves even while a live preview is still on its way', async () => {
    const { page } = app;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let previews = 0;
    await page.route('**/api/invoke.simulate', async (route) => {
      if (JSON.parse(route.request().postData() ?? '{}').save) return route.continue();
      previews++;
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.getByTestId('sandbox-tab-run').click();
    await page.getByTestId('sandbox-name').fill('forked');
    await page.getByTestId('sandbox-as-model').click();
    await page.getByTestId('sandbox-args').fill('the parser');
    await expect.poll(() => previews).toBeGreaterThan(0);
    await page.getByTestId('sandbox-invoke').click({ timeout: 5000 });
    const kind = page.getByTestId('record-kind');
    await expect.poll(async () => [await kind.getAttribute('data-request'), ((await kind.getAttribute('data-saved-id')) ?? '') !== '']).toEqual(['model:forked:the parser', true]);
    // The preview answers after the save: it is older than the Invoke, so the saved run stays shown.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/invoke.simulate') && !JSON.parse(r.request().postData() ?? '{}').save);
    release();
    await answered;
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await kind.getAttribute('data-request')).toBe('model:forked:the parser');
    expect(((await kind.getAttribute('data-saved-id')) ?? '') !== '').toBe(true);
  });

  it('shows the fork request and the delta', async () => {
    await invoke(app.page, 'forked', 'model', 'the parser');
    expect(await app.page.getByTestId('delta-mode').innerText()).toContain('fork');
    expect(await app.page.getByTestId('fork-request').innerText()).toContain('Explore');
    expect(await app.page.getByTestId('delta-allowedTools').innerText()).toMatch(/Read[\s\S]*Grep/);
    expect(await app.page.getByTestId('delta-model').innerText()).toContain('haiku');
    await app.screenshot('sandbox-fork');
  });

  it('builds the argument string from the named-arguments form', async () => {
    await app.page.getByTestId('sandbox-name').fill('named');
    await app.page.getByTestId('sandbox-args').fill('');
    await app.page.getByTestId('arg-field-file').fill('src/my app.ts');
    await app.page.getByTestId('arg-field-mode').fill('fast');
    expect(await app.page.getByTestId('sandbox-args').inputValue()).toBe(`'src/my app.ts' fast`);
    await expect.poll(() => app.page.getByTestId('named-token').allInnerTexts()).toEqual(['$filesrc/my app.ts', '$modefast']);
  });

  // Issue 11 point 20: the fields show what the harness makes of the Arguments line, and typing
  // into one rewrites only its own part of the line.
  it('named-argument fields show the parsed Arguments line and edit only their own part', async () => {
    const { page } = app;
    await page.getByTestId('sandbox-name').fill('greet');
    await page.getByTestId('sandbox-args').fill('Alice "good morning" --loud');
    await expect.poll(() => page.getByTestId('arg-field-person').inputValue()).toBe('Alice');
    expect(await page.getByTestId('arg-field-greeting').inputValue()).toBe('good morning');
    const named = async () => (await page.getByTestId('named-token').allInnerTexts()).sort();
    await expect.poll(named).toEqual(['$greetinggood morning', '$personAlice']);
    // Typed key by key into the second field: the first and third arguments stay as written.
    await page.getByTestId('arg-field-greeting').fill('');
    expect(await page.getByTestId('sandbox-args').inputValue()).toBe(`Alice '' --loud`);
    await page.getByTestId('arg-field-greeting').pressSequentially('hello there');
    expect(await page.getByTestId('arg-field-greeting').inputValue()).toBe('hello there');
    expect(await page.getByTestId('sandbox-args').inputValue()).toBe(`Alice 'hello there' --loud`);
    await page.getByTestId('arg-field-person').fill("Bob O'Neil");
    expect(await page.getByTestId('sandbox-args').inputValue()).toBe(`"Bob O'Neil" 'hello there' --loud`);
    await expect.poll(named).toEqual(['$greetinghello there', "$personBob O'Neil"]);
    expect(await hiddenMessage(page)).toContain("Say hello there to Bob O'Neil.");
    await app.screenshot('sandbox-named-fields');
  });

  it('history persists across reload; compare two runs and export one as JSON', async () => {
    const e7 = path.join(fx.sk, 'e7/SKILL.md');
    // Two runs of this app's own: the history holds each (the newest, e7, first).
    await invoke(app.page, 'e8', 'user', 'fix the bug');
    await invoke(app.page, 'e7', 'user', 'alpha');
    await app.page.getByTestId('sandbox-tab-history').click();
    const count = await app.page.getByTestId('history-entry').count();
    expect(count).toBe(2);
    await app.page.getByTestId('history-pin').first().click();
    await expect.poll(() => app.page.locator('[data-testid=history-entry][data-pinned=true]').count()).toBe(1);
    // Change the skill on disk, then replay the same request: the comparison shows the change.
    const before = (await app.api<{ generation: number }>('catalog.get')).generation;
    fs.writeFileSync(e7, '---\ndescription: Positional placeholders with too few arguments\n---\nNow: $0\n');
    // Main has taken the change in once its catalog moved on (the watcher bumps the generation).
    await expect.poll(async () => (await app.api<{ generation: number }>('catalog.get')).generation, { timeout: 10_000 }).toBeGreaterThan(before);
    await app.page.locator('[data-testid=history-entry][data-pinned=true]').getByTestId('history-replay').click();
    await expect.poll(() => app.page.getByTestId('compare-diff').innerText(), { timeout: 10000 }).toContain('Now: alpha');
    expect(await app.page.locator('[data-testid=compare-diff] .sp-diff-del').allInnerTexts()).toContain('- Fee is $12. First: alpha. Second: $1. All: alpha');
    await app.screenshot('sandbox-history-compare');
    const [dl] = await Promise.all([app.page.waitForEvent('download'), app.page.getByTestId('history-export').first().click()]);
    const json = JSON.parse(fs.readFileSync((await dl.path())!, 'utf8'));
    expect(json.record.request.name).toBe('e7');
    await app.page.reload();
    await app.page.getByTestId('listing-pane').waitFor();
    await openSandbox(app.page);
    await app.page.getByTestId('sandbox-tab-history').click();
    await expect.poll(() => app.page.getByTestId('history-entry').count()).toBe(count + 1);
    expect(await app.page.locator('[data-testid=history-entry][data-pinned=true]').count()).toBe(1);
  });
});
