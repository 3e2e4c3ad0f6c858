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
import { allCodes, allReasonCodes, codeSpec, isDiagnosticCode, isReasonCode, makeDiagnostic, makeReason } from '../../src/shared/engine';

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


/**
 * A reason written out by hand: an object literal that opens with `code` (or `code:`) and goes on to a
 * `message` (a literal, a template or a variable). Zod's `{ code: 'custom', message }` issues
 * (dict.ts) are zod's own shape, not reasons. The catalogue's own folder is where the English lives.
 */
const HAND_WRITTEN_REASON = /\{\s*code(?:: (?!'custom')[^{};]*?)?,\s*message\b/g;
const ENGINE = path.join(SRC, 'shared/engine');
const CATALOGUE_DIR = path.join(ENGINE, 'diagnostics');

it('no engine file writes a reason {code, message} by hand: reasons come from makeReason or reasonOf', () => {
  // The pattern itself catches the shapes the engine used to write (so this test can fail).
  for (const sample of [
    "reasons.push({ code: 'override-off', message: `skillOverrides sets \"${s.id}\" to off.` });",
    "r = {\n      code: 'paths-not-matched',\n      message: 'paths has not matched yet',\n    };",
    "base.reasons.push({ code: 'portability-folder-not-read', message });",
    "reasons: loose.diagnostics.map((d) => ({ code: d.code, message: d.message })),",
    "if (skips && !out.skipped) out.skipped = { code, message: diag.message };",
  ]) expect(sample.match(HAND_WRITTEN_REASON), sample).not.toBeNull();
  expect("ctx.addIssue({ code: 'custom', message: 'expected an object' });".match(HAND_WRITTEN_REASON)).toBeNull();

  const hits = files(ENGINE).filter((f) => !f.startsWith(CATALOGUE_DIR + path.sep)).flatMap((f) =>
    [...fs.readFileSync(f, 'utf8').matchAll(HAND_WRITTEN_REASON)].map((m) => `${path.relative(SRC, f)}: ${m[0].slice(0, 60)}`));
  expect(hits).toEqual([]);
});

it('reasons render from the catalogue, byte for byte, and name the harness from data', () => {
  expect(allReasonCodes().length).toBeGreaterThan(20);
  expect(isReasonCode('paths-not-matched')).toBe(true);
  expect(isReasonCode('no-such-reason')).toBe(false);
  // Hand-copied from the messages the engine wrote inline before the catalogue (discovery/resolve.ts).
  expect(makeReason('override-off', { id: 'deploy' })).toEqual({ code: 'override-off', message: 'skillOverrides sets "deploy" to off.' });
  expect(makeReason('name-reaches-other-file', {
    harness: 'Claude Code', id: 'a', winner: '/p/.claude/skills/a/SKILL.md', winnerScope: 'project', listed: true, lookup: 'first-reachable',
  }).message).toBe('Still listed (Claude Code lists both), but /a and the Skill tool reach /p/.claude/skills/a/SKILL.md (project), which comes first in lookup order (§4, E13).');
  // Codex (cc-no-dedupe, lookup `unique-only`): a name two files answer to reaches neither (measured 0.171.0 `mention-ambiguous`).
  const codex = makeReason('name-reaches-other-file', { harness: 'Codex', id: 'a', winner: '/h/.agents/skills/a/SKILL.md', winnerScope: 'user', listed: true, lookup: 'unique-only' }).message;
  expect(codex).toContain('Codex lists both');
  expect(codex).not.toMatch(/Claude Code|Skill tool|comes first/);
  // The activation wording takes the harness from data.
  expect(makeReason('paths-not-matched', { rule: 'cb-worktree', harness: 'codebot', patterns: ['src/**'], files: 3 }).message)
    .toBe('paths (src/**) matches no file in the working tree (3 files), so codebot neither lists it nor lets anyone invoke it (§5 CB1). Create a matching file, or remove paths.');
  // A renderer that throws on odd data falls back to the title instead of throwing.
  expect(makeReason('keys-taken', {}).message).toBe('Another skill took some of its names');
});
