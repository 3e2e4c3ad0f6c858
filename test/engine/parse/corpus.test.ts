/**
 * Real skills (the shared corpus, read-only): every SKILL.md parses under
 * every profile without an internal error, with ranges inside the text, a
 * body that is a slice of the file, and (Claude Code, §2.3) a non-empty
 * description. Located via env SKILLS_CORPUS or ../shared/corpus.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, basename, dirname } from 'node:path';
import { PROFILES, parse } from './helpers';

function corpusDir(): string | null {
  const env = process.env.SKILLS_CORPUS;
  if (env && existsSync(env)) return env;
  const rel = resolve(__dirname, '../../../../shared/corpus');
  return existsSync(rel) ? rel : null;
}

function skillFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) skillFiles(p, out);
    else if (name === 'SKILL.md') out.push(p);
  }
  return out;
}

const root = corpusDir();
describe.skipIf(!root)('corpus', () => {
  const files = root ? skillFiles(root) : [];
  it('has skills to check', () => expect(files.length).toBeGreaterThan(100));
  it('every file parses under every profile with sane results', () => {
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      const lines = text.split(/\r\n|\r|\n/).length;
      for (const p of PROFILES) {
        const r = parse(text, p, basename(dirname(f)));
        expect(r.diagnostics.map((d) => d.code), f).not.toContain('parse-internal-error');
        expect(text.slice(r.bodyOffset, r.bodyOffset + r.body.length)).toBe(r.body);
        for (const d of r.diagnostics) expect(d.range.endLine, `${f} ${d.code}`).toBeLessThanOrEqual(lines);
        for (const k of Object.values(r.keys)) expect(k.valueEnd).toBeLessThanOrEqual(text.length);
        if (p === 'claude-code') expect(r.fields.description.length, f).toBeGreaterThan(0);
      }
    }
  });
});
