/**
 * Entry of the web host (built as out/main/webhost.js): parses the flags,
 * builds the main-process services, serves the renderer on 127.0.0.1 and
 * prints exactly one line, `Skill Studio is running at <url>`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createAppContext } from '../node/app/context';
import { createDispatch, createHandlers } from '../node/handlers/index';
import { DEFAULT_PORT, HOST_HELP, parseCli } from '../node/app/args';
import { UsageError } from '../node/app/flags';
import { checkStartFolders } from '../node/app/startFolders';
import { startProject } from '../node/app/startProject';
import { startWebHost } from './server';
import { RUN_PURPOSE, terminalCodes } from './writeCodes';

function appVersion(appRoot: string): string {
  try { return JSON.parse(fs.readFileSync(path.join(appRoot, 'package.json'), 'utf8')).version ?? '0.0.0'; } catch { return '0.0.0'; }
}

async function main(): Promise<void> {
  const args = parseCli(process.argv.slice(2));
  if (args.help) { process.stdout.write(HOST_HELP); return; }
  // out/main/webhost.js → the app root is two levels up.
  const appRoot = path.resolve(__dirname, '../..');
  const { project } = startProject({
    flag: args.project, cwd: process.cwd(), settingsFile: path.join(args.dataDir, 'settings.json'),
    demoProject: path.join(appRoot, 'examples', 'demo-project'), dataDir: args.dataDir,
  });
  // A typo'd --project is reported now, never created later by New skill.
  const start = checkStartFolders({ project, home: args.home, cwd: args.cwd, addDirs: args.addDirs, skillsDirs: args.skillsDirs, plugins: args.plugins });
  if (start.error) {
    console.error(`skill-studio web host: ${start.error}`);
    process.exit(2);
  }
  // The page is served while the services start (the first scan, the watcher's first crawl):
  // the browser loads and compiles the renderer's megabytes of script in the meantime. Every
  // API call and event subscription waits for the services, so none sees a half-started app.
  const ready = createAppContext({
    host: 'web', appVersion: appVersion(appRoot), dataDir: args.dataDir,
    bundledRoot: path.join(appRoot, 'bundled-skills'), profile: args.profile,
    roots: {
      project, home: args.home, cwd: args.cwd ?? project, addDirs: args.addDirs, skillsDirs: args.skillsDirs,
      plugins: args.plugins, touched: args.touched, ...(args.bundled === false ? { bundled: false } : {}),
    },
    // The page cannot prove a person clicked: the approval code goes to this terminal only.
    confirmWrites: terminalCodes((line) => process.stderr.write(`${line}\n`)),
    confirmRun: terminalCodes((line) => process.stderr.write(`${line}\n`), Date.now, RUN_PURPOSE),
    // Built next to this file (electron.vite.config.ts): full scans off the event loop.
    scanWorker: path.join(__dirname, 'scanWorker.js'),
    bundledWorker: path.join(__dirname, 'bundledWorker.js'),
    ...(args.claude ? { claudePath: args.claude } : {}),
  }).then(async (ctx) => {
    for (const w of start.warnings) ctx.events.notice('warning', w);
    await ctx.stores.settings.update((s) => ({ ...s, recentProjects: [project, ...s.recentProjects.filter((p) => p !== project)].slice(0, 20) }));
    return ctx;
  });
  const dispatchReady = ready.then((ctx) => createDispatch(createHandlers(ctx)));
  // Handled where `ready` is awaited below; these keep an early failure from being "unhandled".
  ready.catch(() => undefined);
  dispatchReady.catch(() => undefined);
  const host = await startWebHost({
    dispatch: async (method, input) => (await dispatchReady)(method, input),
    subscribe: (l) => {
      let off: (() => void) | null = null;
      let gone = false;
      ready.then((ctx) => { if (!gone) off = ctx.events.subscribe(l); }, () => undefined);
      return () => { gone = true; off?.(); };
    },
    rendererDir: path.join(appRoot, 'out', 'renderer'),
    port: args.port ?? DEFAULT_PORT,
    fallbackToRandom: args.port === undefined,
  });
  // On stderr: stdout stays the one URL line scripts read.
  if (host.portNote) process.stderr.write(`${host.portNote}\n`);
  process.stdout.write(`Skill Studio is running at ${host.url}\n`);
  if (args.open && (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)) {
    const opener = spawn('xdg-open', [host.url], { stdio: 'ignore', detached: true });
    opener.on('error', () => undefined);
    opener.unref();
  }
  let ctx: Awaited<typeof ready>;
  try { ctx = await ready; } catch (e) { await host.close(); throw e; }
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await host.close();
    await ctx.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((e) => {
  console.error(`skill-studio web host: ${(e as Error).message}`);
  process.exit(e instanceof UsageError ? 2 : 1);
});
