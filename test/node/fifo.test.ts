/**
 * A FIFO (or device) where main expects a file must never block the process:
 * a plain open of a named pipe waits for a writer, which hung every web-host
 * request and the CLI scan. Each FIFO here gets an "unblocker" child that
 * writes "x" to it after a second, so code that still opens it plainly comes
 * back late with that text (and the assertions on the error fail) instead of
 * hanging the test run. No timed assertions: the error value tells.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { readRegularFile } from '../../src/node/fs/safeRead';
import { readFileText, saveFileText } from '../../src/node/files/textFile';
import { readHarnessSettings } from '../../src/node/settings/harnessSettings';
import { nodeSettingsRead } from '../../src/cli/session';
import { createDispatch, createHandlers } from '../../src/node/handlers/index';
import { CatalogWatcher } from '../../src/node/catalog/watcher';
import { cleanupTemp, fixture, tempDir, writeSkill } from './helpers';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.pid) { try { process.kill(c.pid); } catch { /* gone */ } }
  cleanupTemp();
});

/** mkfifo `p`, plus a child that writes "x" into it after 1 s (so a blocking reader comes back late, not never). */
function fifo(p: string): string {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  execFileSync('mkfifo', [p]);
  children.push(spawn('timeout', ['10', 'sh', '-c', 'sleep 1; printf x > "$0"', p], { stdio: 'ignore' }));
  return p;
}

/** Run `fn` (kept as a marker of the calls that must not wait for a writer). */
const quick = <T>(fn: () => T): T => fn();

describe('non-regular files are refused without blocking', () => {
  it('the fs port returns ENOTREG for a FIFO and EISDIR for a folder', () => {
    const d = tempDir('fifo');
    const port = createNodeFsPort();
    const r = quick(() => port.readFile(fifo(path.join(d, 'SKILL.md')), 1024));
    expect(r).toMatchObject({ error: 'ENOTREG' });
    fs.mkdirSync(path.join(d, 'dir'));
    expect(port.readFile(path.join(d, 'dir'), 1024)).toMatchObject({ error: 'EISDIR' });
    fs.writeFileSync(path.join(d, 'ok.md'), 'hello');
    expect(port.readFile(path.join(d, 'ok.md'), 3)).toMatchObject({ size: 5, truncated: true });
    expect(Buffer.from((port.readFile(path.join(d, 'ok.md'), 100) as { data: Uint8Array }).data).toString()).toBe('hello');
    // The scan's read into the reused buffer takes the same guarded path.
    expect(quick(() => port.readFileTransient!(fifo(path.join(d, 'other.md')), 1024))).toMatchObject({ error: 'ENOTREG' });
    expect(port.readFileTransient!(path.join(d, 'dir'), 1024)).toMatchObject({ error: 'EISDIR' });
    expect(port.readFileTransient!(path.join(d, 'ok.md'), 3)).toMatchObject({ size: 5, truncated: true });
  });

  it('a character device is refused (/dev/zero never ends)', () => {
    // (Only through the reader: the old port would read /dev/zero until memory ran out.)
    if (!fs.existsSync('/dev/zero')) return;
    expect(() => readRegularFile('/dev/zero')).toThrow(/device/);
  });

  it('a symlink to a FIFO is refused too', () => {
    const d = tempDir('fifo');
    fifo(path.join(d, 'pipe'));
    fs.symlinkSync(path.join(d, 'pipe'), path.join(d, 'SKILL.md'));
    expect(quick(() => createNodeFsPort().readFile(path.join(d, 'SKILL.md'), 1024))).toMatchObject({ error: 'ENOTREG' });
  });

  it('file.read and file.save of a FIFO fail fast with ENOTREG', async () => {
    const d = tempDir('fifo');
    const p = fifo(path.join(d, 'notes.md'));
    expect(() => quick(() => readFileText(p))).toThrow(expect.objectContaining({ code: 'ENOTREG' }));
    await expect(saveFileText(p, 'x')).rejects.toMatchObject({ code: 'ENOTREG' });
  });

  it('a scan with a FIFO named SKILL.md reports it as unreadable and lists the other skills', async () => {
    const f = await fixture();
    writeSkill(f.skills, 'fine');
    fifo(path.join(f.skills, 'fifo', 'SKILL.md'));
    const snap = await f.ctx.service.rescan();
    expect(snap.catalog.skills.map((s) => s.id)).toContain('fine');
    const diags = [...snap.catalog.skills, ...snap.catalog.files]
      .filter((x) => x.path === path.join(f.skills, 'fifo', 'SKILL.md')).flatMap((x) => x.diagnostics);
    expect(diags.map((d) => d.code)).toContain('unreadable');
    expect(JSON.stringify(diags)).toContain('ENOTREG');
  });

  it('a FIFO as a Claude Code settings file is reported, not waited on (main and CLI readers)', () => {
    const home = tempDir('home');
    const project = tempDir('project');
    fifo(path.join(project, '.claude', 'settings.json'));
    const h = quick(() => readHarnessSettings(home, project, {}));
    expect(h.files.find((x) => x.path.endsWith('/.claude/settings.json') && x.path.startsWith(project))).toMatchObject({ exists: true, error: expect.stringContaining('ENOTREG') });
    const p2 = fifo(path.join(project, '.claude', 'settings.local.json'));
    expect(quick(() => nodeSettingsRead(p2))).toMatchObject({ error: expect.stringContaining('not a regular file') });
  });

  it('the web-host dispatch answers file.read of a FIFO inside a root with an error, fast', async () => {
    const f = await fixture();
    const p = fifo(path.join(f.skills, 'pipe', 'SKILL.md'));
    const dispatch = createDispatch(createHandlers(f.ctx));
    await expect(dispatch('file.read', { path: p })).rejects.toMatchObject({ code: 'ENOTREG' });
  });

  it('the watcher re-reading a known skill file that became a FIFO does not wait on it', async () => {
    const f = await fixture();
    const p = writeSkill(f.skills, 'swapped');
    await f.ctx.service.rescan();
    expect(f.ctx.service.knowsFile(p)).toBe(true);
    fs.rmSync(p);
    fifo(p);
    const w = new CatalogWatcher(f.ctx.service, f.ctx.events);
    // As chokidar would report it: a change to a file the catalog knows (re-parsed alone).
    (w as unknown as { onEvent(kind: string, p: string, sentinel: boolean): void }).onEvent('change', p, false);
    w.flush();
    await w.close();
    // Never read as the text a writer pushed through the pipe: the same `unreadable` record a fresh scan gives.
    const rec = f.ctx.service.current().skills.find((s) => s.path === p);
    expect(rec).toMatchObject({ status: 'error', description: '' });
    expect(rec!.diagnostics.map((d) => [d.code, d.data?.error])).toEqual([['unreadable', 'ENOTREG']]);
    f.ctx.service.rescan();
    expect(f.ctx.service.current().skills.find((s) => s.path === p)).toEqual(rec);
  });
});
