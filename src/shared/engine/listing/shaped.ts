/**
 * Data-shaped listings without a budget (issue 17 harnesses): `xml-skills`
 * (`ListingSection.xml`: Roo Code, Crush, VS Code), `bullet-lines`
 * (`ListingSection.lines`: Goose) and `approximate-lines` (Cursor, Windsurf,
 * Amp: documented only, so the text says its format is not known). Every
 * listed skill appears with its full text. The harnesses' surrounding
 * sentences are not reproduced: the profile's `before`/`after` hold short
 * fixed markers and a bracketed note where prose was left out.
 */
import type { ListingEntry, SkillRecord } from '../types';
import type { LineListing, XmlListing } from '../profiles/types';
import { measure } from '../text/measure';
import { entry, type FormatRenderer, type RenderedListing } from './entry';

/** Go/JS XML escaping of Roo Code (sections/skills.ts:5-12) and Crush (skills.go:31): `& < > " '`. */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function done(skills: SkillRecord[], text: string, texts: string[], source: string): RenderedListing {
  const entries: ListingEntry[] = skills.map((s, i) => entry(s, s.name, 'full', texts[i], texts[i], '', measure(texts[i], 'utf16')));
  return { text, budget: 0, used: measure(text, 'utf16'), entries, budgetSource: source, mode: 'fits', diagnostics: [] };
}

const DEFAULT_XML: XmlListing = { wrapper: 'available_skills', indent: '  ', pathTag: 'location', escape: 'xml' };

/**
 * `xml-skills`: `<wrapper>`, then per skill `<skill>`, `<name>…</name>`,
 * `<description>…</description>` (left out when empty and
 * `omitEmptyDescription`), `<pathTag>` absolute SKILL.md path, `</skill>`,
 * each on its own line with the profile's indentation and escaping (values on
 * lines of their own with `valueLines`, the scope in the path tag with
 * `pathValue: 'scope'`, `descriptionSuffix` after each description: Qwen
 * Code); `''` when no skill is listed (Roo sections/skills.ts:26-30, Crush prompt.go:197-205).
 */
export const renderXmlSkills: FormatRenderer = (skills, profile) => {
  const x = profile.listing.xml ?? DEFAULT_XML;
  const esc = x.escape === 'xml' ? xmlEscape : (s: string) => s;
  const i1 = x.indent;
  const i2 = x.fieldIndent ?? x.indent + x.indent;
  const el = (tag: string, value: string) => (x.valueLines ? `${i2}<${tag}>\n${value}\n${i2}</${tag}>` : `${i2}<${tag}>${value}</${tag}>`);
  const blocks = skills.map((s) => {
    const description = s.description + (x.descriptionSuffix ?? '').replaceAll('${scope}', s.scope);
    const lines = [`${i1}<skill>`, el('name', esc(s.name))];
    if (!(x.omitEmptyDescription && !s.description)) lines.push(el('description', esc(description)));
    lines.push(el(x.pathTag, esc(x.pathValue === 'scope' ? s.scope : s.path)), `${i1}</skill>`);
    return lines.join('\n') + (x.entryNewline ? '\n' : '');
  });
  const body = x.entryNewline ? blocks.join('') : blocks.map((b) => `${b}\n`).join('');
  const inside = x.inside !== undefined ? `${x.inside}\n` : '';
  const text = skills.length ? `${x.before ?? ''}<${x.wrapper}>\n${inside}${body}</${x.wrapper}>${x.after ?? ''}` : '';
  return done(skills, text, blocks, `no budget (${profile.label})`);
};

const DEFAULT_LINES: LineListing = { before: '', bullet: '- ', separator: ': ', join: 'newline-between' };

/**
 * `bullet-lines`: `before`, then `${bullet}${name}${separator}${description}`
 * per skill, unescaped; Goose's shape is `\n• NAME - DESCRIPTION` per skill
 * (client.rs `get_instructions`); `''` when no skill is listed.
 */
export const renderBulletLines: FormatRenderer = (skills, profile) => {
  const l = profile.listing.lines ?? DEFAULT_LINES;
  const lines = skills.map((s) => `${l.bullet}${s.name}${l.separator}${s.description}`);
  const joined = l.join === 'newline-before' ? lines.map((t) => `\n${t}`).join('') : lines.join('\n');
  const text = skills.length ? `${l.before}${joined}` : '';
  return done(skills, text, lines, `no budget (${profile.label})`);
};

/**
 * `approximate-lines`: a harness known only from its documentation. Its
 * listing format is not documented, so the text starts with a marker saying
 * so and shows what the documentation says reaches the model (name and
 * description) one per line.
 */
export const renderApproximateLines: FormatRenderer = (skills, profile) => {
  const l = profile.listing.lines ?? DEFAULT_LINES;
  const lines = skills.map((s) => `${l.bullet}${s.name}${l.separator}${s.description}`);
  const marker = `[approximate: the listing format of ${profile.inSentence} is not documented; names and descriptions as its documentation says they are used]`;
  const text = skills.length ? `${marker}\n${l.before}${lines.join('\n')}` : '';
  return done(skills, text, lines, `unknown (${profile.label}, approximate)`);
};

/**
 * `names-sentence` (`ListingSection.names`): only the names, in one sentence after the harness's
 * own text, unescaped: Cline's `skills` tool description, `${before} Available skills: a, b.`
 * over the enabled skills in the watcher's order (definitions.ts:776-788@21cb8d25); with no
 * skill, `before` alone. Entries are `name-only`: no description reaches the model before a call.
 */
export const renderNamesSentence: FormatRenderer = (skills, profile) => {
  const n = profile.listing.names ?? { before: '', prefix: '', separator: ', ', end: '' };
  const names = skills.map((s) => s.name);
  const text = skills.length ? `${n.before}${n.prefix}${names.join(n.separator)}${n.end}` : n.before;
  const entries: ListingEntry[] = skills.map((s) => entry(s, s.name, 'name-only', s.name, s.name, '', measure(s.name, 'utf16')));
  return { text, budget: 0, used: measure(text, 'utf16'), entries, budgetSource: `no budget (${profile.label})`, mode: 'fits', diagnostics: [] };
};
