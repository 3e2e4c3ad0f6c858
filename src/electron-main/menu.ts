/**
 * Application menu. Every item the renderer handles sends a `menu.command`
 * event, Open Project too: the renderer settles unsaved tabs (Save / Don't
 * save / Cancel) before another project opens, which main cannot do.
 */
import type { MenuItemConstructorOptions } from 'electron';

/** Commands sent to the renderer as `menu.command` (`{ command }`). */
export const MENU_COMMANDS = {
  newSkill: 'skill.new',
  openProject: 'project.open',
  save: 'file.save',
  saveAll: 'file.saveAll',
  exportSchema: 'file.exportSchema',
  toggleTheme: 'view.toggleTheme',
  focusListing: 'view.listing',
  focusSandbox: 'view.sandbox',
  rescan: 'catalog.rescan',
  reopenClosedTab: 'editor.reopenClosed',
} as const;

/** The menu template; `send` delivers a command to the renderer. */
export function buildMenuTemplate(send: (command: string) => void, actions: { isMac: boolean; dev: boolean }): MenuItemConstructorOptions[] {
  const cmd = (label: string, command: string, accelerator?: string): MenuItemConstructorOptions => ({ label, accelerator, click: () => send(command) });
  const view: MenuItemConstructorOptions[] = [
    // Not Shift+T: that is Reopen Closed Tab, as in browsers and VS Code.
    cmd('Toggle Theme', MENU_COMMANDS.toggleTheme, 'CmdOrCtrl+Alt+T'),
    cmd('Listing', MENU_COMMANDS.focusListing, 'CmdOrCtrl+1'),
    cmd('Sandbox', MENU_COMMANDS.focusSandbox, 'CmdOrCtrl+2'),
    cmd('Rescan Skills', MENU_COMMANDS.rescan, 'F5'),
    { type: 'separator' },
    { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }, { role: 'togglefullscreen' },
  ];
  if (actions.dev) view.push({ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' });
  return [
    ...(actions.isMac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    {
      label: 'File',
      submenu: [
        cmd('New Skill', MENU_COMMANDS.newSkill, 'CmdOrCtrl+N'),
        cmd('Open Project…', MENU_COMMANDS.openProject, 'CmdOrCtrl+O'),
        cmd('Reopen Closed Tab', MENU_COMMANDS.reopenClosedTab, 'CmdOrCtrl+Shift+T'),
        { type: 'separator' },
        cmd('Save', MENU_COMMANDS.save, 'CmdOrCtrl+S'),
        cmd('Save All', MENU_COMMANDS.saveAll, 'CmdOrCtrl+Alt+S'),
        { type: 'separator' },
        cmd('Export JSON Schema…', MENU_COMMANDS.exportSchema, 'CmdOrCtrl+Shift+E'),
        { type: 'separator' },
        actions.isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
    { role: 'windowMenu' },
  ];
}
