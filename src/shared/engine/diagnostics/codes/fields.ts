/** Diagnostic codes emitted by the engine's `fields` module (see ../catalogue.ts; reference §2.1, §2.2). */
import type { CodeTable } from '../catalogue';
import { listText } from '../lists';

/** At most MAX_LISTED items, then "and N more" (`more`: items already left out of `v`). */
const list = (v: unknown, more?: unknown) => listText(v, Number(more ?? 0));

export const FIELD_CODES = {
  'argument-hint-not-string': {
    severity: 'warning', title: '`argument-hint` is not a string',
    message: (d) => `\`argument-hint\` is a YAML ${d.actual ?? 'list'} (an unquoted \`[...]\`, or \`- item\` lines), so the harness shows it as "${d.shown ?? ''}". Write it as one quoted string, e.g. \`argument-hint: "${d.suggest ?? '<arg>'}"\`.`,
  },
  'name-mismatch-directory': {
    severity: 'warning', title: 'Name differs from the folder',
    message: (d) => d.strict
      ? `The name "${d.name}" must equal the folder name "${d.dir}". Rename one of them.`
      : d.keyedOnDir
        ? `The skill is listed and invoked as "${d.dir}" (the folder name); "${d.name}" is only a display name. Rename the folder or the name so they match.`
        : `The harness calls this skill "${d.name}", not "${d.dir}" (the folder). Make them match so every harness uses the same name.`,
  },
  'name-missing': {
    severity: 'error', title: 'No name',
    message: () => 'The spec requires a `name:` (lowercase letters, digits and hyphens, equal to the folder name). Add one.',
  },
  'name-invalid-chars': {
    severity: 'warning', title: 'Name has invalid characters',
    message: (d) => `The name "${d.name}" contains ${list(d.chars, d.charsMore)}; use only lowercase letters, digits and \`-\`${d.skips ? ' (this harness skips the skill)' : ''}.`,
  },
  'name-has-whitespace': {
    severity: 'warning', title: 'Name contains whitespace',
    message: (d) => `The name "${d.name}" contains whitespace${d.skips ? ', so this harness skips the skill' : d.strict ? ' (invalid characters)' : ', so it cannot be typed as a slash command in some harnesses'}. Use hyphens instead.`,
  },
  'name-too-long': {
    severity: 'error', title: 'Name too long',
    message: (d) => `The name is ${d.length} ${d.unit ?? 'characters'} long; the limit is ${d.max}. Shorten it.`,
  },
  'name-not-lowercase': {
    severity: 'warning', title: 'Name not lowercase',
    message: (d) => (d.read ? `The harness lowercases the name to "${d.read}". Write it in lowercase.` : `The name "${d.name}" must be lowercase. Write it in lowercase.`),
  },
  'name-hyphen-edge': {
    severity: 'error', title: 'Name starts or ends with a hyphen',
    message: (d) => `The name "${d.name}" must start and end with a letter or digit${d.skips ? ' (this harness skips the skill)' : ''}. Remove the leading or trailing hyphen.`,
  },
  'name-consecutive-hyphens': {
    severity: 'error', title: 'Name has `--`',
    message: (d) => `The name "${d.name}" contains consecutive hyphens. Use single hyphens.`,
  },
  'description-too-long': {
    severity: 'warning', title: 'Description over 1024 characters',
    message: (d) => `The description is ${d.length} characters; the spec allows ${d.max ?? 1024} (validators and Codex reject longer ones, Claude Code cuts the listing at 1536 columns). Shorten it and move details into the body.`,
  },
  'compatibility-too-long': {
    severity: 'error', title: '`compatibility` over 500 characters',
    message: (d) => `\`compatibility\` is ${d.length} characters; the spec allows ${d.max ?? 500}. Shorten it.`,
  },
  'unknown-field': {
    severity: 'info', title: 'Unknown frontmatter key',
    message: (d) => d.strict
      ? `Unexpected field \`${d.key}\` (unexpected: ${list(d.extras, d.extrasMore)}). The spec validator allows only ${list(d.allowed)}. Remove it or move it under \`metadata:\`.`
      : `\`${d.key}\` is not a key ${d.profile ?? 'this harness'} reads${d.suggestion ? `; did you mean \`${d.suggestion}\`?` : '; it is ignored.'}`,
  },
  'field-ignored-by-profile': {
    severity: 'info', title: 'Key ignored by this harness',
    message: (d) => `\`${d.key}\` is valid for ${list(d.honouredBy).replace(/`/g, '')}, but ignored by ${d.profile}.`,
  },
  'field-wrong-type': {
    severity: 'warning', title: 'Value has the wrong type',
    message: (d) => `\`${d.key}\` should be ${d.expected}, not a ${d.actual}${d.skips ? '; this harness cannot decode it and skips the skill' : d.strict ? '; the spec validator rejects it' : '; the harness ignores it'}. Fix the value.`,
  },
  'field-invalid-value': {
    severity: 'warning', title: 'Value not recognised',
    message: (d) => `\`${d.key}: ${d.value}\` is not one of ${list(d.allowed)}${d.read !== undefined ? `; the harness reads it as \`${d.read}\`` : '; the harness ignores it'}${d.skips ? ' and skips the skill' : ''}. Use one of the listed values.`,
  },
} satisfies CodeTable;
