/**
 * Diagnostic codes of the harness loader rules (parse/loader.ts) and of the
 * portability verdicts (portability/index.ts): what one harness does with a
 * skill that the others read differently (issue 17). `d.harness` is the
 * harness's label; a `skips: true` in data means that harness drops the skill.
 */
import type { CodeTable } from '../catalogue';

const unit = (u: unknown): string => (u === 'bytes' ? 'bytes' : 'characters');

export const HARNESS_CODES = {
  'harness-name-missing': {
    severity: 'error', title: 'No name: the harness skips the skill',
    message: (d) => `${d.harness} skips this skill: its loader needs a \`name\` in the frontmatter and does not fall back to the folder name. Add \`name: ${d.dir ?? 'the-folder-name'}\`.`,
  },
  'harness-name-rule': {
    severity: 'error', title: 'Name breaks the harness\'s name rule',
    message: (d) => `${d.harness} skips this skill: the name "${d.name}" must be ${d.rule}.`,
  },
  'harness-name-too-long': {
    severity: 'error', title: 'Name over the harness\'s limit',
    message: (d) => (d.cut
      ? `${d.harness} cuts the name to ${d.max} ${unit(d.unit)} (it is ${d.length}): it is read as "${d.read}".`
      : `${d.harness} skips this skill: the name is ${d.length} ${unit(d.unit)}, over its limit of ${d.max}.`),
  },
  'harness-name-folder-mismatch': {
    severity: 'error', title: 'Name differs from the folder: the harness skips the skill',
    message: (d) => `${d.harness} skips this skill: the name "${d.name}" must equal the folder name "${d.dir}"${d.caseInsensitive ? ' (case is ignored)' : ''}. Rename one of them.`,
  },
  'harness-description-too-long': {
    severity: 'error', title: 'Description over the harness\'s limit',
    message: (d) => (d.cut
      ? `${d.harness} cuts the description to ${d.max} ${unit(d.unit)} (it is ${d.length}); the rest never reaches the model.`
      : `${d.harness} skips this skill: the description is ${d.length} ${unit(d.unit)}${d.trimmed ? ' after trimming' : ''}, over its limit of ${d.max}.`),
  },
  'harness-tags-stripped': {
    severity: 'warning', title: 'Tags removed from name or description',
    message: (d) => `${d.harness} removes XML-like tags from the ${d.key}: it is read as "${d.read}".`,
  },
  'harness-field-type': {
    severity: 'error', title: 'Value of the wrong type: the harness skips the skill',
    message: (d) => `${d.harness} skips this skill: \`${d.key}\` must be a ${d.expected}, not a ${d.actual}.${d.expected === 'string' ? ' Quote the value.' : ' Write `true` or `false` without quotes.'}`,
  },
  'harness-body-missing': {
    severity: 'error', title: 'Empty body: the harness skips the skill',
    message: (d) => `${d.harness} skips this skill: it has no instructions after the frontmatter. Write the body.`,
  },
  'harness-skill-disabled': {
    severity: 'info', title: 'Turned off in the frontmatter',
    message: (d) => `${d.harness} loads this skill but neither lists nor runs it (\`${d.key}: ${d.value}\`); a same-named skill in an earlier folder stays shadowed by it.`,
  },
  // Portability: one per chosen harness that reads the skill differently (info; the app lists them).
  'portability-skipped': {
    severity: 'info', title: 'A chosen harness skips this skill',
    message: (d) => `${d.harness}${d.approximate ? ' (approximate)' : ''} skips this skill: ${d.reason}`,
  },
  'portability-folder-not-read': {
    severity: 'info', title: 'A chosen harness never reads this folder',
    message: (d) => `${d.harness}${d.approximate ? ' (approximate)' : ''} never reads ${d.folder}; it reads ${d.reads}.${d.suggest ? ` ${d.suggest}` : ''}`,
  },
  'portability-description-cut': {
    severity: 'info', title: 'A chosen harness cuts the description',
    message: (d) => `${d.harness}${d.approximate ? ' (approximate)' : ''} cuts the description to ${d.max} ${unit(d.unit)} (it is ${d.length}).`,
  },
  'portability-name-differs': {
    severity: 'info', title: 'Chosen harnesses call this skill differently',
    message: (d) => `${d.harness}${d.approximate ? ' (approximate)' : ''} calls this skill "${d.name}"; ${d.others}.`,
  },
} satisfies CodeTable;
