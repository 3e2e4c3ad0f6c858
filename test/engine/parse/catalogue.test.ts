/**
 * Every parse/fields code is catalogued with a severity, a title and a
 * message that renders from empty data and from typical data, and tells the
 * author what to do (house style: messages rendered from the code).
 */
import { describe, expect, it } from 'vitest';
import { PARSE_CODES } from '../../../src/shared/engine/diagnostics/codes/parse';
import { FIELD_CODES } from '../../../src/shared/engine/diagnostics/codes/fields';
import { makeDiagnostic, type DiagnosticCode } from '../../../src/shared/engine/diagnostics/catalogue';
import { FILE_START } from '../../../src/shared/engine/text/positions';

const REQUIRED = [
  'frontmatter-missing', 'frontmatter-not-at-start', 'frontmatter-unclosed', 'frontmatter-not-mapping', 'yaml-recovered',
  'yaml-unparseable', 'yaml-invalid-skipped', 'tab-in-frontmatter', 'description-inline-comment', 'description-derived-from-body',
  'description-missing', 'description-too-long', 'argument-hint-not-string', 'name-mismatch-directory', 'name-invalid-chars',
  'name-has-whitespace', 'name-too-long', 'name-not-lowercase', 'name-hyphen-edge', 'name-consecutive-hyphens',
  'compatibility-too-long', 'unknown-field', 'field-ignored-by-profile', 'field-wrong-type', 'field-invalid-value',
];

describe('parse and field codes', () => {
  const all: Record<string, { title: string }> = { ...PARSE_CODES, ...FIELD_CODES };
  it('every required code is registered', () => {
    for (const c of REQUIRED) expect(all[c], c).toBeDefined();
  });
  it.each(Object.keys(all))('%s: kebab-case, renders from empty data', (code) => {
    expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    const d = makeDiagnostic(code as DiagnosticCode, FILE_START);
    expect(d.message.length).toBeGreaterThan(20);
    expect(d.message).not.toBe(code);
    expect(all[code].title.length).toBeGreaterThan(3);
  });
  it('messages render their data', () => {
    expect(makeDiagnostic('yaml-unparseable', FILE_START, { line: 4, error: 'Tabs are not allowed as indentation' }).message)
      .toContain('line 4 (Tabs are not allowed as indentation)');
    expect(makeDiagnostic('name-mismatch-directory', FILE_START, { name: 'deploy', dir: 'deploy-prod', keyedOnDir: true }).message)
      .toBe('The skill is listed and invoked as "deploy-prod" (the folder name); "deploy" is only a display name. Rename the folder or the name so they match.');
    expect(makeDiagnostic('unknown-field', FILE_START, { key: 'model', extras: ['model'], allowed: ['name'], strict: true }).message)
      .toBe('Unexpected field `model` (unexpected: `model`). The spec validator allows only `name`. Remove it or move it under `metadata:`.');
  });
});
