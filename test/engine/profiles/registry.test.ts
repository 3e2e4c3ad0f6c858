/**
 * The profile registry (src/shared/engine/profiles/registry.ts) is the one
 * place that knows profiles and versions by id: lists, types, zod enums and
 * CLI choices derive from it, and no source file outside the registry branches
 * on an id (issue 12 point 1).
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PROFILE_ID, PROFILE_IDS, PROFILES, VERSION_SELECTORS, getProfile, hasVersions, profileChoices, profileOrDefault,
  profileRecord, versionChoices,
} from '../../../src/shared/engine';
import { CLAUDE_CODE_VERSIONS } from '../../../src/shared/engine/profiles/claudeCodeVersions';
import { profileIdSchema, versionSchema } from '../../../src/shared/ipc/contract';
import { HELP, optionsSchema } from '../../../src/cli/args';

const SRC = path.resolve(__dirname, '../../../src');
/** Where ids may be written: the registry's records and sections, and per-profile field wording (data keyed by id). */
const ALLOWED = [/^shared\/engine\/profiles\//, /^shared\/engine\/fields\/defs\.ts$/];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx|mts|cts)$/.test(e.name) ? [p] : [];
  });
}

/** A comparison of an id-like value (`…id`, `…profile`, `…version`) with a registry id or version. */
function idComparison(): RegExp {
  const ids = [...PROFILE_IDS, ...VERSION_SELECTORS].map((s) => s.replace(/[.]/g, '\\.')).join('|');
  // An id, profile or version on one side, a registry id on the other (strategy values such as
  // `model === 'minimal'` may share a spelling with an id and are fine).
  const who = String.raw`[\w.?\]]*(?:id|profile|version)\b`;
  return new RegExp(String.raw`${who}\s*[!=]==?\s*['"\`](?:${ids})['"\`]|['"\`](?:${ids})['"\`]\s*[!=]==?\s*${who}`, 'i');
}

describe('profile registry', () => {
  it('ids, labels and versions come from the records, in registry order', () => {
    expect(PROFILE_IDS).toEqual(PROFILES.map((p) => p.id));
    expect(DEFAULT_PROFILE_ID).toBe(PROFILES[0].id);
    for (const r of PROFILES) {
      // What users call it, never a citation key; a documentation-only profile says so in its label (issue 17).
      expect(r.label.replace(/ \(approximate\)$/, '')).not.toMatch(/seed|CB1|OH\b|\(/);
      expect(r.label.endsWith(' (approximate)'), r.id).toBe(r.confidence === 'approximate');
      expect(r.sources.length).toBeGreaterThan(0);
    }
    expect(new Set(PROFILE_IDS).size).toBe(PROFILE_IDS.length);
  });

  it('every zod enum and CLI choice is the registry list', () => {
    expect(profileIdSchema.options).toEqual(PROFILE_IDS);
    expect(versionSchema.options).toEqual(VERSION_SELECTORS);
    expect(VERSION_SELECTORS).toEqual(['latest', ...PROFILES.flatMap((p) => ('versions' in p ? (p.versions ?? []).map((v) => v.id) : []))]);
    for (const id of PROFILE_IDS) expect(optionsSchema.safeParse({ profile: id }).success).toBe(true);
    for (const v of VERSION_SELECTORS) expect(optionsSchema.safeParse({ ccVersion: v }).success).toBe(true);
    expect(optionsSchema.safeParse({ profile: 'vscode' }).success).toBe(false);
    for (const id of PROFILE_IDS) expect(HELP).toContain(id);
  });

  it('a version is the record with its overrides; latest is the newest', () => {
    const cc = profileRecord('claude-code');
    const newest = cc.versions![cc.versions!.length - 1];
    expect(getProfile('claude-code').version).toBe(newest.id);
    expect(getProfile('claude-code', 'latest')).toBe(getProfile('claude-code', newest.id));
    const old = getProfile('claude-code', '2.1.112');
    expect(old).toMatchObject({ version: '2.1.112', imitates: 'CC 2.1.112', listing: { overflow: 'cc-even' }, invocation: { args: 'cc-2.1.112' }, discovery: { nestedClash: 'drop' } });
    expect(old.discovery.maxFileBytes).toBeUndefined();
    expect(getProfile('claude-code').discovery.maxFileBytes).toEqual(cc.discovery.maxFileBytes);
    expect(getProfile('codebot').version).toBeUndefined();
  });

  it('pickers ask the record: versions only where the record has them', () => {
    expect(versionChoices('claude-code').map((v) => v.id)).toEqual(['latest', '2.1.112']);
    expect(versionChoices('claude-code')[0].label).toBe('latest (2.1.332)');
    expect(PROFILE_IDS.filter(hasVersions)).toEqual(['claude-code']);
    expect(profileChoices().map((c) => `${c.id}@${c.version}`)).toEqual([
      'claude-code@latest', 'claude-code@2.1.112', 'agent-skills@latest', 'codebot@latest', 'openharness@latest', 'minimal@latest',
      'codex@latest', 'gemini-cli@latest', 'opencode@latest', 'pi@latest',
      'vscode-copilot@latest', 'roo-code@latest', 'goose@latest', 'crush@latest', 'cursor@latest', 'windsurf@latest', 'amp@latest',
      'qwen-code@latest', 'copilot-cli@latest', 'cline@latest',
    ]);
    // A probed harness pins one release: a version, but no choice.
    expect(versionChoices('codex').map((v) => v.label)).toEqual(['latest (0.171.0)']);
  });

  it('an unknown id from outside falls back to the default profile', () => {
    expect(profileOrDefault('vscode').id).toBe(DEFAULT_PROFILE_ID);
    expect(profileOrDefault('codebot').id).toBe('codebot');
  });

  it('the conformance releases are the Claude Code versions that carry a release', () => {
    expect(CLAUDE_CODE_VERSIONS.map((v) => v.id)).toEqual(profileRecord('claude-code').versions!.filter((v) => v.release).map((v) => v.id));
    for (const v of CLAUDE_CODE_VERSIONS) expect(getProfile('claude-code', v.engineVersion).version).toBe(v.id);
  });

  it('no source outside the registry compares a profile or version id', () => {
    const compare = idComparison();
    const union = /['"]latest['"]\s*\|\s*['"]\d/; // a hand-written version union
    const fallback = /isProfileId\([^)]*\)\s*\?/; // `isProfileId(x) ? x : 'default'`
    const bad: string[] = [];
    for (const f of sources(SRC)) {
      const rel = path.relative(SRC, f).split(path.sep).join('/');
      if (ALLOWED.some((re) => re.test(rel))) continue;
      fs.readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
        if (compare.test(line) || union.test(line) || fallback.test(line)) bad.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(bad).toEqual([]);
  });

  it('the id check sees a comparison (guards against a pattern that matches nothing)', () => {
    expect(idComparison().test("if (profileId === 'claude-code')")).toBe(true);
    expect(idComparison().test("o.profile !== 'codebot' &&")).toBe(true);
    expect(idComparison().test("if (profile.version === '2.1.112')")).toBe(true);
    expect(idComparison().test("if (section.model === 'minimal')")).toBe(false);
  });
});
