/**
 * Hover text for a frontmatter key, built from the active profile's field
 * table: what the key does, its type and limits, which profiles honour it, and
 * what the current value does (the description's length against the listing
 * cap and the spec's 1,024). Pure: returns Markdown.
 */
import type { FieldSpec } from '../../../shared/engine';
import type { LengthUnit, ProfileId } from '../../../shared/engine';
import { measure } from '../../../shared/engine';

/** The open Agent Skills spec's description limit (characters). */
export const SPEC_DESCRIPTION_MAX = 1024;
/** Claude Code's per-entry listing cap (display width), reference §6. */
export const CC_LISTING_CAP = 1536;

export interface HoverOpts {
  profileId: ProfileId;
  /** The profile's per-entry listing cap and its unit. */
  listingCap?: number;
  unit?: LengthUnit;
}

const UNIT_WORDS: Record<LengthUnit, string> = { 'display-width': 'columns', utf16: 'characters', bytes: 'bytes', runes: 'characters' };

/** Plain words for what the current value does. */
export function valueEffect(key: string, value: unknown, o: HoverOpts): string | null {
  if (value === undefined) return null;
  switch (key) {
    case 'description': {
      const s = typeof value === 'string' ? value : JSON.stringify(value);
      const unit = o.unit ?? 'display-width';
      const cap = o.listingCap ?? CC_LISTING_CAP;
      const len = measure(s, unit);
      const chars = [...s].length;
      const parts = [`**${chars}** characters (${len} ${UNIT_WORDS[unit]}).`];
      parts.push(len > cap ? `Over the listing cap of ${cap}: the listing cuts the last ${len - cap}.` : `Fits the listing cap of ${cap} (${cap - len} to spare).`);
      parts.push(chars > SPEC_DESCRIPTION_MAX ? `Over the spec's ${SPEC_DESCRIPTION_MAX} by ${chars - SPEC_DESCRIPTION_MAX}: validators reject it.` : `Within the spec's ${SPEC_DESCRIPTION_MAX}.`);
      return parts.join(' ');
    }
    case 'disable-model-invocation':
      return value === true ? 'The model cannot invoke this skill and it is left out of the listing; only `/name` runs it.' : 'The model may invoke this skill.';
    case 'user-invocable':
      return value === false ? 'Hidden from the `/` menu; the model can still invoke it.' : 'Shown in the `/` menu.';
    case 'context':
      return value === 'fork' ? 'Runs in a forked sub-agent with its own context; only its result comes back.' : 'Runs inline in the current conversation.';
    case 'allowed-tools': {
      const tools = Array.isArray(value) ? value : String(value).split(/[,\s]+/).filter(Boolean);
      return `Grants ${tools.length} tool${tools.length === 1 ? '' : 's'} without asking while the skill runs: ${tools.map((t) => `\`${t}\``).join(', ')}.`;
    }
    case 'paths': {
      const n = Array.isArray(value) ? value.length : 1;
      return `Inactive until a touched file matches one of ${n} pattern${n === 1 ? '' : 's'}.`;
    }
    default:
      return `Current value: \`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
  }
}

/** Markdown hover for `key` (known or not) with its current value. */
export function hoverMarkdown(field: FieldSpec | undefined, key: string, value: unknown, o: HoverOpts): string {
  if (!field) {
    return `**${key}** — not read by the \`${o.profileId}\` profile: the harness ignores this key.`;
  }
  const lines = [`**${key}**${field.required ? ' · required' : ''}`, '', field.doc, ''];
  const meta = [`Type: \`${field.type}\``];
  if (field.values?.length) meta.push(`${field.closed ? 'Values' : 'Suggestions'}: ${field.values.map((v) => `\`${v}\``).join(', ')}`);
  if (field.maxLength) meta.push(`Max length: ${field.maxLength}`);
  if (field.default !== undefined) meta.push(`Default: ${field.default}`);
  meta.push(`Honoured by: ${field.honouredBy.length ? field.honouredBy.join(', ') : 'none'}`);
  lines.push(meta.join(' · '));
  if (!field.honouredBy.includes(o.profileId)) lines.push('', `_The active profile (\`${o.profileId}\`) ignores this key._`);
  const effect = valueEffect(key, value, o);
  if (effect) lines.push('', effect);
  return lines.join('\n');
}
