/**
 * Shared frontmatter key definitions (reference §2.1 matrix, §2.2 limits,
 * §5, §9, §11, §12). `fieldTable` derives one table per profile from these;
 * a key appears in a profile's table only when that harness reads it.
 */
import type { ProfileId } from '../types';
import type { FieldType } from './types';
import { PROFILE_IDS, PROFILES } from '../profiles';
import type { ProfileRecord } from '../profiles/types';

/** One key's shared definition; `docs` holds per-profile wording where the harnesses differ. */
export interface FieldDef {
  key: string;
  type: FieldType;
  values?: string[];
  closed?: boolean;
  /** Per-profile maximum length (characters). */
  maxLength?: Partial<Record<ProfileId, number>>;
  required?: ProfileId[];
  default?: string;
  /** What the key does, in general. */
  doc: string;
  /** What it does in particular harnesses (overrides `doc`). */
  docs?: Partial<Record<ProfileId, string>>;
  honouredBy: ProfileId[];
  snippet?: string;
}

/** Tools Claude Code knows by name, offered as `allowed-tools` suggestions. */
export const KNOWN_TOOLS = ['Read', 'Write', 'Edit', 'Glob', 'Grep', 'Bash', 'WebFetch', 'WebSearch', 'Task', 'TodoWrite', 'NotebookEdit', 'Skill'];

/** Claude Code's `effort` words (§2.1; an integer is accepted too). */
export const EFFORT_VALUES = ['low', 'medium', 'high', 'xhigh', 'max'];


export const FIELD_DEFS: FieldDef[] = [
  {
    key: 'name', type: 'string', maxLength: { 'agent-skills': 64 }, required: ['agent-skills'],
    doc: 'The skill name.',
    docs: {
      'claude-code': 'Display name only: Claude Code keys the skill on its **folder name** and uses `name` as an extra name `/name` also reaches (§2.2, E4).',
      'agent-skills': 'Required. 1–64 characters, lowercase letters/digits (Unicode letters allowed by the validator) and single hyphens, not at either end; must equal the folder name (§2.2).',
      codebot: 'The skill id: lowercased and trimmed, must match `^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$`, ≤ 64 bytes, else the skill is skipped. Defaults to the folder name or file stem (§2.2, §2.3).',
      openharness: 'Registry key and display name; the slash command uses the folder name; a name with whitespace never becomes a slash command (§2.2, E5).',
    },
    honouredBy: ['claude-code', 'agent-skills', 'codebot', 'openharness'],
  },
  {
    key: 'description', type: 'string', maxLength: { 'agent-skills': 1024 }, required: ['agent-skills', 'minimal'],
    doc: 'What the skill does and when to use it: the one line the model sees in the listing.',
    docs: {
      'claude-code': 'Shown in the listing (cut at 1536 columns with `when_to_use`). Missing → first non-blank body line (heading text), cut to 100 characters; blank body → `Skill` (§2.3).',
      'agent-skills': 'Required, non-empty, at most 1024 characters (§2.2).',
      codebot: 'Listing line (cut at 220 runes). Missing → first non-blank body line, ≤ 80 runes (§2.3).',
      openharness: 'Listing line. Missing → first line of the whole file not starting with `---` or `#` (can be `name: …`), cut to 200 characters (§2.3, E2).',
      minimal: 'Required: a skill without it is skipped. Read from a single `description: value` line; block scalars and quotes are not understood (seed 003).',
    },
    honouredBy: PROFILE_IDS,
  },
  {
    key: 'when_to_use', type: 'string',
    doc: 'Extra trigger text appended to the description in the listing.',
    docs: { 'claude-code': 'Appended as ` - {when_to_use}` before the 1536 cap (§6.2).', codebot: 'Rendered as a `when:` line under the entry (cut at 160 runes, §6.2).' },
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'argument-hint', type: 'string',
    doc: 'Hint shown after the slash command in the `/` menu, e.g. `<file> [mode]`. Display only.',
    honouredBy: ['claude-code', 'codebot', 'openharness'], snippet: 'argument-hint: "${1:<arg>}"',
  },
  {
    key: 'arguments', type: 'string-or-list',
    doc: 'Named arguments: `$name` in the body becomes the i-th argument (list or whitespace-separated string; blank and numeric names dropped, §9.1).',
    docs: { codebot: 'Must be a YAML list (a string fails to decode and the skill is skipped); stored by CB1 but not used for substitution (§2.1).' },
    honouredBy: ['claude-code', 'codebot'], snippet: 'arguments:\n  - ${1:first}\n  - ${2:second}',
  },
  {
    key: 'allowed-tools', type: 'string-or-list', values: KNOWN_TOOLS, closed: false,
    doc: 'Tools allowed without a prompt while the skill runs.',
    docs: {
      'claude-code': 'String split on spaces and commas outside parentheses (`Read Grep Bash(git add:*)`), or a list; `*` allows every tool (E14, §12).',
      codebot: 'Split on **commas only**: `Read Grep` is one entry. Honoured only for trusted sources (bundled, project, user) (E14, §12).',
      'agent-skills': 'Space-separated string (experimental; not validated) (§2.2).',
    },
    honouredBy: ['claude-code', 'agent-skills', 'codebot'],
  },
  {
    key: 'disable-model-invocation', type: 'boolean', values: ['true', 'false'], closed: true, default: 'false',
    doc: '`true`: left out of the model listing and refused to the model; the user can still type `/name` (E19).',
    docs: { 'claude-code': '`true` (or the string `"true"`): left out of the listing; the model may still run it when the user typed `/name` this turn (E19).' },
    honouredBy: ['claude-code', 'codebot', 'openharness'],
  },
  {
    key: 'user-invocable', type: 'boolean', values: ['true', 'false'], closed: true, default: 'true',
    doc: '`false`: hidden from the `/` menu and refused on `/name`; still listed for the model (E20).',
    docs: { 'claude-code': 'Default `true`. Only `true` or `"true"` count as true once the key is present: any other value hides the skill from the `/` menu (E20).' },
    honouredBy: ['claude-code', 'codebot', 'openharness'],
  },
  {
    key: 'model', type: 'string', values: ['inherit', 'sonnet', 'opus', 'haiku'], closed: false,
    doc: 'Model to run the skill with.',
    docs: { 'claude-code': 'Model alias or id; `inherit` means no override (§12).', openharness: 'Applied on the user path only (`submit_model`, seed 004).', codebot: 'Applied only for trusted sources (§12).' },
    honouredBy: ['claude-code', 'codebot', 'openharness'],
  },
  {
    key: 'effort', type: 'string-or-number', values: EFFORT_VALUES, closed: true,
    doc: 'Reasoning effort while the skill runs: `low`, `medium`, `high`, `xhigh`, `max` or an integer (§2.1).',
    docs: { codebot: 'Effort override, cleared for untrusted sources (§12).' },
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'context', type: 'enum', values: ['inline', 'fork'], closed: true, default: 'inline',
    doc: '`fork` runs the skill in a sub-agent and returns only its result (§11).',
    docs: { codebot: '`fork` (any case, `strings.EqualFold`) runs it through the fork executor; anything else is inline (§11).' },
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'agent', type: 'string', values: ['general-purpose', 'Explore', 'Plan'], closed: false, default: 'general-purpose',
    doc: 'Sub-agent type for `context: fork` (§11).',
    docs: { codebot: 'Fork agent, normalised to `explore`, `plan` or `coder` (`general-purpose`/empty → `coder`) (§11).' },
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'paths', type: 'string-or-list',
    doc: 'Glob patterns that make the skill conditional (§5).',
    docs: {
      'claude-code': 'Comma-separated string or list; the skill stays hidden until Read/Write/Edit touches a matching file (gitignore semantics; trailing `/**` stripped) (§5, E15).',
      codebot: 'The skill exists only if the working tree already contains a match (§5, E15).',
    },
    honouredBy: ['claude-code', 'codebot'], snippet: 'paths:\n  - ${1:src/**}',
  },
  {
    key: 'hooks', type: 'map',
    doc: 'Hooks registered for the session when the skill is invoked (skills dirs and plugin skills) (§12).',
    docs: { codebot: 'Decoded into a hooks map and passed in the invocation Delta; cleared for untrusted sources (§12).' },
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'shell', type: 'enum', values: ['bash', 'powershell'], closed: true, default: 'bash',
    doc: 'Shell for `!` commands: `bash` or `powershell` (§10).',
    honouredBy: ['claude-code'],
  },
  {
    key: 'version', type: 'string',
    doc: 'Free-form version; stored, not used (§2.1).',
    honouredBy: ['claude-code', 'codebot'],
  },
  {
    key: 'license', type: 'string',
    doc: 'License name or the path of a bundled license file (Agent Skills spec).',
    honouredBy: ['agent-skills'],
  },
  {
    key: 'compatibility', type: 'string', maxLength: { 'agent-skills': 500 },
    doc: 'Environment requirements (products, packages, network), at most 500 characters (§2.2).',
    honouredBy: ['agent-skills'],
  },
  {
    key: 'metadata', type: 'map',
    doc: 'A string→string map for extra properties (§2.2).',
    honouredBy: ['agent-skills'], snippet: 'metadata:\n  ${1:key}: "${2:value}"',
  },
  // Read by harness records that declare them (`frontmatter.keys`; Cline loader.ts:309-311).
  {
    key: 'disabled', type: 'boolean', default: 'false',
    doc: '`true` turns the skill off: it stays loaded (and shadows same-named skills) but is neither listed nor run.',
    honouredBy: [],
  },
  {
    key: 'enabled', type: 'boolean', default: 'true',
    doc: '`false` turns the skill off, unless `disabled` is set (which then decides).',
    honouredBy: [],
  },
];

/**
 * Records that say which keys their harness reads (`ProfileRecord.frontmatter`,
 * issue 17 harness profiles) join the table here, so a new harness is one
 * record, not an edit of every definition above.
 */
for (const r of PROFILES as readonly ProfileRecord[]) {
  const fm = r.frontmatter;
  if (!fm) continue;
  const id = r.id as ProfileId;
  for (const d of FIELD_DEFS) {
    if (fm.keys.includes(d.key) && !d.honouredBy.includes(id)) d.honouredBy = [...d.honouredBy, id];
    if (fm.required?.includes(d.key) && !d.required?.includes(id)) d.required = [...(d.required ?? []), id];
    const doc = fm.docs?.[d.key];
    if (doc) d.docs = { ...d.docs, [id]: doc };
  }
}

/** The definition of `key`, if any profile knows it. */
export function fieldDef(key: string): FieldDef | undefined {
  return FIELD_DEFS.find((d) => d.key === key);
}
