/**
 * Packaging in the app (issue 18), in the web host: "Export skill…" on a
 * catalog row shows what goes in and saves a zip whose layout is the claude.ai
 * one (checked by reading the download); "Import Skill…" of that zip into the same skills
 * folder shows the clash before anything is written, and Rename adds
 * `greet-2` while `greet` stays as it was; "New Plugin…" writes a plugin and
 * opens its plugin.json, whose schema errors appear in Problems as you type;
 * the new plugin's skill shows in the catalog as `team-tools:hello`, inactive
 * with the reason while the project is not trusted (Claude Code 2.1.332 holds
 * project skills-dir plugins back until its trust dialog is accepted), and a
 * plugin in ~/.claude/skills as the listed `mine:greet` (measured on 2.1.332).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';
import { openZip } from '../../src/node/pack/zipIo';
import yazl from 'yazl';

const GREET = '---\nname: greet\ndescription: Greets the user. Use when asked to say hello.\n---\n\nSay hello.\n';

async function palette(page: Page, title: string): Promise<void> {
  await page.locator('body').click({ position: { x: 600, y: 400 } }).catch(() => undefined);
  await page.keyboard.press('Control+Shift+P');
  await page.getByTestId('palette').waitFor();
  await page.getByTestId('palette').getByRole('textbox').fill(title.replace('…', ''));
  const item = page.getByTestId('palette-item').filter({ hasText: title });
  await expect.poll(() => item.count()).toBe(1);
  await item.click();
}

/** Write a zip of `files` (archive path → text) to `out`. */
function writeZip(out: string, files: Record<string, string>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(files)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(out)).on('close', () => resolve()).on('error', reject);
  });
}

describeBrowser('export, import with a clash, new plugin and its manifest', () => {
  let project: string;
  let home: string;
  const app = appPerTest(({ temp }) => {
    project = temp('pack-ui');
    fs.mkdirSync(path.join(project, '.git'));
    fs.mkdirSync(path.join(project, '.claude/skills/greet'), { recursive: true });
    fs.writeFileSync(path.join(project, '.claude/skills/greet/SKILL.md'), GREET);
    fs.writeFileSync(path.join(project, '.claude/skills/greet/notes.md~'), 'backup');
    home = temp('pack-ui-home');
    fs.mkdirSync(path.join(home, '.claude/skills/mine/.claude-plugin'), { recursive: true });
    fs.writeFileSync(path.join(home, '.claude/skills/mine/.claude-plugin/plugin.json'), '{"name":"mine"}');
    fs.mkdirSync(path.join(home, '.claude/skills/mine/skills/greet'), { recursive: true });
    fs.writeFileSync(path.join(home, '.claude/skills/mine/skills/greet/SKILL.md'), '---\ndescription: Greet from the user plugin.\n---\nGreet body\n');
    return { project, home, readySelector: '[data-testid=listing-pane]' };
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  /** New Plugin… `team-tools` from the palette; resolves when its plugin.json tab is open. */
  const newPlugin = async (page: Page) => {
    await palette(page, 'New Plugin…');
    await page.getByTestId('plugin-name').fill('team-tools');
    await page.getByTestId('plugin-create').click();
    await page.locator('[data-testid="tab"][data-path$="/team-tools/.claude-plugin/plugin.json"]').waitFor();
  };

  it('Export skill… on the catalog row (no tab open): the report and a claude.ai layout zip', async () => {
    const page = app.page;
    await page.locator('[data-testid="skill-row"][data-name="greet"]').hover();
    await page.getByRole('button', { name: 'Export greet' }).click();
    const report = page.getByTestId('pack-report');
    await report.waitFor();
    await expect.poll(() => report.textContent()).toContain('greet/SKILL.md');
    expect(await report.textContent()).toContain('notes.md~');
    await app.screenshot('packaging-export');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-save').click()]);
    expect(download.suggestedFilename()).toBe('greet.zip');
    const zipFile = path.join(project, '..', `pack-ui-export-${process.pid}.zip`);
    await download.saveAs(zipFile);
    const z = await openZip(zipFile, 100);
    try { expect(z.entries.map((e) => Buffer.from(e.rawName).toString('utf8'))).toEqual(['greet/SKILL.md']); } finally { z.close(); fs.rmSync(zipFile, { force: true }); }
    await page.keyboard.press('Escape');
  });

  it('Import Skill…: the clash is shown first; Rename keeps greet and adds greet-2', async () => {
    const page = app.page;
    // Its own archive (not the previous test's download): greet/SKILL.md, as Export makes it.
    const zipFile = path.join(project, '..', `pack-ui-import-${process.pid}.zip`);
    await writeZip(zipFile, { 'greet/SKILL.md': GREET });
    const before = fs.readdirSync(path.join(project, '.claude/skills')).sort();
    expect(before).toContain('greet');
    await palette(page, 'Import Skill…');
    await page.getByTestId('pack-dialog-import').waitFor();
    await page.getByTestId('pack-file').setInputFiles(zipFile);
    const clash = page.getByTestId('pack-clash');
    await clash.waitFor();
    expect(await clash.textContent()).toContain('greet');
    // Nothing written before the choice.
    expect(fs.readdirSync(path.join(project, '.claude/skills')).sort()).toEqual(before);
    await app.screenshot('packaging-import-clash');
    await page.getByTestId('pack-clash-rename').click();
    await expect.poll(() => page.getByTestId('pack-message').textContent().catch(() => '')).toContain('Imported greet-2');
    expect(fs.readdirSync(path.join(project, '.claude/skills')).sort()).toEqual([...before, 'greet-2'].sort());
    fs.rmSync(zipFile, { force: true });
    expect(fs.readFileSync(path.join(project, '.claude/skills/greet/SKILL.md'), 'utf8')).toBe(GREET);
    await expect.poll(() => page.locator('[data-testid="skill-row"][data-name="greet-2"]').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('New Plugin…: plugin.json opens and is validated as you type', async () => {
    const page = app.page;
    await newPlugin(page);
    expect(fs.existsSync(path.join(project, '.claude/skills/team-tools/skills/hello/SKILL.md'))).toBe(true);
    await page.locator('.editor-host .monaco-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText('{"name": "team tools", "author": "me"}');
    const problem = page.locator('[data-testid="problem"][data-code="manifest-schema"]');
    await expect.poll(() => problem.count(), { timeout: 10_000 }).toBe(2);
    await app.screenshot('packaging-manifest-editor');
  });

  it('plugins in skills folders show in the catalog with their namespace', async () => {
    const page = app.page;
    // The project's plugin is the one New Plugin… makes (as the test above does); the user's is in the fixture.
    await newPlugin(page);
    const made = page.locator('[data-testid="skill-row"][data-name="team-tools:hello"]');
    await expect.poll(() => made.count()).toBe(1);
    expect(await made.getAttribute('data-scope')).toBe('plugin');
    expect(await made.getAttribute('data-status')).toBe('inactive');
    expect(await made.locator('.skill-open').getAttribute('title')).toContain('trust dialog');
    const mine = page.locator('[data-testid="skill-row"][data-name="mine:greet"]');
    await expect.poll(() => mine.count()).toBe(1);
    expect(await mine.getAttribute('data-status')).toBe('listed');
    await app.screenshot('packaging-skills-dir-plugins');
  });
});
