/**
 * Hover text for a frontmatter key, built from the active profile's field
 * table: what the key does, its type and limits, which profiles honour it, and
 * what the current value does (the description's length against the listing
 * cap and the spec's limit). What a value does is read from the engine's
 * normalised fields (`SkillFields`), never re-interpreted here, so the hover
 * says what the simulation does. Pure: returns Markdown.
 */
import { fieldTable, measure, type FieldSpec, type LengthUnit, type ProfileId, type SkillFields } from '../../../shared/engine';

/** The open Agent Skills spec's description limit (characters), from its field table. */
export const SPEC_DESCRIPTION_MAX = fieldTable('agent-skills').find((f) => f.key === 'description')?.maxLength ?? 1024;

export interface HoverOpts {
  profileId: ProfileId;
  /** The profile's per-entry listing cap and its unit (no cap: the length is shown without one). */
  listingCap?: number;
  unit?: LengthUnit;
  /** The file's fields as the engine normalised them under the profile (parseSkillText). */
  fields?: SkillFields;
}

const UNIT_WORDS: Record<LengthUnit, string> = { 'display-width': 'columns', utf16: 'characters', bytes: 'bytes', runes: 'characters' };

/** Plain words for what the current value does. */
export function valueEffect(key: string, value: unknown, o: HoverOpts): string | null {
  if (value === undefined) return null;
  switch (key) {
    case 'description': {
      const s = typeof value === 'string' ? value : JSON.stringify(value);
      const unit = o.unit ?? 'display-width';
      const cap = o.listingCap;
      const len = measure(s, unit);
      const chars = [...s].length;
      const parts = [`**${chars}** characters (${len} ${UNIT_WORDS[unit]}).`];
      if (cap !== undefined) parts.push(len > cap ? `Over the listing cap of ${cap}: the listing cuts the last ${len - cap}.` : `Fits the listing cap of ${cap} (${cap - len} to spare).`);
      parts.push(chars > SPEC_DESCRIPTION_MAX ? `Over the spec's ${SPEC_DESCRIPTION_MAX} by ${chars - SPEC_DESCRIPTION_MAX}: validators reject it.` : `Within the spec's ${SPEC_DESCRIPTION_MAX}.`);
      return parts.join(' ');
    }
    case 'disable-model-invocation':
      return (o.fields?.disableModelInvocation ?? value === true) ? 'The model cannot invoke this skill and it is left out of the listing; only `/name` runs it.' : 'The model may invoke this skill.';
    case 'user-invocable':
      return (o.fields?.userInvocable ?? value !== false) ? 'Shown in the `/` menu.' : 'Hidden from the `/` menu; the model can still invoke it.';
    case 'context':
      return (o.fields?.context ?? value) === 'fork' ? 'Runs in a forked sub-agent with its own context; only its result comes back.' : 'Runs inline in the current conversation.';
    case 'allowed-tools': {
      // The engine's split (Claude Code: spaces and commas outside parentheses, so `Bash(git add:*)` is one rule).
      const tools = o.fields?.allowedTools ?? (Array.isArray(value) ? value.map(String) : [String(value)]);
      return `Grants ${tools.length} tool${tools.length === 1 ? '' : 's'} without asking while the skill runs: ${tools.map((t) => `\`${t}\``).join(', ')}.`;
    }
    case 'paths': {
      const n = o.fields?.paths.length ?? (Array.isArray(value) ? value.length : 1);
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
