/**
 * Typed diagnostic codes (issue 12 "Also"): a diagnostic is made from a
 * catalogue entry, never written out by hand with its own English. The type
 * side (makeDiagnostic takes `DiagnosticCode`, the keys of the catalogue) is
 * checked by tsc; this test catches the hand-written object literal that the
 * type of `Diagnostic.code` (a string on the wire) lets through.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { allCodes, codeSpec, isDiagnosticCode, makeDiagnostic } from '../../src/shared/engine';

const SRC = path.resolve(__dirname, '../../src');
const files = (d: string): string[] => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) =>
  e.isDirectory() ? files(path.join(d, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(d, e.name)] : []);

it('no source file writes a diagnostic literal with its own message', () => {
  const hits = files(SRC).flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/\{\s*code: '[a-z0-9-]+',\s*severity: /g)].map(() => path.relative(SRC, f)));
  expect(hits).toEqual([]);
});

it('the scan and listing failures are catalogue entries rendered from their data', () => {
  for (const code of ['catalog-scan-failed', 'listing-failed'] as const) {
    expect(isDiagnosticCode(code)).toBe(true);
    expect(makeDiagnostic(code, { line: 1, column: 1, endLine: 1, endColumn: 1 }, { error: 'EACCES' })).toMatchObject({ severity: 'error', message: expect.stringContaining('EACCES') });
  }
  expect(isDiagnosticCode('no-such-code')).toBe(false);
  expect(allCodes().every((c) => codeSpec(c) !== undefined)).toBe(true);
});
