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
import { chooseProject } from '../node/app/startProject';
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
  const { project } = chooseProject({
    flag: args.project, cwd: process.cwd(), settingsFile: path.join(args.dataDir, 'settings.json'),
    demoProject: path.join(appRoot, 'examples', 'demo-project'),
  });
  // A typo'd --project is reported now, never created later by New skill.
  const start = checkStartFolders({ project, home: args.home, cwd: args.cwd, addDirs: args.addDirs, skillsDirs: args.skillsDirs, plugins: args.plugins });
  if (start.error) {
    console.error(`skill-studio web host: ${start.error}`);
    process.exit(2);
  }
  const ctx = await createAppContext({
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
    ...(args.claude ? { claudePath: args.claude } : {}),
  });
  for (const w of start.warnings) ctx.events.notice('warning', w);
  await ctx.stores.settings.update((s) => ({ ...s, recentProjects: [project, ...s.recentProjects.filter((p) => p !== project)].slice(0, 20) }));
  const host = await startWebHost({
    dispatch: createDispatch(createHandlers(ctx)),
    subscribe: (l) => ctx.events.subscribe(l),
    rendererDir: path.join(appRoot, 'out', 'renderer'),
    port: args.port ?? DEFAULT_PORT,
    fallbackToRandom: args.port === undefined,
  });
  process.stdout.write(`Skill Studio is running at ${host.url}\n`);
  if (args.open && (process.env.DISPLAY || process.env.WAYLAND_DISPLAY)) {
    const opener = spawn('xdg-open', [host.url], { stdio: 'ignore', detached: true });
    opener.on('error', () => undefined);
    opener.unref();
  }
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
