/** §9.1 step 10: plugin skills also get `${CLAUDE_PLUGIN_ROOT}`; other skills keep it literal (step 8 `${CLAUDE_SKILL_DIR}` for every skill with a folder). */
import { describe, expect, it } from 'vitest';
import { simulateInvocation } from '../../../src/shared/engine/invoke';
import { HOME, PROJECT, scanTree } from '../discovery/helpers';

const PLUGIN = `${HOME}/plugins/kit`;
const tree = {
  [`${PLUGIN}/.claude-plugin/plugin.json`]: '{"name":"kit"}',
  [`${PLUGIN}/skills/rep/SKILL.md`]: '---\ndescription: Plugin report\n---\nRun ${CLAUDE_PLUGIN_ROOT}/bin/report --dir ${CLAUDE_SKILL_DIR}\n',
  [`${PROJECT}/.claude/skills/loc/SKILL.md`]: '---\ndescription: Local\n---\nRoot: ${CLAUDE_PLUGIN_ROOT}\n',
};

describe('plugin-root variable (§9.1 step 10)', () => {
  const t = scanTree(tree, 'claude-code', { plugins: [PLUGIN] });
  const read = (p: string) => (t.fs.readFile(p, 1 << 20) as { data: Uint8Array }).data ? new TextDecoder().decode((t.fs.readFile(p, 1 << 20) as { data: Uint8Array }).data) : null;

  it('a plugin skill gets its plugin root and its own folder', () => {
    const r = simulateInvocation(t.catalog, { name: 'kit:rep', as: 'user', args: '' }, t.profile, read);
    expect(r.allowed).toBe(true);
    expect(r.body).toContain(`Run ${PLUGIN}/bin/report --dir ${PLUGIN}/skills/rep`);
    const sub = r.substitutions.find((s) => s.placeholder === '${CLAUDE_PLUGIN_ROOT}')!;
    expect(r.body.slice(sub.start, sub.end)).toBe(PLUGIN);
    expect(sub.source).toBe('plugin-root');
  });

  it('a project skill keeps ${CLAUDE_PLUGIN_ROOT} literal', () => {
    const r = simulateInvocation(t.catalog, { name: 'loc', as: 'user', args: '' }, t.profile, read);
    expect(r.body).toContain('Root: ${CLAUDE_PLUGIN_ROOT}');
  });
});
