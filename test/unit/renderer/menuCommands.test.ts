/** Every Electron menu item sends a command the renderer knows (a menu item that does nothing is a bug). */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/renderer/src/bridge', () => ({
  bridge: { host: 'web', on: () => () => undefined, call: async (m: string) => (m === 'engine.schema' ? { schema: { title: 'x' } } : {}) },
}));

const { MENU_COMMANDS } = await import('../../../src/electron-main/menu');
const { COMMANDS } = await import('../../../src/renderer/src/commands');

describe('menu commands', () => {
  it('each menu command id is in the renderer command table', () => {
    const ids = new Set(COMMANDS.map((c) => c.id));
    const missing = Object.values(MENU_COMMANDS).filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
  });

  it('the command palette offers the JSON Schema export', () => {
    expect(COMMANDS.find((c) => c.id === 'file.exportSchema')?.title).toMatch(/JSON Schema/);
  });
});
