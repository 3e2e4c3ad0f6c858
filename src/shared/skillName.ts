/**
 * The one rule for a new skill's name (its folder name, or a flat file's stem),
 * used live by the renderer and enforced again by main for skill.create,
 * skill.rename and skill.duplicate (the API must not accept what the UI
 * refuses). Per profile (reference skill-semantics §2: ASref name rules; CC
 * ids are folder names, documented as lowercase letters, digits and hyphens,
 * ≤ 64); every profile also refuses names no file system can hold everywhere
 * (Windows device names and reserved characters, control characters, more
 * than 250 UTF-8 bytes).
 */
import { getProfile, type ProfileId } from './engine';

/** Maximum name length for every profile that limits it. */
export const NAME_MAX = 64;
/** Maximum name length for the profiles that set no limit of their own. */
export const NAME_MAX_LOOSE = 200;
/** Bytes a folder or file name may take (255 on common file systems, less room for `.md`). */
const NAME_MAX_BYTES = 250;
/** Names Windows reserves for devices, with or without an extension. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;

/** The problem with `name` under `profile`, or null when it is fine. */
export function validateSkillName(name: string, profile: ProfileId, taken: string[] = []): string | null {
  if (!name) return 'Enter a name.';
  if (/[\\/]/.test(name) || name === '.' || name === '..') return 'A name cannot contain / or \\ or be . or ..';
  if (name.startsWith('.')) return 'A name starting with a dot would be a hidden folder.';
  if (/\s/.test(name)) return 'Use hyphens instead of spaces.';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'A name cannot contain control characters.';
  if (taken.includes(name)) return `A skill named "${name}" already exists in this folder.`;
  const rule = getProfile(profile).skillNameRule;
  if (rule === 'file-safe') {
    if ([...name].length > NAME_MAX_LOOSE) return `Keep the name under ${NAME_MAX_LOOSE} characters.`;
    if (new TextEncoder().encode(name).length > NAME_MAX_BYTES) return `The name is too long for a file name (at most ${NAME_MAX_BYTES} bytes).`;
    if (/[<>:"|?*]/.test(name)) return 'A name cannot contain < > : " | ? or * (not allowed in file names on Windows).';
    if (/[. ]$/.test(name)) return 'A name cannot end with a dot or a space.';
    if (WINDOWS_DEVICE.test(name)) return `"${name}" is a reserved device name on Windows.`;
    return null;
  }
  if ([...name].length > NAME_MAX) return `At most ${NAME_MAX} characters (this one has ${[...name].length}).`;
  if (name !== name.toLowerCase()) return 'Use lowercase only.';
  // ASref accepts any Unicode letter or digit; Claude Code's docs ask for a-z, 0-9.
  const unicode = rule === 'unicode-kebab';
  const charset = unicode ? /^[\p{L}\p{N}-]+$/u : /^[a-z0-9-]+$/;
  if (!charset.test(name)) return unicode ? 'Only letters, digits and hyphens.' : 'Only a–z, 0–9 and hyphens.';
  if (name.startsWith('-') || name.endsWith('-')) return 'A name cannot start or end with a hyphen.';
  if (name.includes('--')) return 'No two hyphens in a row.';
  if (WINDOWS_DEVICE.test(name)) return `"${name}" is a reserved device name on Windows.`;
  return null;
}
