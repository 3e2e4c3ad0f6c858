/**
 * The built-in entries (bundled skills, built-in prompt commands) a capture found in
 * the user's Claude Code listing, kept in the app data folder per Claude Code version
 * (never in the repository: the texts are Claude Code's own), so the simulation's
 * budget counts them (issue 15 point 4).
 *
 * Layout: `<dataDir>/captured-bundled/<claudeVersion>/bundled.json`
 * (`{claudeVersion, capturedAt, entries: [{name, kind, text, counted?}]}`) and, for the engine,
 * one skill folder per entry whose description is the entry's (so the claude-code profile
 * lists `- name: description` again, as a `bundled` scope root): `skills/<name>/SKILL.md`
 * for the entries the budget never shortens (bundled skills), `builtin-commands/<name>/SKILL.md`
 * for the `counted` ones (built-in prompt commands: the profile's root after every other whose
 * entries the budget shortens, discovery.ts), each folder's captured order in `.order`
 * (walk.ts BUNDLED_ORDER_FILE). `<dataDir>/captured-bundled/engine-<engineVersion>.json`
 * names the release last captured for an engine version.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { entryDescription, type BundledEntry } from './captureParse';
import { BUNDLED_ORDER_FILE } from '../../shared/engine';

const FOLDER = 'captured-bundled';
/** A name that is safe as a folder name on every platform. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const VERSION = /^\d+\.\d+\.\d+$/;

const storedSchema = z.object({
  claudeVersion: z.string(),
  capturedAt: z.number(),
  entries: z.array(z.object({ name: z.string(), kind: z.literal('builtin'), text: z.string(), counted: z.literal(true).optional() })),
});
const pointerSchema = z.object({ claudeVersion: z.string().regex(VERSION) });

/** What is kept for one release. */
export interface StoredBundled { claudeVersion: string; capturedAt: number; entries: BundledEntry[]; skillsDir: string }

/** The SKILL.md that lists as this entry (name and description; JSON quoting is valid YAML). */
export function bundledSkillText(e: BundledEntry): string {
  const name = e.name.replace(/#\d+$/, '');
  const desc = entryDescription(e);
  return `---\nname: ${JSON.stringify(name)}\n${desc ? `description: ${JSON.stringify(desc)}\n` : ''}---\n`;
}

/**
 * Keep `entries` for `claudeVersion` (replacing what was kept) and point
 * `engineVersion` at it. Returns the release's folder. Entries whose name is not a safe
 * folder name (e.g. `plugin:skill`), and a second entry of one name, stay in bundled.json only.
 */
export function storeCapturedBundled(dataDir: string, claudeVersion: string, engineVersion: string, entries: readonly BundledEntry[]): string | null {
  if (!VERSION.test(claudeVersion)) return null;
  const dir = path.join(dataDir, FOLDER, claudeVersion);
  const write = (folder: string, list: readonly BundledEntry[]) => {
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(folder, { recursive: true });
    const order: string[] = [];
    for (const e of list) {
      const name = e.name.replace(/#\d+$/, '');
      if (!SAFE_NAME.test(name) || order.includes(name)) continue;
      fs.mkdirSync(path.join(folder, name));
      fs.writeFileSync(path.join(folder, name, 'SKILL.md'), bundledSkillText(e));
      order.push(name);
    }
    fs.writeFileSync(path.join(folder, BUNDLED_ORDER_FILE), order.length ? order.join('\n') + '\n' : '');
  };
  write(path.join(dir, 'skills'), entries.filter((e) => !e.counted));
  write(path.join(dir, 'builtin-commands'), entries.filter((e) => e.counted));
  fs.writeFileSync(path.join(dir, 'bundled.json'), JSON.stringify({ claudeVersion, capturedAt: Date.now(), entries }, null, 2));
  fs.writeFileSync(path.join(dataDir, FOLDER, `engine-${engineVersion}.json`), JSON.stringify({ claudeVersion }));
  return dir;
}

/** What is kept for `claudeVersion`, or null (none, or unreadable). */
export function loadCapturedBundled(dataDir: string, claudeVersion: string): StoredBundled | null {
  if (!VERSION.test(claudeVersion)) return null;
  const dir = path.join(dataDir, FOLDER, claudeVersion);
  try {
    const v = storedSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'bundled.json'), 'utf8')));
    return { ...v, skillsDir: path.join(dir, 'skills') };
  } catch { return null; }
}

/** The bundled skills folder the simulation uses for an engine version (the release last captured for it), or null. */
export function capturedBundledDir(dataDir: string, engineVersion: string): string | null {
  try {
    const p = pointerSchema.parse(JSON.parse(fs.readFileSync(path.join(dataDir, FOLDER, `engine-${engineVersion}.json`), 'utf8')));
    const s = loadCapturedBundled(dataDir, p.claudeVersion);
    return s && fs.existsSync(s.skillsDir) ? s.skillsDir : null;
  } catch { return null; }
}
