/**
 * The harness specs (docs/harnesses) and their golden fixtures (test/harnesses) are the input
 * of the profile registry (issue 17): this keeps them complete and consistent. Every harness has
 * a spec with the seven sections the profiles are built from, a fixture with an input tree and an
 * expected.json that names its harness, verification level and source, and the README matrix
 * links only to headings that exist. The values themselves come from source or measurement and
 * are checked by the profile tests that will use them, not here.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const root = path.resolve(__dirname, '../..');
const docs = path.join(root, 'docs/harnesses');
const fixtures = path.join(root, 'test/harnesses');
const HARNESSES = ['codex', 'gemini-cli', 'opencode', 'vscode-copilot', 'goose', 'crush', 'cline', 'roo-code', 'qwen-code', 'pi', 'copilot-cli', 'cursor', 'windsurf', 'amp'];
const APPROXIMATE = new Set(['cursor', 'windsurf', 'amp']);
const SECTIONS = ['Discovery', 'Precedence and shadowing', 'Frontmatter: fields and limits', 'Malformed YAML', 'Listing (as sent)', 'Budget', 'Invocation'];

/** expected.json: only the fields every fixture must carry; the rest is per harness. */
const Expected = z.object({
  harness: z.string(),
  verification: z.string().regex(/^(measured|read-from-source|approximate)\b/),
  source: z.string().min(10),
  measuredWith: z.string().optional(),
}).passthrough();

/** GitHub's heading anchor for the headings used here (lower case, punctuation dropped, spaces to -). */
const anchor = (heading: string): string => heading.toLowerCase().replace(/[^\w\- ]/g, '').trim().replace(/ /g, '-');
const headings = (file: string): string[] => [...fs.readFileSync(file, 'utf8').matchAll(/^## (.*)$/gm)].map((m) => m[1]);

describe('harness specs', () => {
  for (const id of HARNESSES) {
    it(`${id}: spec has the seven sections and says how it was verified`, () => {
      const file = path.join(docs, `${id}.md`);
      const text = fs.readFileSync(file, 'utf8');
      const hs = headings(file);
      for (const s of SECTIONS) expect(hs.some((h) => h.startsWith(s.replace(/:.*$/, ''))), `${id}.md: ## ${s}`).toBe(true);
      const level = /\*\*Verification: (measured|read from source|approximate)/.exec(text)?.[1];
      expect(level, `${id}.md: a **Verification: …** line`).toBeDefined();
      expect(level === 'approximate', `${id}.md: approximate iff documentation-only`).toBe(APPROXIMATE.has(id));
    });

    it(`${id}: fixture has an input tree and an expected.json for that harness`, () => {
      const dir = path.join(fixtures, id);
      expect(fs.statSync(path.join(dir, 'input')).isDirectory()).toBe(true);
      const expected = Expected.parse(JSON.parse(fs.readFileSync(path.join(dir, 'expected.json'), 'utf8')));
      expect(expected.harness).toBe(id);
      if (expected.verification.startsWith('measured')) expect(expected.measuredWith).toMatch(/@\d+\.\d+\.\d+/);
      expect(expected.verification.startsWith('approximate')).toBe(APPROXIMATE.has(id));
    });
  }

  it('README matrix links resolve to existing spec headings', () => {
    const text = fs.readFileSync(path.join(docs, 'README.md'), 'utf8');
    const links = [...text.matchAll(/\]\(([\w-]+\.md)(#[\w-]+)?\)/g)];
    expect(links.length).toBeGreaterThan(HARNESSES.length * 9);
    for (const [, file, hash] of links) {
      const target = path.join(docs, file);
      expect(fs.existsSync(target), file).toBe(true);
      if (hash) expect(headings(target).map((h) => `#${anchor(h)}`), `${file}${hash}`).toContain(hash);
    }
  });
});
