/**
 * The SKILL.md editor's construction options, themes and language registration, in their own
 * module so the bench's Monaco-alone floor page (scripts/bench/monaco-floor/) sets Monaco up
 * exactly as the app does. No monaco runtime import: `defineSkillMd` takes the namespace.
 */
import type * as Monaco from 'monaco-editor/editor';
import { languageConfiguration, monarch, SKILL_MD } from './language';

export const EDITOR_OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  model: null, automaticLayout: true, minimap: { enabled: false }, fontSize: 13, lineHeight: 20,
  fontFamily: "'JetBrains Mono', 'Cascadia Code', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  wordWrap: 'on', scrollBeyondLastLine: false, renderWhitespace: 'boundary', fixedOverflowWidgets: true,
  folding: true, showFoldingControls: 'always', lightbulb: { enabled: 'on' as never }, tabSize: 2, insertSpaces: true,
  quickSuggestions: { other: true, comments: false, strings: true },
  // Enter accepts a suggestion only when it changes the text: after a complete value (`model: opus`)
  // Enter is a newline, not a swallowed key (issue 16 §7).
  acceptSuggestionOnEnter: 'smart',
};

/** The light and dark themes (`monaco.editor.defineTheme(name, data)` for each). */
export const STUDIO_THEMES: Record<'studio-light' | 'studio-dark', Monaco.editor.IStandaloneThemeData> = {
  'studio-light': { base: 'vs', inherit: true, rules: [{ token: 'metatag.frontmatter', foreground: '8250df', fontStyle: 'bold' }], colors: {} },
  'studio-dark': {
    base: 'vs-dark', inherit: true,
    rules: [{ token: 'metatag.frontmatter', foreground: 'c586c0', fontStyle: 'bold' }],
    colors: { 'editor.background': '#1e1e1e' },
  },
};

/** Register the `skill-md` language (Monarch tokens, brackets and comments) and the two themes on `m`. */
export function defineSkillMd(m: typeof Monaco): void {
  m.languages.register({ id: SKILL_MD, extensions: ['.md'], aliases: ['SKILL.md', 'skill-md'] });
  m.languages.setMonarchTokensProvider(SKILL_MD, monarch as Monaco.languages.IMonarchLanguage);
  m.languages.setLanguageConfiguration(SKILL_MD, languageConfiguration);
  for (const [name, data] of Object.entries(STUDIO_THEMES)) m.editor.defineTheme(name, data);
}
