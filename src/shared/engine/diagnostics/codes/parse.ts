/** Diagnostic codes emitted by the engine's `parse` module (see ../catalogue.ts; reference §1, §2.3, §14). */
import type { CodeTable } from '../catalogue';

export const PARSE_CODES = {
  'frontmatter-missing': {
    severity: 'info', title: 'No frontmatter',
    message: () => 'This file has no frontmatter block, so the harness uses the folder name and a fallback description. Start the file with a `---` line, `name:` and `description:`, and a closing `---`.',
  },
  'frontmatter-not-at-start': {
    severity: 'warning', title: 'Frontmatter does not start at the first byte',
    message: (d) => `A \`---\` block follows ${d.what ?? 'other text'}, so the harness sees no frontmatter and reads it as body text. Delete everything before the opening \`---\` (save without a BOM).`,
  },
  'bom-stripped': {
    severity: 'warning', title: 'File starts with a byte-order mark',
    message: (d) => `The file starts with a UTF-8 byte-order mark (BOM). ${d.harness ?? 'This harness'} removes it and reads the frontmatter, but Claude Code 2.1.112 and other harnesses see text before \`---\` and no frontmatter. Save the file as UTF-8 without a BOM.`,
  },
  'frontmatter-not-recognised': {
    severity: 'warning', title: 'Frontmatter not recognised by this harness',
    message: (d) => `The file has a frontmatter block, but ${d.why ?? 'this harness does not recognise its fences'}, so it reads the whole file as body. ${d.fix ?? 'Put each `---` on a line of its own.'}`,
  },
  'frontmatter-cut-mid-line': {
    severity: 'warning', title: 'Frontmatter closed inside a line',
    message: (d) => d.rule === 'line-start'
      ? `${d.harness ?? 'This harness'} closes the frontmatter at the first line that starts with \`---\`, so this line ends it and "${d.after ?? ''}" becomes the start of the body${d.intendedLine ? ` (the \`---\` on line ${d.intendedLine} does not close it)` : ''}. Put \`---\` alone on the closing line.`
      : `${d.harness ?? 'The harness'} closes the frontmatter at the first \`---\` anywhere, even inside a value: ${d.before ? `the frontmatter stops after "${d.before}"` : 'this line only starts with `---`, yet it ends the frontmatter,'} and "${d.after ?? ''}" becomes the start of the body${d.intendedLine ? ` (the \`---\` on line ${d.intendedLine} does not close it)` : ''} (E1). Write no \`---\` inside the frontmatter (use "—" or "- - -"); quotes do not help.`,
  },
  'frontmatter-unclosed': {
    severity: 'warning', title: 'Frontmatter not closed',
    message: () => 'The opening `---` has no closing `---` line the harness recognises, so the whole file is read as body. Add a `---` line after the last frontmatter key.',
  },
  'frontmatter-not-mapping': {
    severity: 'warning', title: 'Frontmatter is not a mapping',
    message: () => 'The frontmatter parses, but not as `key: value` pairs, so every field is ignored. Write one `key: value` per line.',
  },
  'yaml-recovered': {
    severity: 'warning', title: 'YAML repaired by Claude Code',
    message: (d) => `Invalid YAML${d.line ? ` at line ${d.line}` : ''}${d.error ? ` (${d.error})` : ''}: Claude Code quotes the \`${d.key ?? 'value'}\` value and parses again, but other harnesses drop the skill. Put the value in double quotes.`,
  },
  'yaml-unparseable': {
    severity: 'warning', title: 'Frontmatter is not valid YAML',
    message: (d) => `Invalid YAML at line ${d.line ?? '?'}${d.error ? ` (${d.error})` : ''}; ${d.consequence ?? 'the frontmatter is ignored'}. Fix the YAML (quote values with \`: \` or indicator characters; indent with spaces, not tabs).`,
  },
  'yaml-invalid-skipped': {
    severity: 'error', title: 'Invalid YAML: skill skipped',
    message: (d) => `Invalid YAML at line ${d.line ?? '?'}${d.error ? ` (${d.error})` : ''}: this harness skips the skill entirely. Fix the YAML (quote values with \`: \` or indicator characters; indent with spaces).`,
  },
  'tab-in-frontmatter': {
    severity: 'warning', title: 'Tab used as indentation',
    message: () => 'YAML does not allow tabs as indentation, so this frontmatter fails to parse. Replace the tab with spaces (or join the line to the value above).',
  },
  'description-inline-comment': {
    severity: 'warning', title: 'Description cut at ` #`',
    message: (d) => `YAML treats \` #\` as the start of a comment, so the description ends at "${d.kept ?? ''}" and \`${d.comment ?? '#…'}\` is dropped. Put the description in double quotes.`,
  },
  'description-derived-from-body': {
    severity: 'info', title: 'Description taken from the body',
    message: (d) => `No usable description in the frontmatter; the harness uses this line instead: "${d.description ?? ''}". Add a \`description:\` that says what the skill does and when to use it (other harnesses skip skills without one).`,
  },
  'description-missing': {
    severity: 'warning', title: 'No description',
    message: (d) => `No description${d.used ? `; the harness shows "${d.used}"` : ''}. Add a \`description:\` that says what the skill does and when to use it.`,
  },
  'parse-internal-error': {
    severity: 'error', title: 'Internal parser error',
    message: (d) => `Skill Studio could not parse this file (${d.error ?? 'unknown error'}). Please report it; the harness result shown may be incomplete.`,
  },
} satisfies CodeTable;
