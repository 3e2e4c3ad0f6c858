/**
 * The `skill-md` language: SKILL.md = YAML frontmatter + Markdown body. The
 * Monarch tokenizer hands the frontmatter to the YAML tokenizer and the body
 * to the Markdown one (nextEmbedded); folding covers the frontmatter block,
 * headings and fenced code. Pure data and functions: no monaco import.
 */

export const SKILL_MD = 'skill-md';

/** A frontmatter fence line (CC: `---` plus optional trailing blanks). */
export const FENCE = /^---[ \t]*$/;

/** Monarch definition (typed loosely so this module stays monaco-free). */
export const monarch = {
  defaultToken: '',
  tokenPostfix: '.skill-md',
  tokenizer: {
    // Line 1 decides: a fence opens the frontmatter, anything else is body.
    root: [
      [/^---[ \t]*$/, { token: 'metatag.frontmatter', next: '@frontmatter', nextEmbedded: 'yaml' }],
      [/^.*$/, { token: '@rematch', next: '@body', nextEmbedded: 'markdown' }],
    ],
    frontmatter: [
      [/^---[ \t]*$/, { token: '@rematch', next: '@frontmatterEnd', nextEmbedded: '@pop' }],
    ],
    frontmatterEnd: [
      [/^---[ \t]*$/, { token: 'metatag.frontmatter', next: '@body', nextEmbedded: 'markdown' }],
    ],
    // Everything after the frontmatter belongs to Markdown; this rule never matches.
    body: [[/^\u0000never\u0000$/, { token: '@rematch', next: '@pop', nextEmbedded: '@pop' }]],
  },
};

/** Language configuration: comments, brackets, auto-closing. */
export const languageConfiguration = {
  comments: { lineComment: '#', blockComment: ['<!--', '-->'] as [string, string] },
  brackets: [['{', '}'], ['[', ']'], ['(', ')']] as [string, string][],
  autoClosingPairs: [
    { open: '{', close: '}' }, { open: '[', close: ']' }, { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string'] }, { open: "'", close: "'", notIn: ['string', 'comment'] }, { open: '`', close: '`' },
  ],
  surroundingPairs: [{ open: '"', close: '"' }, { open: '`', close: '`' }, { open: '*', close: '*' }, { open: '_', close: '_' }],
};

/** Where the frontmatter is: 1-based lines of the opening and closing fence (close null when unclosed). */
export function frontmatterLines(lines: readonly string[]): { open: number; close: number | null } | null {
  if (!lines.length || !FENCE.test(lines[0]!.replace(/\r$/, ''))) return null;
  for (let i = 1; i < lines.length; i++) if (FENCE.test(lines[i]!.replace(/\r$/, ''))) return { open: 1, close: i + 1 };
  return { open: 1, close: null };
}

/** A folding range, 1-based inclusive lines. */
export interface Fold { start: number; end: number; kind?: 'comment' | 'region' }

/** Folding ranges of a SKILL.md text: the frontmatter, each heading's section, fenced code. */
export function foldingRanges(text: string): Fold[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const out: Fold[] = [];
  const fm = frontmatterLines(lines);
  let i = 0;
  if (fm && fm.close) { if (fm.close > 1) out.push({ start: 1, end: fm.close, kind: 'region' }); i = fm.close; }
  const headings: { line: number; level: number }[] = [];
  let fence: { line: number; marker: string } | null = null;
  for (; i < lines.length; i++) {
    const l = lines[i]!;
    const f = /^ {0,3}(`{3,}|~{3,})/.exec(l);
    if (fence) {
      if (f && f[1]![0] === fence.marker[0] && f[1]!.length >= fence.marker.length && /^ {0,3}[`~]+\s*$/.test(l)) {
        if (i + 1 > fence.line) out.push({ start: fence.line, end: i + 1 });
        fence = null;
      }
      continue;
    }
    if (f) { fence = { line: i + 1, marker: f[1]! }; continue; }
    const h = /^ {0,3}(#{1,6})(\s|$)/.exec(l);
    if (h) headings.push({ line: i + 1, level: h[1]!.length });
  }
  let last = lines.length;
  while (last > 1 && lines[last - 1]!.trim() === '') last--;
  headings.forEach((h, k) => {
    const next = headings.slice(k + 1).find((x) => x.level <= h.level);
    let end = next ? next.line - 1 : last;
    while (end > h.line && lines[end - 1]!.trim() === '') end--;
    if (end > h.line) out.push({ start: h.line, end });
  });
  return out.sort((a, b) => a.start - b.start);
}
