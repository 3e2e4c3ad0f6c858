/**
 * Skill folder actions: create from a template, rename, duplicate, delete
 * (after confirmation). Main rescans and pushes `catalog.changed`; we also
 * apply the returned snapshot path right away by rescanning when needed.
 */
import type { SkillRecord } from '../../../shared/engine';
import { bridge } from '../bridge';
import { useCatalogStore } from '../stores/catalog';
import { useEditorStore } from '../stores/editor';
import { ask, useUiStore } from '../stores/ui';
import { basename } from '../utils/paths';
import { skillTemplate, validateSkillName } from '../utils/skillName';
import { closeTab, editText, openFile, saveFile } from './files';
import { discardBuffer } from './buffers';
import { rescan } from './catalog';

const errText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Create `<root>/<name>/SKILL.md` from the template and open it. */
export async function createSkill(root: string, name: string): Promise<boolean> {
  try {
    const { path } = await bridge.call('skill.create', { root, name, text: skillTemplate(name) });
    await rescan();
    await openFile(path);
    return true;
  } catch (e) {
    useUiStore.getState().notify('error', `Creating ${name} failed: ${errText(e)}`);
    return false;
  }
}

/** Ask for a new name (validated live), for rename and duplicate. */
async function askName(title: string, skill: SkillRecord, initial: string): Promise<string | null> {
  const { profileId } = useCatalogStore.getState();
  const { choice, input } = await ask({
    title, message: `Folder: ${skill.dir}`,
    input: { label: 'New name', value: initial, validate: (v) => validateSkillName(v, profileId) },
    buttons: [{ id: 'ok', label: title.split(' ')[0]!, primary: true }, { id: 'cancel', label: 'Cancel' }],
  });
  return choice === 'ok' && input ? input : null;
}

/** Rename a skill folder (its open tab, if clean, follows). */
export async function renameSkill(skill: SkillRecord): Promise<void> {
  if (!skill.dir) { useUiStore.getState().notify('warning', 'Only folder skills can be renamed here.'); return; }
  const newName = await askName('Rename skill', skill, basename(skill.dir));
  if (!newName || newName === basename(skill.dir)) return;
  // An open tab follows the folder; unsaved text moves with it (issue 16 §5), no "save before closing?".
  const tab = useEditorStore.getState().tabs.find((t) => t.path === skill.path);
  const unsaved = tab?.dirty ? tab.text : null;
  const before = useEditorStore.getState().activePath;
  try {
    const { dir } = await bridge.call('skill.rename', { dir: skill.dir, newName });
    if (tab) { useEditorStore.getState().removeTab(skill.path); await discardBuffer(skill.path); }
    await rescan();
    if (tab) {
      const moved = `${dir}/${basename(skill.path)}`;
      if (await openFile(moved) && unsaved !== null) editText(moved, unsaved);
      if (before !== skill.path && before) useEditorStore.getState().setActive(before);
    }
  } catch (e) { useUiStore.getState().notify('error', `Rename failed: ${errText(e)}`); }
}

/**
 * Rename the folder of the skill file at `path` to `newName` without asking
 * (a quick fix chose the name). The buffer is saved first so the edit that
 * came with the fix is not lost, then the tab follows the new path.
 */
export async function renameSkillFolder(path: string, newName: string): Promise<void> {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const tab = useEditorStore.getState().tabs.find((t) => t.path === path);
  if (tab?.dirty && !(await saveFile(path))) return;
  try {
    const r = await bridge.call('skill.rename', { dir, newName });
    if (tab) { useEditorStore.getState().removeTab(path); await discardBuffer(path); }
    await rescan();
    if (tab) await openFile(`${r.dir}/${basename(path)}`);
  } catch (e) { useUiStore.getState().notify('error', `Rename failed: ${errText(e)}`); }
}

/** Copy a skill folder under a new name and open the copy. */
export async function duplicateSkill(skill: SkillRecord): Promise<void> {
  if (!skill.dir) { useUiStore.getState().notify('warning', 'Only folder skills can be duplicated here.'); return; }
  const newName = await askName('Duplicate skill', skill, `${basename(skill.dir)}-copy`);
  if (!newName) return;
  try {
    const { dir } = await bridge.call('skill.duplicate', { dir: skill.dir, newName });
    await rescan();
    await openFile(`${dir}/${basename(skill.path)}`);
  } catch (e) { useUiStore.getState().notify('error', `Duplicate failed: ${errText(e)}`); }
}

/** Delete a skill folder after confirmation (to the trash where the host has one). */
export async function deleteSkill(skill: SkillRecord): Promise<void> {
  if (!skill.dir) { useUiStore.getState().notify('warning', 'Only folder skills can be deleted here.'); return; }
  // Unsaved edits in the folder are lost with it: say so, by name, before asking.
  const dirty = useEditorStore.getState().tabs.filter((t) => t.dirty && t.path.startsWith(`${skill.dir}/`));
  const lost = dirty.length
    ? ` ${dirty.length === 1 ? 'This file has' : 'These files have'} unsaved changes that will be lost: ${dirty.map((t) => t.path.slice(skill.dir!.length + 1)).join(', ')}.`
    : '';
  const { choice } = await ask({
    title: 'Delete skill',
    message: `Delete the folder ${skill.dir} and everything in it?${lost}`,
    buttons: [{ id: 'delete', label: dirty.length ? 'Delete and discard changes' : 'Delete', danger: true }, { id: 'cancel', label: 'Cancel', primary: true }],
  });
  if (choice !== 'delete') return;
  try {
    const r = await bridge.call('skill.delete', { dir: skill.dir });
    const ed = useEditorStore.getState();
    for (const t of ed.tabs.filter((x) => x.path.startsWith(`${skill.dir}/`))) { ed.removeTab(t.path); await discardBuffer(t.path); }
    await rescan();
    useUiStore.getState().notify('info', r.trashed ? `Moved ${skill.name} to the trash${r.location ? ` (${r.location})` : ''}.` : `Deleted ${skill.name}.`);
  } catch (e) { useUiStore.getState().notify('error', `Delete failed: ${errText(e)}`); }
}

/**
 * Which harnesses follow a symlinked skill folder, from docs/harnesses/*.md (each with its
 * source there): followed by Codex (repo/user/admin roots, loader.rs `follow_symlinks`),
 * Crush (fastwalk `Follow: true`), Cline (`stat`), Goose (`is_dir()`), OpenCode (glob
 * `symlink: true`), Pi (`statSync`), Qwen Code (symlinks to folders), Roo Code (`fs.stat`),
 * Amp (its docs say so); Claude Code follows them too (reference §3.2). Gemini CLI: glob
 * follows them, not measured. Cursor, Windsurf, Copilot: unknown.
 */
export const LINK_SUPPORT = 'Followed by Claude Code, Codex, Crush, Cline, Goose, OpenCode, Pi, Qwen Code, Roo Code and Amp; '
  + 'Gemini CLI likely (not measured); unknown for Cursor, Windsurf and Copilot. Needs symbolic link support (on Windows: Developer Mode or admin rights; git needs core.symlinks).';

/**
 * "Add a copy or link" (quick fix of `portability-folder-not-read`, issue 17 §2): ask the
 * user Copy or Symbolic link for the skill whose file is `path`, then main puts the folder
 * into the skills root `folder` (`skill.place`); the rescan's snapshot lists the new folder
 * among the skill's `copies`, which drops the suggestion (and keeps it dropped after a reload).
 */
export async function placeSkillIn(path: string, folder: string, target: string): Promise<void> {
  const dir = path.slice(0, path.lastIndexOf('/'));
  const { choice } = await ask({
    title: 'Add a copy or link',
    message: `Put this skill at ${target} so the harnesses that read that folder find it. `
      + 'Copy: an independent folder; later edits to one do not reach the other (the copies drift apart). '
      + `Symbolic link: one folder, two paths; edits show in both. ${LINK_SUPPORT}`,
    buttons: [{ id: 'copy', label: 'Copy', primary: true }, { id: 'link', label: 'Symbolic link' }, { id: 'cancel', label: 'Cancel' }],
  });
  if (choice !== 'copy' && choice !== 'link') return;
  // The copy takes the file as saved: save first so an unsaved edit is not left out.
  const tab = useEditorStore.getState().tabs.find((t) => t.path === path);
  if (choice === 'copy' && tab?.dirty && !(await saveFile(path))) return;
  try {
    const r = await bridge.call('skill.place', { dir, folder, mode: choice });
    await rescan();
    useUiStore.getState().notify(r.note ? 'warning' : 'info', `${choice === 'copy' ? 'Copied' : 'Linked'} to ${r.dir}${r.linkTarget ? ` → ${r.linkTarget}` : ''}.${r.note ? ` ${r.note}` : ''}`);
  } catch (e) { useUiStore.getState().notify('error', `Adding the ${choice === 'copy' ? 'copy' : 'link'} failed: ${errText(e)}`); }
}
