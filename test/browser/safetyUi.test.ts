/**
 * Nothing typed is lost, and the UI says what the disk and main really hold
 * (issue 11 points 5, 6, 9, 19), in the built app in the web host:
 * switching projects with unsaved edits asks and then closes the old tabs;
 * the Sandbox runs in the new project; a skill deleted on disk leaves the
 * catalog while its tab keeps the text and offers Recreate; a backup main
 * cannot write is shown on screen; a 5 MB SKILL.md follows Claude Code's
 * measured size rule and backs up like any other.
 *
 * Each test makes its own projects and its own app (`fresh`): none depends on
 * the project, tabs or edits an earlier test left (issue 12 "Also").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser, startApp, type StartedApp } from './helpers/app';
import { openSandbox } from './helpers/sandbox';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
const skill = (name: string, desc: string, body = `Body of ${name}.\n`) => `---\nname: ${name}\ndescription: ${desc}\n---\n${body}`;

const row = (page: Page, name: string) => page.locator(`[data-testid="skill-row"][data-name="${name}"]`);
const tab = (page: Page, name: string) => page.locator(`[data-testid="tab"][data-path$="/${name}/SKILL.md"]`);

async function openSkill(page: Page, name: string): Promise<void> {
  await row(page, name).locator('.skill-open').click();
  await tab(page, name).waitFor();
  await page.locator('.editor-host .monaco-editor .view-lines').first().waitFor();
}

async function typeAtEnd(page: Page, text: string): Promise<void> {
  await page.locator('.editor-host .monaco-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

async function openProjectField(page: Page, dir: string): Promise<void> {
  await page.getByTestId('project-path').fill(dir);
  await page.getByTestId('open-project').click();
}

describeBrowser('safety: switching projects, deleted files, failed backups, big files', () => {
  const made: { app: StartedApp; root: string }[] = [];
  afterEach(async () => {
    for (const m of made.splice(0)) { await m.app.close(); fs.rmSync(m.root, { recursive: true, force: true }); }
  });

  /** New projects A (alpha, doomed) and B (where, with a `!`pwd``) and an app opened on `start`. */
  async function fresh(start: 'a' | 'b' = 'a'): Promise<{ app: StartedApp; page: Page; a: string; b: string }> {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-safety-ui-')));
    const a = path.join(root, 'project-a');
    const b = path.join(root, 'project-b');
    write(path.join(a, '.claude/skills/alpha/SKILL.md'), skill('alpha', 'First skill of project A.'));
    write(path.join(a, '.claude/skills/doomed/SKILL.md'), skill('doomed', 'Deleted on disk while open.'));
    write(path.join(b, '.claude/skills/where/SKILL.md'), skill('where', 'Prints where it runs.', 'Here: !`pwd`\n'));
    const app = await startApp({ project: start === 'a' ? a : b, viewport: { width: 1500, height: 950 }, readySelector: '[data-testid="skill-row"]' });
    made.push({ app, root });
    return { app, page: app.page, a, b };
  }

  /** An unsaved edit of alpha in project A, then Open Project B: the prompt is showing. */
  async function switchWithEdit(page: Page, b: string): Promise<void> {
    await openSkill(page, 'alpha');
    await typeAtEnd(page, 'Typed in project A.');
    await expect.poll(() => tab(page, 'alpha').getAttribute('data-dirty')).toBe('true');
    await openProjectField(page, b);
    await page.getByTestId('prompt').waitFor();
  }

  const noErrors = (app: StartedApp) => expect(app.pageErrors.filter((e) => !/favicon|buffers\.put failed|Failed to load resource/.test(e))).toEqual([]);

  it('a switch with unsaved edits asks Save / Don\'t save / Cancel; Cancel keeps everything', async () => {
    const { app, page, a, b } = await fresh();
    // The Sandbox has been used in project A (its working directory is A's).
    await openSandbox(page);
    expect(await page.getByTestId('sandbox-cwd').inputValue()).toBe(a);
    await page.getByTestId('pane-tab-listing').click();
    await switchWithEdit(page, b);
    const dialog = page.getByTestId('prompt');
    expect(await dialog.innerText()).toContain('alpha/SKILL.md');
    expect(await dialog.locator('button').allInnerTexts()).toEqual(['Save', "Don't save", 'Cancel']);
    await app.screenshot('safety-switch-prompt');
    await page.getByTestId('prompt-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, 'alpha').count()).toBe(1);
    expect(await tab(page, 'alpha').getAttribute('data-dirty')).toBe('true');
    expect((await app.api<{ roots: { project: string } }>('catalog.get')).roots.project).toBe(a);
    noErrors(app);
  });

  it('Save writes the edit, the old tabs close, and Problems and the catalog hold only the new project', async () => {
    const { app, page, a, b } = await fresh();
    await switchWithEdit(page, b);
    await page.getByTestId('prompt-save').click();
    await row(page, 'where').waitFor();
    // Project B was not named at start: it opens read-only until the user types the host's code.
    await app.approveOpenedProject(b);
    expect(fs.readFileSync(path.join(a, '.claude/skills/alpha/SKILL.md'), 'utf8')).toContain('Typed in project A.');
    await expect.poll(() => page.locator('[data-testid="tab"]').count()).toBe(0);
    expect(await row(page, 'alpha').count()).toBe(0);
    expect(await page.locator('[data-testid="problem"]').count()).toBe(0);
    expect(await app.api<unknown[]>('buffers.list')).toEqual([]);
    // The echo of that save, arriving as its tab closed, is no error for the user. A rescan is the
    // barrier: main pushes its snapshot after any echo, over the same socket, so once the page shows
    // that generation every earlier event has been handled (and a closed tab's needs no read).
    const reads: string[] = [];
    const onRequest = (r: { url(): string }) => { if (new URL(r.url()).pathname === '/api/file.read') reads.push(r.url()); };
    page.on('request', onRequest);
    const { generation } = await app.api<{ generation: number }>('catalog.rescan');
    await expect.poll(async () => Number(await page.getByTestId('status-bar').getAttribute('data-generation'))).toBeGreaterThanOrEqual(generation);
    page.off('request', onRequest);
    expect(reads).toEqual([]);
    expect(await page.getByTestId('notice').allInnerTexts()).toEqual([]);
    noErrors(app);
  });

  it('the Sandbox works in the new project: its working directory followed and Run is not refused (point 19)', async () => {
    const { app, page, b } = await fresh();
    await openProjectField(page, b);
    await row(page, 'where').waitFor();
    await app.approveOpenedProject(b);
    await openSandbox(page);
    expect(await page.getByTestId('sandbox-cwd').inputValue()).toBe(b);
    await page.getByTestId('sandbox-name').fill('where');
    const cmd = page.getByTestId('shell-command').first();
    await cmd.waitFor();
    await cmd.getByTestId('shell-run').click();
    await expect.poll(() => cmd.getByTestId('shell-stdout').innerText().catch(() => '')).toBe(`${b}\n`);
    expect(await cmd.getByTestId('shell-error').count()).toBe(0);
    await app.screenshot('safety-sandbox-after-switch');
    noErrors(app);
  });

  it("Don't save drops the edit and its backup; the switch to project A shows it as on disk", async () => {
    const { app, page, a, b } = await fresh('b');
    await openSkill(page, 'where');
    await typeAtEnd(page, 'Typed in B, then dropped.');
    await expect.poll(async () => (await app.api<{ path: string }[]>('buffers.list')).length).toBe(1);
    await openProjectField(page, a);
    await page.getByTestId('prompt-discard').click();
    await row(page, 'alpha').waitFor();
    await expect.poll(() => page.locator('[data-testid="tab"]').count()).toBe(0);
    expect(fs.readFileSync(path.join(b, '.claude/skills/where/SKILL.md'), 'utf8')).not.toContain('dropped');
    // The tabs close first, then their backups are discarded: wait for main's store to follow.
    await expect.poll(() => app.api<unknown[]>('buffers.list')).toEqual([]);
    noErrors(app);
  });

  it('a skill deleted on disk leaves the catalog; its clean tab is marked deleted (not unsaved) and Recreate brings it back (point 9)', async () => {
    const { app, page, a } = await fresh();
    await page.getByTestId('pane-tab-listing').click();
    await openSkill(page, 'doomed');
    const file = path.join(a, '.claude/skills/doomed/SKILL.md');
    const text = fs.readFileSync(file, 'utf8');
    fs.rmSync(path.dirname(file), { recursive: true });
    await row(page, 'doomed').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => tab(page, 'doomed').getAttribute('data-deleted')).toBe('true');
    expect(await tab(page, 'doomed').getAttribute('data-dirty')).toBe('false');
    expect(await tab(page, 'doomed').innerText()).toContain('(deleted)');
    await page.getByTestId('deleted-bar').waitFor();
    expect(await page.getByTestId('listing-main-text').innerText()).not.toContain('doomed');
    await app.screenshot('safety-deleted-on-disk');
    await page.getByTestId('recreate').click();
    await row(page, 'doomed').waitFor({ timeout: 10_000 });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
    await expect.poll(() => tab(page, 'doomed').getAttribute('data-deleted')).toBe('false');
    noErrors(app);
  });

  it('a backup main cannot write is shown on screen, naming the file, until it is saved (point 5)', async () => {
    const { app, page, a } = await fresh();
    // Main's buffer store becomes unwritable (a folder where its file goes).
    const store = path.join(app.dataDir, 'buffers.json');
    // A write main still has in flight may put the file back between the two calls: retry until the folder stands.
    for (let i = 0; ; i++) {
      fs.rmSync(store, { force: true, recursive: true });
      try { fs.mkdirSync(store); break; } catch (e) { if (i > 50) throw e; await page.waitForTimeout(50); }
    }
    try {
      await openSkill(page, 'alpha');
      await typeAtEnd(page, ' Not backed up.');
      const bar = page.getByTestId('backup-failure');
      await bar.waitFor({ timeout: 10_000 });
      expect(await bar.getAttribute('data-path')).toBe(path.join(a, '.claude/skills/alpha/SKILL.md'));
      expect(await bar.innerText()).toContain('Not backed up: alpha/SKILL.md');
      expect(await tab(page, 'alpha').getAttribute('data-backup')).toBe('failed');
      await app.screenshot('safety-backup-failed');
      await bar.getByTestId('backup-save').click();
      await bar.waitFor({ state: 'detached', timeout: 10_000 });
      expect(fs.readFileSync(path.join(a, '.claude/skills/alpha/SKILL.md'), 'utf8')).toContain('Not backed up.');
    } finally { fs.rmSync(store, { recursive: true, force: true }); }
    noErrors(app);
  });

  it('a 5 MB SKILL.md: error under latest (over its 1,000,000-byte limit), listed under 2.1.112, and its unsaved edit is backed up and survives a reload (point 6)', async () => {
    const { app, page, a } = await fresh();
    const file = path.join(a, '.claude/skills/big/SKILL.md');
    write(file, skill('big', 'A five megabyte skill.', `${'y'.repeat(63)}\n`.repeat(78_125)));
    await expect.poll(() => row(page, 'big').getAttribute('data-status'), { timeout: 10_000 }).toBe('error');
    expect(await row(page, 'big').getByTestId('status-badge').getAttribute('title')).toContain('over the 1000000-byte limit of the harness');
    await page.getByTestId('version-select').selectOption('2.1.112');
    await expect.poll(() => row(page, 'big').getAttribute('data-status')).toBe('listed');
    await openSkill(page, 'big');
    await typeAtEnd(page, 'END OF A BIG EDIT');
    await expect.poll(async () => (await app.api<{ path: string; text: string }[]>('buffers.list')).find((x) => x.path === file)?.text.endsWith('END OF A BIG EDIT') ?? false,
      { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('backup-bar').count()).toBe(0);
    await page.reload();
    await tab(page, 'big').waitFor();
    expect(await tab(page, 'big').getAttribute('data-dirty')).toBe('true');
    await app.screenshot('safety-big-file');
    noErrors(app);
  });
});
