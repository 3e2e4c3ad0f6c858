/** `lint` lists each (file, code, position, message) once, whichever part of the catalog reports it. */
import { describe, expect, it } from 'vitest';
import { getProfile, makeDiagnostic } from '../../src/shared/engine';
import type { Catalog, Diagnostic, SkillRecord } from '../../src/shared/engine';
import { allDiagnostics } from '../../src/cli/commands/scan';
import { makePaint } from '../../src/cli/format';
import type { CommandContext } from '../../src/cli/commands/types';
import type { Session } from '../../src/cli/session';

const at = (line: number, column: number) => ({ line, column, endLine: line, endColumn: column + 1 });

describe('allDiagnostics', () => {
  it('drops a repeat of the same file, code, position and message; keeps another message, position or file', () => {
    const missing = (path: string, line: number) => makeDiagnostic('skill-dir-path-missing', at(line, 3), { variable: '${CLAUDE_SKILL_DIR}', path, resolved: `/p/a/${path}` });
    const d1 = missing('x.sh', 4);
    const other = missing('y.sh', 4); // same code and position, another message
    const later = missing('x.sh', 5);
    const elsewhere: Diagnostic = { ...missing('x.sh', 4), path: '/p/b/SKILL.md' };
    const repeatOnCatalog: Diagnostic = { ...d1, path: '/p/a/SKILL.md' };
    const skill = { path: '/p/a/SKILL.md', diagnostics: [d1, other, { ...d1 }, later] } as unknown as SkillRecord;
    const catalog = { profile: 'claude-code', roots: [], skills: [skill], files: [], diagnostics: [repeatOnCatalog, elsewhere] } as unknown as Catalog;
    const session = { catalog, scanned: { ...catalog, skills: [] }, profile: getProfile('claude-code'), listingOptions: {}, options: {} } as unknown as Session;
    const ctx: CommandContext = { session, positionals: [], paint: makePaint(false), base: '/p' };
    const got = allDiagnostics(ctx).filter((l) => l.diagnostic.code === 'skill-dir-path-missing').map((l) => [l.path, l.diagnostic.range.line, l.diagnostic.message]);
    expect(got).toEqual([
      ['/p/a/SKILL.md', 4, d1.message],
      ['/p/a/SKILL.md', 4, other.message],
      ['/p/a/SKILL.md', 5, later.message],
      ['/p/b/SKILL.md', 4, d1.message],
    ]);
    expect(other.message).not.toBe(d1.message);
  });
});
