/**
 * Cursor, from documentation only (**approximate**): cursor.com/docs/context/skills
 * [doc] and third-party pages [3p] (docs/harnesses/cursor.md). Closed source,
 * not on npm. Precedence, listing, budget and malformed YAML are unknown:
 * first-wins and skip-on-error are assumed.
 */
import { defineProfile } from '../define';
import { APPROXIMATE_FIELDS, APPROXIMATE_INVOCATION, APPROXIMATE_LISTING, APPROXIMATE_PARSE } from './approximate';

const dir = (scope: 'project' | 'user', base: string, d: string) => ({ scope, path: `${base}/${d}/skills`, layout: 'skill-dirs' }) as const;

export const cursor = defineProfile({
  id: 'cursor',
  label: 'Cursor (approximate)',
  inSentence: 'Cursor (approximate, from its documentation)',
  imitates: 'Cursor docs (approximate)',
  sources: [
    'docs/harnesses/cursor.md',
    '[doc] https://www.cursor.com/docs/context/skills',
    '[3p] effective-cursor.vercel.app/en/skills, agenticthinking.ai/blog/skill-discovery (six-folder table)',
    '[3p] brooks-lint docs/cursor-setup.md (.agents/skills)',
  ],
  confidence: 'approximate',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description', 'license', 'compatibility', 'metadata', 'disable-model-invocation'] },
  parse: APPROXIMATE_PARSE,
  fields: APPROXIMATE_FIELDS,
  discovery: {
    // [3p] project .cursor, .claude, .codex (+ .agents, one source); the same under ~/. Order assumed.
    roots: [
      dir('project', '${project}', '.cursor'), dir('project', '${project}', '.claude'), dir('project', '${project}', '.codex'), dir('project', '${project}', '.agents'),
      dir('user', '${home}', '.cursor'), dir('user', '${home}', '.claude'), dir('user', '${home}', '.codex'), dir('user', '${home}', '.agents'),
    ],
    idRule: 'directory', sameName: 'first-wins', dedupeByRealPath: true, pathsActivation: 'none',
    trustedScopes: ['user', 'project'], keys: { frontmatterName: false, folderName: false },
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'skipped', nestedClash: 'dir-prefix', lookAlikes: true,
  },
  listing: APPROXIMATE_LISTING,
  invocation: APPROXIMATE_INVOCATION,
});
