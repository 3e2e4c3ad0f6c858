/**
 * Flaky-pattern check for the browser tests (issue 12, "Also"): no fixed sleep
 * before a "nothing happened" assertion (a sleep proves nothing on a loaded
 * machine; poll an observable for a bounded time instead), and no retried
 * test (`retry` in a test, a describe's options or a config hides a flake),
 * and no app shared by a file's tests: an app started in `beforeAll` carries
 * one test's state (selection, open tabs and overlays, files, settings) into
 * the next, so each test starts its own (`appPerTest`, or `startApp` in the
 * test). Comments are not code: the scan strips them first.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const BROWSER = path.join(root, 'test/browser');

/** Lines after a `waitForTimeout(` looked at for a negative expectation. */
const WINDOW = 8;

/** An assertion that something did not happen (or is absent, empty, unchanged). */
const NEGATIVE = /\.not\.|toHaveCount\(0\)|toHaveLength\(0\)|toBe\(0\)|toEqual\(\[\]\)|toBe\(false\)|toBeFalsy\(|toBeNull\(|toBeUndefined\(|state: ['"](detached|hidden)['"]|isVisible\(\)\)\.toBe\(false\)/;

/** `text` with `//` and block comments blanked (line breaks kept, so line numbers hold); strings are left alone. */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') { out += text[i + 1] ?? ''; i += 2; continue; }
      if (c === quote) quote = null;
      i++;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') { quote = c; out += c; i++; continue; }
    if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** Each flaky pattern in `source` (a test file's text): `line: what`. */
export function flakyPatterns(source: string): string[] {
  const lines = stripComments(source).split('\n');
  const found: string[] = [];
  lines.forEach((line, n) => {
    if (/\bretry\b/i.test(line)) found.push(`${n + 1}: retry`);
    if (!line.includes('waitForTimeout(')) return;
    for (let k = n; k < Math.min(lines.length, n + 1 + WINDOW); k++) {
      const l = k === n ? line.slice(line.indexOf('waitForTimeout(')) : lines[k];
      if (/expect\.poll\(|\.waitFor\(/.test(l) && !NEGATIVE.test(l)) break; // an observable is polled first
      if (NEGATIVE.test(l)) { found.push(`${n + 1}: waitForTimeout before a negative assertion (line ${k + 1})`); break; }
    }
  });
  return found;
}

/** The end of the call whose `(` is at `open` in `code` (quotes skipped), or the text's end. */
function callEnd(code: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < code.length; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return code.length;
}

/** Each `beforeAll` in `source` that starts an app its tests would share: `line: what`. */
export function sharedApps(source: string): string[] {
  const code = stripComments(source);
  const found: string[] = [];
  for (const m of code.matchAll(/\bbeforeAll\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    // Quoted text is not code either: blank '…' and "…" before looking.
    const call = code.slice(open, callEnd(code, open)).replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"/g, "''");
    if (/\bstartApp\s*\(/.test(call)) {
      found.push(`${code.slice(0, m.index).split('\n').length}: startApp in beforeAll (the file's tests would share one app)`);
    }
  }
  return found;
}

/** Every browser test source (helpers included) and the vitest configs. */
function sources(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push(p);
    }
  };
  walk(BROWSER);
  for (const c of fs.readdirSync(root)) if (/^vitest.*\.config\.m?ts$/.test(c)) out.push(path.join(root, c));
  return out;
}

describe('browser test hygiene', () => {
  it('no browser test sleeps before asserting that nothing happened, and none is retried', () => {
    const bad = sources().flatMap((f) => flakyPatterns(fs.readFileSync(f, 'utf8')).map((m) => `${path.relative(root, f)}:${m}`));
    expect(bad).toEqual([]);
  });

  it('no browser test file shares one app between its tests', () => {
    const bad = sources().flatMap((f) => sharedApps(fs.readFileSync(f, 'utf8')).map((m) => `${path.relative(root, f)}:${m}`));
    expect(bad).toEqual([]);
  });

  it('the shared-app scan finds startApp in a beforeAll, and not in a test, a comment or a string', () => {
    expect(sharedApps(`beforeAll(async () => {\n  app = await startApp({ project });\n});`)).toEqual(['1: startApp in beforeAll (the file\'s tests would share one app)']);
    expect(sharedApps(`it('a', () => {});\nbeforeAll(async () => { x = f(')'); app = await startApp(); });`)).toEqual(['2: startApp in beforeAll (the file\'s tests would share one app)']);
    expect(sharedApps(`beforeAll(() => { fx = make(); });\nit('b', async () => { const app = await startApp(); });`)).toEqual([]);
    expect(sharedApps(`// beforeAll(() => startApp())\nbeforeAll(() => { s = 'startApp('; });`)).toEqual([]);
  });

  it('the scan finds each pattern (and not in comments or after a poll)', () => {
    expect(flakyPatterns(`await page.waitForTimeout(500);\nexpect(await page.locator('.x').count()).toBe(0);`)).toEqual(['1: waitForTimeout before a negative assertion (line 2)']);
    expect(flakyPatterns(`await page.waitForTimeout(300);\n\nexpect(text).not.toContain('x');`)).toEqual(['1: waitForTimeout before a negative assertion (line 3)']);
    expect(flakyPatterns(`it('x', { retry: 2 }, async () => {});`)).toEqual(['1: retry']);
    expect(flakyPatterns(`export default { test: { retry: 3 } };`)).toEqual(['1: retry']);
    expect(flakyPatterns(`// a quote retry in a comment\n/* retry */ const a = 1;`)).toEqual([]);
    expect(flakyPatterns(`await page.waitForTimeout(50);\nawait expect.poll(() => n()).toBe(1);\nexpect(x).not.toBe(2);`)).toEqual([]);
    expect(flakyPatterns(`const s = "// not a comment"; await p.waitForTimeout(1);\nexpect(a).not.toBe(b);`)).toEqual(['1: waitForTimeout before a negative assertion (line 2)']);
  });
});
