/**
 * Listings without a budget (reference §6.1): Agent Skills reference XML
 * (ASref `to-prompt`), OpenHarness `# Available Skills` markdown (OH), and the
 * seed 003 minimal manifest. Every visible skill appears with its full text.
 */
import type { ListingEntry, SkillRecord } from '../types';
import { measure } from '../text/measure';
import { entry, goTrimSpace, type FormatRenderer, type RenderedListing } from './entry';
import { commandName } from './select';

/** Python `html.escape(s, quote=True)` (ASref escapes every value). */
export function htmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function unbudgeted(skills: SkillRecord[], text: string, texts: string[], unitCost: (s: string) => number, source: string, shown: (s: SkillRecord) => string = (s) => s.id): RenderedListing {
  const entries: ListingEntry[] = skills.map((s, i) => entry(s, shown(s), 'full', texts[i], texts[i], '', unitCost(texts[i]) + 1));
  return { text, budget: 0, used: measure(text, 'utf16'), entries, budgetSource: source, mode: 'fits', diagnostics: [] };
}

/**
 * ASref `to-prompt`: `<available_skills>`, then per skill `<skill>`, `<name>`,
 * name, `</name>`, `<description>`, description, `</description>`, `<location>`,
 * absolute SKILL.md path, `</location>`, `</skill>`, each on its own line,
 * values HTML-escaped; no skills → `<available_skills>\n</available_skills>`
 * (ASref; the AS client guide would omit the block).
 */
export const renderAsXml: FormatRenderer = (skills) => {
  const blocks = skills.map((s) =>
    ['<skill>', '<name>', htmlEscape(s.name), '</name>', '<description>', htmlEscape(s.description), '</description>',
      '<location>', htmlEscape(s.path), '</location>', '</skill>'].join('\n'));
  const text = ['<available_skills>', ...blocks, '</available_skills>'].join('\n');
  return unbudgeted(skills, text, blocks, (t) => t.length, 'no budget (ASref to-prompt)', (s) => s.name);
};

/** OH usage paragraph of the `# Available Skills` section (§6.1 OH). */
export const OH_USAGE =
  'The following skills are available via the `skill` tool. ' +
  'When a user\'s request matches a skill, invoke it with `skill(name="<skill_name>")` to load detailed instructions before proceeding. ' +
  'User-invocable skills can also be run directly by the user as `/<skill-name>`.';

/**
 * OH system-prompt section: `# Available Skills`, blank line, the usage
 * paragraph, blank line, then `- **{command_name}** ({display_name}): {description}`
 * (display part only when it differs from the command name), joined by `\n`;
 * omitted entirely ('') when no skill is model-visible. Sorted by command name
 * (the `name` order). The paragraph wording follows OH's `prompts/context.py`
 * family; the exact sentence at the commit the reference read is an assumption.
 */
export const renderOhMarkdown: FormatRenderer = (skills) => {
  const lines = skills.map((s) => {
    const command = commandName(s);
    return `- **${command}**${s.name && s.name !== command ? ` (${s.name})` : ''}: ${s.description}`;
  });
  const text = skills.length ? ['# Available Skills', '', OH_USAGE, '', ...lines].join('\n') : '';
  return unbudgeted(skills, text, lines, (t) => t.length, 'no budget (OH)', commandName);
};

/** Seed 003 `skillManifest` header (kept byte for byte, Chinese text included). */
export const MINIMAL_HEADER =
  '# 可用的 skill\n\n任务匹配某条 description 时，先调用 skill 工具（参数 name）加载完整指令再动手——不要只凭这一句描述去猜正文写了什么。\n\n';

/**
 * Seed 003 `skillManifest`: '' when no skill; else the header, then
 * `- {dir name}: {description}\n` per skill in `sort.Strings` order, the whole
 * text `strings.TrimSpace`d (so the last newline goes).
 */
export const renderMinimalManifest: FormatRenderer = (skills) => {
  const lines = skills.map((s) => `- ${s.id}: ${s.description}`);
  const text = skills.length ? goTrimSpace(MINIMAL_HEADER + lines.map((l) => l + '\n').join('')) : '';
  return unbudgeted(skills, text, lines, (t) => t.length, 'no budget (seed 003)');
};
