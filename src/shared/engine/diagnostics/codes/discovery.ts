/**
 * Diagnostic codes emitted by the engine's `discovery` module (see ../catalogue.ts).
 * Look-alike codes go on `Catalog.files`; precedence codes on the skills they
 * concern; root problems on `Catalog.diagnostics`. Reference sections: §3 (roots
 * and layouts), §4 (precedence), §5 (`paths`), §14 (unreadable files).
 */
import type { CodeTable } from '../catalogue';

const where = (d: Record<string, any>): string => (d.path ? ` (${d.path})` : '');

export const DISCOVERY_CODES = {
  'implicit-invocation-off': {
    severity: 'info',
    title: 'Kept out of the listing by its policy file',
    message: (d) => `${d.file} sets policy.allow_implicit_invocation: false, so ${d.harness} does not list this skill for the model; naming it (\`$${d.name}\`) still works.`,
  },
  'skill-md-wrong-case': {
    severity: 'warning',
    title: 'SKILL.md spelled with the wrong case',
    message: (d) => `"${d.found}" is not loaded: the harness looks for a file named exactly "SKILL.md". Rename it to SKILL.md.`,
  },
  'skill-md-not-a-file': {
    severity: 'warning',
    title: 'SKILL.md is a folder',
    message: () => 'This "SKILL.md" is a folder, not a file, so the harness finds no skill here. Replace it with a Markdown file named SKILL.md.',
  },
  'nested-skill-ignored': {
    severity: 'warning',
    title: 'SKILL.md one folder too deep',
    message: (d) => `This SKILL.md is not loaded: it sits in "${d.group}/${d.dir}/", but only immediate sub-folders of the skills root are scanned (§3.2, E16). Move "${d.dir}/" up into the skills root.`,
  },
  'flat-skill-file-ignored': {
    severity: 'warning',
    title: 'Markdown file directly in a skills root',
    message: (d) => `"${d.file}" is not loaded: a skill must be a folder with a SKILL.md inside (<root>/${d.stem}/SKILL.md).`,
  },
  'nested-skill-named-after-folder': {
    severity: 'info',
    title: 'Nested SKILL.md named after the top folder',
    message: (d) => `This SKILL.md is found through "${d.group}/" and is named "${d.group}" unless frontmatter name is set (codebot, E16).`,
  },
  'symlink-loop': {
    severity: 'warning',
    title: 'Symbolic link loop',
    message: (d) => `A symbolic link loop was found here and not followed${where(d)}.`,
  },
  'unreadable': {
    severity: 'error',
    title: 'File or folder could not be read',
    message: (d) => `Could not read this ${d.kind ?? 'entry'} (${d.error}); the harness skips it (§14).`,
  },
  'not-utf8-replaced': {
    severity: 'warning',
    title: 'File is not valid UTF-8 (read with replacement characters)',
    message: (d) => `This file is not valid UTF-8 text. ${d.harness ?? 'The harness'} still lists and runs it, reading each bad byte as U+FFFD (\u{FFFD}), so the model sees that character in place of the original ones. Save it as UTF-8.`,
  },
  'not-utf8': {
    severity: 'error',
    title: 'File is not valid UTF-8',
    message: () => 'This file is not valid UTF-8 text; the harness skips it (§14). Save it as UTF-8.',
  },
  'binary-file': {
    severity: 'error',
    title: 'Binary file',
    message: (d) => (d.utf16
      ? `This file is UTF-16 (${d.utf16 === 'le' ? 'little' : 'big'}-endian) text. UTF-16 is not read by harnesses (they read skills as UTF-8, §14), so it is not loaded; convert it to UTF-8.`
      : 'This file contains NUL bytes and looks binary; it is not loaded as a skill.'),
  },
  'file-too-large': {
    severity: 'error',
    title: 'File too large for the harness',
    message: (d) => `This file is ${d.size} bytes, over the ${d.max}-byte limit of the harness for this folder: it skips the file without a word `
      + '(Claude Code 2.1.332 only logs it with --debug), so the skill is not listed and cannot be invoked. Move text into files next to SKILL.md.',
  },
  'app-read-limit': {
    severity: 'warning',
    title: 'File larger than Skill Studio reads',
    message: (d) => `This file is ${d.size} bytes. Skill Studio reads at most its first ${d.read} bytes (its own limit, not the harness's, which reads it whole), `
      + 'so the listing uses its frontmatter from there, the body checks and the Sandbox see only that part, and the editor shows it read-only.',
  },
  'lookalike-search-limited': {
    severity: 'info',
    title: 'Look-alike search stopped early',
    message: (d) => `This root is large: Skill Studio stopped looking for misplaced skill files (folders without a SKILL.md, files one level too deep) after ${d.max} entries and left ${d.skipped} folders or findings unchecked${where(d)}. Every skill the harness loads from here was still read.`,
  },
  'name-not-utf8': {
    severity: 'warning',
    title: 'Name is not UTF-8',
    message: (d) => (d.harness === 'loaded'
      ? `The name of this ${d.kind ?? 'folder'} is not valid UTF-8 (shown with "\uFFFD" for the bad bytes). This harness handles names as bytes and may load it (assumption), but Skill Studio cannot open it, so it is not shown. Rename it with UTF-8 characters.`
      : `The name of this ${d.kind ?? 'folder'} is not valid UTF-8 (shown with "\uFFFD" for the bad bytes), so the harness cannot open it and skips it without a word (Claude Code 2.1.112, measured: not listed). Rename it with UTF-8 characters.`),
  },
  'too-many-entries': {
    severity: 'warning',
    title: 'Too many entries in one folder',
    message: (d) => `Stopped after ${d.max} entries in this folder; the rest were not scanned${where(d)}.`,
  },
  'too-deep': {
    severity: 'warning',
    title: 'Folder nesting too deep',
    message: (d) => `Stopped descending below ${d.max} levels${where(d)}.`,
  },
  'root-unreadable': {
    severity: 'warning',
    title: 'Skills root could not be read',
    message: (d) => `The ${d.scope} skills root ${d.path} could not be read (${d.error}); no skills were loaded from it.`,
  },
  'root-not-a-directory': {
    severity: 'warning',
    title: 'Skills root is not a folder',
    message: (d) => `The ${d.scope} skills root ${d.path} is not a folder.`,
  },
  'same-file-via-two-roots': {
    severity: 'info',
    title: 'One file reached through two roots',
    message: (d) => `${d.path} is the same file as ${d.kept}; it is loaded once (dedupe by real path, §4).`,
  },
  'skill-not-loaded': {
    severity: 'error',
    title: 'Skill not loaded',
    message: (d) => `The harness does not load this skill: ${d.reason}`,
  },
  /**
   * data: { harness (`Profile.inSentence`), name, other (the other file), winner (the file a
   * lookup reaches first), winnerScope, self (this file is the winner), listed (both files are
   * listed: `DiscoverySection.sameNameListing`), lookup (`LookupRules.winner`), user
   * (`InvocationSection.user`: how a user names a skill) }. Only `cc-no-dedupe` harnesses keep
   * both files: Claude Code (2.1.112 lists both, 2.1.332 one entry per name; measured, points 8, 9)
   * and Codex (lists both; a `$name` mention of a name two skills hold selects none: injection.rs
   * `select_skills_from_mentions`, measured 0.171.0, docs/harnesses/codex.md "Precedence").
   */
  'duplicate-skill-name': {
    severity: 'warning',
    title: 'Two files give skills the same name',
    message: (d) => {
      const mention = d.user === 'codex-mention';
      const by = mention ? `a \`$${d.name}\` mention` : `/${d.name} and the Skill tool`;
      const head = `"${d.name}" is also defined in ${d.other}.`;
      if (d.lookup === 'unique-only') {
        return `${head} ${d.harness} lists both, but ${by} ${mention ? 'selects' : 'select'} neither file: ${d.harness} picks a skill by name only when one skill has that name (§4).`;
      }
      const reach = mention ? 'reaches' : 'reach';
      if (d.listed) {
        return `${head} ${d.harness} lists both, but ${by} ${reach} only ${d.self ? 'this file' : d.winner} (${d.winnerScope} comes first, §4, E13).`;
      }
      return d.self
        ? `${head} ${d.harness} lists one entry per name, this file (${d.winnerScope} comes first), and ${by} ${reach} only it (§4).`
        : `${head} ${d.harness} lists one entry per name, that one (${d.winnerScope} comes first), and ${by} ${reach} only it; this file is not listed (§4).`;
    },
  },
  'shadowed-by-higher-scope': {
    severity: 'warning',
    title: 'Skill replaced by a same-named skill',
    message: (d) => `"${d.name}" is replaced by ${d.winner} (${d.winnerScope}); this file is not used (§4).`,
  },
  'command-shadowed-by-skill': {
    severity: 'warning',
    title: 'Legacy command shadowed by a skill',
    message: (d) => `The command "${d.name}" cannot be run by name: /${d.name} reaches the skill ${d.winner} (§4).`,
  },
  'nested-skill-renamed': {
    severity: 'info',
    title: 'Nested skill gets a path-prefixed name',
    message: (d) => `"${d.name}" clashes with another skill, so it is offered as "${d.id}" (CC 2.1.332, §4).`,
  },
} satisfies CodeTable;
