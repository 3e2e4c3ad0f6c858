/**
 * The SKILL.md editor's construction options and themes, in their own module so the
 * bench's Monaco-alone floor page (scripts/bench/monaco-floor/) creates its
 * editor with exactly the options the app uses. Plain data (a type-only monaco import).
 */
import type * as Monaco from 'monaco-editor/editor';

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
