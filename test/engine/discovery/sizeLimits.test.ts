/**
 * How large a skill file may be (issue 11 point 6). The harness's limit is
 * profile data, measured on the real Claude Code (docs/claude-code-measured.md):
 * 2.1.332 (`latest`) skips skills-folder files over 1,000,000 bytes and legacy
 * commands and plugin skills over 1,048,576 bytes; 2.1.112 loads a 20 MB file
 * whole. Skill Studio's own read limit is separate (`app-read-limit`) and never
 * drops a skill the harness loads. The same rule holds for an edited buffer.
 */
import { describe, expect, it } from 'vitest';
import { getProfile, PROFILE_IDS } from '../../../src/shared/engine/profiles';
import { scanCatalog, updateSkillText } from '../../../src/shared/engine/discovery';
import { createMemoryFs } from '../../support/memoryFs';
import type { RootSpec } from '../../../src/shared/engine/types';
import { APP_MAX_TEXT_BYTES } from '../../../src/shared/limits';

const latest = getProfile('claude-code', 'latest');
const v112 = getProfile('claude-code', '2.1.112');

/** A SKILL.md of exactly `bytes` UTF-8 bytes: frontmatter, then `fill` lines (é = 2 bytes). */
function sized(name: string, bytes: number, fill = 'y'): string {
  const head = `---\nname: ${name}\ndescription: Size probe ${name}\n---\nBODY-START\n`;
  const tail = '\nBODY-END\n';
  const room = bytes - Buffer.byteLength(head + tail);
  const unit = Buffer.byteLength(fill);
  const text = head + fill.repeat(Math.floor(room / unit)) + 'z'.repeat(room % unit) + tail;
  expect(Buffer.byteLength(text)).toBe(bytes);
  return text;
}

const status = (c: ReturnType<typeof scanCatalog>) => Object.fromEntries(c.skills.map((s) => [s.id, [s.status, s.diagnostics.map((d) => d.code)]]));

describe('the harness size limit (profile data, measured)', () => {
  const S = '/p/.claude/skills';
  const C = '/p/.claude/commands';
  const P = '/plug';
  const roots: RootSpec[] = [
    { scope: 'project', path: S, layout: 'skill-dirs' },
    { scope: 'legacy-command', path: C, layout: 'legacy-commands' },
    { scope: 'plugin', path: P, layout: 'plugin', pluginName: 'plug' },
  ];
  const files = {
    [`${S}/at/SKILL.md`]: sized('at', 1_000_000),
    [`${S}/over/SKILL.md`]: sized('over', 1_000_001),
    [`${S}/wide/SKILL.md`]: sized('wide', 1_000_001, 'é'),
    [`${S}/wideok/SKILL.md`]: sized('wideok', 999_999, 'é'),
    [`${C}/cat.md`]: sized('cat', 1_048_576),
    [`${C}/cover.md`]: sized('cover', 1_048_577),
    [`${P}/skills/pat/SKILL.md`]: sized('pat', 1_048_576),
    [`${P}/skills/pover/SKILL.md`]: sized('pover', 1_048_577),
  };

  it('2.1.332 (latest): 1,000,000 bytes for skills folders, 1,048,576 for legacy commands and plugin skills; bytes, not characters', () => {
    const c = scanCatalog(createMemoryFs(files), roots, latest);
    expect(status(c)).toEqual({
      at: ['listed', []], over: ['error', ['file-too-large']], wide: ['error', ['file-too-large']], wideok: ['listed', []],
      cat: ['listed', []], cover: ['error', ['file-too-large']], 'plug:pat': ['listed', []], 'plug:pover': ['error', ['file-too-large']],
    });
    const over = c.skills.find((s) => s.id === 'over')!;
    expect(over.diagnostics[0]).toMatchObject({ severity: 'error', data: { size: 1_000_001, max: 1_000_000 } });
    expect(over.diagnostics[0].message).toContain('1000001 bytes, over the 1000000-byte limit of the harness');
    expect(c.skills.find((s) => s.id === 'cover')!.diagnostics[0].data).toMatchObject({ max: 1_048_576 });
  });

  it('2.1.112 has no limit: every one of them is listed, a 20,000,011-byte skill whole', () => {
    const big = sized('huge', 20_000_011);
    const c = scanCatalog(createMemoryFs({ ...files, [`${S}/huge/SKILL.md`]: big }), roots, v112);
    expect(Object.values(status(c)).every(([st, codes]) => st === 'listed' && (codes as string[]).length === 0)).toBe(true);
    const huge = c.skills.find((s) => s.id === 'huge')!;
    expect(huge.size).toBe(20_000_011);
    expect(huge.bodyChars).toBe(big.length - big.indexOf('BODY-START'));
  });

  it('the other profiles document no limit: a 5 MB skill is loaded', () => {
    for (const id of PROFILE_IDS.filter((p) => p !== 'claude-code')) {
      expect(getProfile(id).discovery.maxFileBytes).toBeUndefined();
    }
    const oh = scanCatalog(createMemoryFs({ '/p/.openharness/skills/big/SKILL.md': sized('big', 5_000_021) }),
      [{ scope: 'project', path: '/p/.openharness/skills', layout: 'skill-dirs' }], getProfile('openharness'));
    expect(status(oh)).toEqual({ big: ['listed', []] });
  });

  it('an edited buffer follows the same rule as the file on disk', () => {
    const c = scanCatalog(createMemoryFs({ [`${S}/at/SKILL.md`]: sized('at', 1_000_000) }), roots, latest);
    const grown = updateSkillText(c, `${S}/at/SKILL.md`, sized('at', 1_000_001), latest);
    expect(status(grown)).toEqual({ at: ['error', ['file-too-large']] });
    const shrunk = updateSkillText(grown, `${S}/at/SKILL.md`, sized('at', 900_000), latest);
    expect(status(shrunk)).toEqual({ at: ['listed', []] });
    const old = scanCatalog(createMemoryFs({ [`${S}/at/SKILL.md`]: sized('at', 1_000_000) }), roots, v112);
    expect(status(updateSkillText(old, `${S}/at/SKILL.md`, sized('at', 5_000_000), v112))).toEqual({ at: ['listed', []] });
  });
});

describe("Skill Studio's own read limit", () => {
  const S = '/p/.claude/skills';
  const roots: RootSpec[] = [{ scope: 'project', path: S, layout: 'skill-dirs' }];

  it('is 32 MiB by default, separate from any harness limit', () => {
    expect(APP_MAX_TEXT_BYTES).toBe(32 * 1024 * 1024);
  });

  it('a file over it that the harness loads stays listed, parsed from its first bytes, with `app-read-limit`', () => {
    const c = scanCatalog(createMemoryFs({ [`${S}/long/SKILL.md`]: sized('long', 10_000) }), roots, v112, { maxFileBytes: 4096 });
    const s = c.skills[0];
    expect([s.id, s.status, s.description, s.size]).toEqual(['long', 'listed', 'Size probe long', 10_000]);
    expect(s.diagnostics.map((d) => [d.code, d.severity])).toEqual([['app-read-limit', 'warning']]);
    expect(s.diagnostics[0].data).toMatchObject({ size: 10_000, read: 4096 });
    expect(s.diagnostics[0].message).toContain("its own limit, not the harness's");
  });

  it('a character cut at the limit is not mistaken for bad UTF-8', () => {
    // 'é' is 2 bytes: an odd limit ends the prefix inside one.
    const c = scanCatalog(createMemoryFs({ [`${S}/wide/SKILL.md`]: sized('wide', 10_000, 'é') }), roots, v112, { maxFileBytes: 4097 });
    expect(c.skills[0].status).toBe('listed');
    expect(c.skills[0].diagnostics.map((d) => d.code)).toEqual(['app-read-limit']);
  });

  it('the harness limit still wins where it is lower', () => {
    const c = scanCatalog(createMemoryFs({ [`${S}/over/SKILL.md`]: sized('over', 1_000_001) }), roots, latest, { maxFileBytes: 4096 });
    expect(status(c)).toEqual({ over: ['error', ['file-too-large']] });
  });
});
