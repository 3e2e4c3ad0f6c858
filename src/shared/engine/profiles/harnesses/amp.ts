/**
 * Amp, from third-party and reverse-engineered descriptions only
 * (**approximate**): decodeclaude.com [re], syllago.dev [3p]
 * (docs/harnesses/amp.md). The [re] priority order is modelled as first-wins;
 * plugin cache, toolbox, `skills.path` and built-ins are not.
 */
import { defineProfile } from '../define';
import { APPROXIMATE_FIELDS, APPROXIMATE_INVOCATION, APPROXIMATE_LISTING, APPROXIMATE_PARSE } from './approximate';

export const amp = defineProfile({
  id: 'amp',
  label: 'Amp (approximate)',
  inSentence: 'Amp (approximate, from third-party descriptions)',
  imitates: 'Amp [re]/[3p] (approximate)',
  sources: ['docs/harnesses/amp.md', '[re] decodeclaude.com (nine sources in priority order)', '[3p] syllago.dev providers/amp'],
  confidence: 'approximate',
  settings: 'none',
  skillNameRule: 'ascii-kebab',
  frontmatter: { keys: ['name', 'description'] },
  parse: APPROXIMATE_PARSE,
  fields: APPROXIMATE_FIELDS,
  discovery: {
    roots: [
      { scope: 'project', path: '${project}/.agents/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.config/agents/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.config/amp/skills', layout: 'skill-dirs' },
      { scope: 'project', path: '${project}/.claude/skills', layout: 'skill-dirs' },
      { scope: 'user', path: '${home}/.claude/skills', layout: 'skill-dirs' },
    ],
    idRule: 'directory', sameName: 'first-wins', dedupeByRealPath: true, pathsActivation: 'none',
    trustedScopes: ['user', 'project'], keys: { frontmatterName: false, folderName: false },
    followDirLinks: true, lowercaseSkillMd: false, nonUtf8Names: 'skipped', nestedClash: 'dir-prefix', lookAlikes: true,
  },
  listing: APPROXIMATE_LISTING,
  invocation: APPROXIMATE_INVOCATION,
});
