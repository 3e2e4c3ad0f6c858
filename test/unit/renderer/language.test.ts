import { describe, expect, it } from 'vitest';
import { FENCE, foldingRanges, frontmatterLines, monarch } from '../../../src/renderer/src/monaco/language';

describe('skill-md Monarch tokenizer rules', () => {
  it('opens the frontmatter only on a fence line and embeds YAML there', () => {
    const [open, body] = monarch.tokenizer.root as [RegExp, { next: string; nextEmbedded: string }][];
    expect(open[0].test('---')).toBe(true);
    expect(open[0].test('---  ')).toBe(true);
    expect(open[0].test('----')).toBe(false);
    expect(open[0].test('--- x')).toBe(false);
    expect(open[1]).toMatchObject({ next: '@frontmatter', nextEmbedded: 'yaml' });
    expect(body[1]).toMatchObject({ next: '@body', nextEmbedded: 'markdown' });
  });

  it('leaves YAML at the closing fence and hands the rest to Markdown', () => {
    const [leave] = monarch.tokenizer.frontmatter as [RegExp, { nextEmbedded: string; next: string }][];
    expect(leave[1]).toMatchObject({ nextEmbedded: '@pop', next: '@frontmatterEnd' });
    const [close] = monarch.tokenizer.frontmatterEnd as [RegExp, { nextEmbedded: string }][];
    expect(close[1]).toMatchObject({ nextEmbedded: 'markdown' });
  });

  it('never leaves Markdown in the body (a `---` there is a thematic break)', () => {
    const [[never]] = monarch.tokenizer.body as [RegExp, string][];
    for (const l of ['---', '# h', '```', '']) expect(never.test(l)).toBe(false);
  });

  it('finds the frontmatter fences', () => {
    expect(frontmatterLines(['---', 'a: 1', '---', 'x'])).toEqual({ open: 1, close: 3 });
    expect(frontmatterLines(['---\r', 'a: 1\r', '--- \r'])).toEqual({ open: 1, close: 3 });
    expect(frontmatterLines(['---', 'a: 1'])).toEqual({ open: 1, close: null });
    expect(frontmatterLines(['# t', '---'])).toBeNull();
    expect(FENCE.test('---\t')).toBe(true);
  });
});

describe('folding', () => {
  it('folds the frontmatter, heading sections and fenced code', () => {
    const text = ['---', 'name: x', 'description: y', '---', '# Title', 'intro', '## A', 'a', '```sh', '# not a heading', 'ls', '```', '## B', 'b', ''].join('\n');
    expect(foldingRanges(text)).toEqual([
      { start: 1, end: 4, kind: 'region' },
      { start: 5, end: 14 },
      { start: 7, end: 12 },
      { start: 9, end: 12 },
      { start: 13, end: 14 },
    ]);
  });

  it('ignores a `#` line inside fenced code and an unclosed fence', () => {
    const folds = foldingRanges('# T\n~~~\n# x\n');
    expect(folds.filter((f) => f.start === 3)).toEqual([]);
  });
});
