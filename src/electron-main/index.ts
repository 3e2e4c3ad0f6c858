/**
 * Electron entry: builds the shared services over `userData`, registers the
 * handler table on IPC, opens the hardened window, installs the menu, keeps
 * the window state, and asks before closing with unsaved buffers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, shell } from 'electron';
import { createAppContext, type AppContext } from '../node/app/context';
import { createDispatch, createHandlers } from '../node/handlers/index';
import { registerIpc, sendEvent } from './ipc';
import { buildMenuTemplate } from './menu';
import { pickFolder } from './pickFolder';
import { HOST_HELP, parseCli } from '../node/app/args';
import { checkStartFolders } from '../node/app/startFolders';
import { startProject } from '../node/app/startProject';
import { confirmRun, confirmWrites, saveFileAs } from './dialogs';
import { createMainWindow, installCsp, preloadPath, registerAppScheme, rendererUrl, serveRenderer } from './window';

registerAppScheme();

let dirty = false;
let forceClose = false;


/** Ask before closing with unsaved edits (they stay in the buffer store either way). */
export function confirmClose(win: BrowserWindow): boolean {
  const choice = dialog.showMessageBoxSync(win, {
    type: 'warning',
    buttons: ['Keep Editing', 'Close Anyway'],
    defaultId: 0,
    cancelId: 0,
    message: 'Some skills have unsaved changes.',
    detail: 'Unsaved edits are kept and restored the next time you open Skill Studio, but they are not in the files yet.',
  });
  return choice === 1;
}

async function start(): Promise<void> {
  let args: ReturnType<typeof parseCli>;
  try {
    args = parseCli(process.argv.slice(app.isPackaged ? 1 : 2), { strict: false });
  } catch (e) {
    fs.writeSync(2, `Skill Studio: ${(e as Error).message}\n`);
    app.exit(2);
    return;
  }
  if (args.help) { fs.writeSync(1, HOST_HELP); app.exit(0); return; }
  const appRoot = app.getAppPath();
  const dataDir = args.dataDirGiven ? args.dataDir : app.getPath('userData');
  let win: BrowserWindow | null = null;
  const { project } = startProject({
    flag: args.project, cwd: process.cwd(), settingsFile: path.join(dataDir, 'settings.json'),
    demoProject: path.join(appRoot, 'examples', 'demo-project'), dataDir: dataDir,
  });
  // A typo'd --project is reported now, never created later by New skill.
  const start = checkStartFolders({ project, home: args.home, cwd: args.cwd, addDirs: args.addDirs, skillsDirs: args.skillsDirs, plugins: args.plugins });
  if (start.error) {
    fs.writeSync(2, `Skill Studio: ${start.error}\n`);
    dialog.showErrorBox('Skill Studio cannot start', `${start.error[0].toUpperCase()}${start.error.slice(1)}.`);
    app.exit(2);
    return;
  }
  const ctx: AppContext = await createAppContext({
    host: 'electron', appVersion: app.getVersion(), dataDir,
    bundledRoot: path.join(appRoot, 'bundled-skills'), profile: args.profile,
    roots: {
      project, home: args.home, cwd: args.cwd, addDirs: args.addDirs,
      skillsDirs: args.skillsDirs, plugins: args.plugins, touched: args.touched,
      ...(args.bundled === false ? { bundled: false } : {}),
    },
    trash: async (p) => { await shell.trashItem(p); return { note: 'moved to the system trash' }; },
    pickFolder: () => pickFolder(win),
    confirmWrites: (dir) => confirmWrites(win, dir),
    confirmRun: (program) => confirmRun(win, program),
    saveFileAs: (name, data) => saveFileAs(win, name, data),
    scanWorker: path.join(__dirname, 'scanWorker.js'),
    bundledWorker: path.join(__dirname, 'bundledWorker.js'),
    ...(args.claude ? { claudePath: args.claude } : {}),
    setDirty: (d) => { dirty = d; },
  });
  for (const w of start.warnings) ctx.events.notice('warning', w);
  const dispatch = createDispatch(createHandlers(ctx));
  const devUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  const appUrl = rendererUrl(devUrl);
  if (!devUrl) serveRenderer(path.join(__dirname, '../renderer'));
  installCsp();
  registerIpc(ipcMain, dispatch, () => appUrl);

  const settings = ctx.stores.settings.get();
  win = createMainWindow({ preload: preloadPath(__dirname), appUrl, bounds: settings.window });
  const w = win;
  ctx.events.subscribe((event, payload) => sendEvent(w.webContents, event, payload));
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(
    (command) => sendEvent(w.webContents, 'menu.command', { command }),
    { isMac: process.platform === 'darwin', dev: !app.isPackaged },
  )));
  w.on('close', (e) => {
    if (dirty && !forceClose && !confirmClose(w)) { e.preventDefault(); return; }
    const b = w.getNormalBounds();
    void ctx.stores.settings.update((s) => ({ ...s, window: { width: b.width, height: b.height, x: b.x, y: b.y, maximized: w.isMaximized() } }));
  });
  app.on('before-quit', () => { if (!dirty) forceClose = true; });
  app.on('will-quit', () => { void ctx.close(); });
}

app.on('window-all-closed', () => app.quit());
app.whenReady().then(start).catch((e) => {
  fs.writeSync(2, `Skill Studio failed to start: ${(e as Error).stack ?? e}\n`);
  app.exit(1);
});
