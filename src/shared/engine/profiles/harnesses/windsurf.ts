/**
 * Windsurf (Cascade), from documentation only (**approximate**):
 * docs.windsurf.com/windsurf/cascade/skills [doc] (docs/harnesses/windsurf.md).
 * Whether `.agents/skills` is read is not documented, so it is not modelled.
 */
import { defineProfile } from '../define';
import { APPROXIMATE_FIELDS, APPROXIMATE_INVOCATION, APPROXIMATE_LISTING, APPROXIMATE_PARSE } from './approximate';

export const windsurf = defineProfile({
  id: 'windsurf',
  label: 'Windsurf (approximate)',
  inSentence: 'Windsurf (approximate, from its documentation)',
  imitates: 'Windsurf docs (approximate)',
  sources: ['docs/harnesses/windsurf.md', '[doc] https://docs.windsurf.com/windsurf/cascade/skills'],
  confidence: 'approximate',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description'] },
  parse: APPROXIMATE_PARSE,
  fields: APPROXIMATE_FIELDS,
  discovery: {
    roots: [
      { scope: 'project', path: '${project}/.windsurf/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.codeium/windsurf/skills', layout: 'skill-dirs' },
    ],
    idRule: 'directory', sameName: 'first-wins', dedupeByRealPath: true, pathsActivation: 'none',
    trustedScopes: ['user', 'project'], keys: { frontmatterName: false, folderName: false },
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'skipped', nestedClash: 'dir-prefix', lookAlikes: true,
  },
  listing: APPROXIMATE_LISTING,
  invocation: APPROXIMATE_INVOCATION,
});
