/**
 * Portability verdicts (issue 17): one skill, several chosen harnesses, what
 * each does differently. The expectations are the harnesses' documented or
 * source behaviour (docs/harnesses/<id>.md), written by hand.
 */
import { describe, expect, it } from 'vitest';
import { applyEdits, harnessVerdicts, portabilityDiagnostics, quickFixes } from '../../../src/shared/engine';

const HOME = '/home/u';
const PROJECT = '/home/u/proj';
const at = (rel: string, text: string) => ({ path: `${PROJECT}/${rel}`, text, home: HOME, project: PROJECT });
const by = (vs: ReturnType<typeof harnessVerdicts>) => Object.fromEntries(vs.map((v) => [v.profile, v]));

describe('harnessVerdicts', () => {
  it('a folder one harness never reads (Windsurf reads only .windsurf/skills, windsurf.md Discovery)', () => {
    const v = by(harnessVerdicts(at('.claude/skills/deploy/SKILL.md', '---\nname: deploy\ndescription: Ship it.\n---\nBody\n'), ['claude-code', 'goose', 'crush', 'windsurf']));
    expect(v['claude-code'].status).toBe('loaded');
    expect(v.goose.status).toBe('loaded'); // <wd>/.claude/skills is a Goose root (mod.rs all_skill_dirs)
    expect(v.crush.status).toBe('loaded'); // <cwd>/.claude/skills (load.go:1365-1372)
    expect(v.windsurf.status).toBe('not-read');
    const d = v.windsurf.diagnostics[0];
    expect(d.code).toBe('portability-folder-not-read');
    expect(d.severity).toBe('info');
    expect(d.message).toContain('Windsurf (approximate)');
    expect(d.message).toContain('.claude/skills');
    expect(d.message).toContain('.windsurf/skills/deploy/SKILL.md');
  });

  it('an unquoted colon: Claude Code retries with quotes, Roo Code, Crush and Goose skip the skill', () => {
    const text = '---\nname: colon\ndescription: Use this: when things break\n---\nBody\n';
    const v = by(harnessVerdicts(at('.agents/skills/colon/SKILL.md', text), ['claude-code', 'roo-code', 'crush', 'goose']));
    expect(v['claude-code'].status).toBe('not-read'); // Claude Code never reads .agents/skills
    for (const id of ['roo-code', 'crush', 'goose']) {
      expect(v[id].status, id).toBe('skipped');
      expect(v[id].diagnostics.map((d) => d.code), id).toEqual(['portability-skipped']);
    }
    const cc = by(harnessVerdicts(at('.claude/skills/colon/SKILL.md', text), ['claude-code']));
    expect(cc['claude-code'].status).toBe('loaded');
  });

  it('a 1,025-character description: VS Code cuts it to 1024, Roo Code and Crush skip it, Goose keeps it', () => {
    const text = `---\nname: long\ndescription: ${'x'.repeat(1025)}\n---\nBody\n`;
    const v = by(harnessVerdicts(at('.agents/skills/long/SKILL.md', text), ['vscode-copilot', 'roo-code', 'crush', 'goose']));
    expect(v['vscode-copilot'].status).toBe('loaded');
    expect(v['vscode-copilot'].cut).toBe(true);
    expect(v['vscode-copilot'].description?.length).toBe(1024);
    expect(v['vscode-copilot'].diagnostics.map((d) => d.code)).toEqual(['portability-description-cut']);
    expect(v['roo-code'].status).toBe('skipped');
    expect(v.crush.status).toBe('skipped');
    expect(v.goose.status).toBe('loaded');
    expect(v.goose.diagnostics).toEqual([]);
  });

  it('a name two harnesses resolve differently: Claude Code keys on the folder, Goose on the frontmatter name', () => {
    const text = '---\nname: Pretty Name\ndescription: Named otherwise.\n---\nBody\n';
    const v = by(harnessVerdicts(at('.claude/skills/folder-name/SKILL.md', text), ['claude-code', 'goose', 'crush']));
    expect(v['claude-code'].name).toBe('folder-name');
    expect(v.goose.name).toBe('Pretty Name');
    expect(v.crush.status).toBe('skipped'); // name rule and folder match (skills.go:118-146)
    const codes = portabilityDiagnostics(Object.values(v)).map((d) => `${d.data?.profile}:${d.code}`);
    expect(codes).toContain('crush:portability-skipped');
    expect(codes.filter((c) => c.endsWith('portability-name-differs')).length).toBe(1);
  });

  it('Codex alone gets a folder suggestion: its project roots .codex/skills and .agents/skills are skill trees (docs/harnesses/codex.md Discovery, loader.rs)', () => {
    const v = by(harnessVerdicts(at('.claude/skills/deploy/SKILL.md', '---\nname: deploy\ndescription: Ship it.\n---\nBody\n'), ['codex']));
    expect(v.codex.status).toBe('not-read');
    const d = v.codex.diagnostics[0];
    expect(d.code).toBe('portability-folder-not-read');
    expect(['.codex/skills', '.agents/skills'].map((f) => `${PROJECT}/${f}`)).toContain(d.data?.suggestFolder);
    expect(d.message).toMatch(/A copy or link at \.(codex|agents)\/skills\/deploy\/SKILL\.md would be read by Codex/);
  });

  it('suggests the folder most of the non-reading harnesses share', () => {
    const text = '---\nname: g\ndescription: In .goose only.\n---\nBody\n';
    const v = harnessVerdicts(at('.goose/skills/g/SKILL.md', text), ['goose', 'roo-code', 'vscode-copilot', 'amp']);
    const missing = v.filter((x) => x.status === 'not-read');
    expect(missing.map((x) => x.profile)).toEqual(['roo-code', 'vscode-copilot', 'amp']);
    for (const m of missing) expect(m.diagnostics[0].message).toContain('.agents/skills/g/SKILL.md would be read by 3 of the chosen harnesses');
  });

  it('only the chosen harnesses are judged, in the order given; none chosen, nothing reported', () => {
    const s = at('.claude/skills/a/SKILL.md', '---\nname: a\ndescription: d\n---\n');
    expect(harnessVerdicts(s, ['crush', 'claude-code']).map((v) => v.profile)).toEqual(['crush', 'claude-code']);
    expect(harnessVerdicts(s, [])).toEqual([]);
  });

  it('quick fixes where one is safe: quote the value Goose cannot parse; shorten to VS Code\'s 1024; none for Crush\'s byte limit', () => {
    const colon = '---\nname: colon\ndescription: Use this: when things break\n---\nBody\n';
    const [g] = harnessVerdicts(at('.agents/skills/colon/SKILL.md', colon), ['goose']);
    const fix = quickFixes(colon, g.diagnostics[0], { dirName: 'colon', profileId: 'goose' }).find((f) => f.isPreferred)!;
    const fixed = applyEdits(colon, fix.edits);
    expect(harnessVerdicts(at('.agents/skills/colon/SKILL.md', fixed), ['goose'])[0].status).toBe('loaded');

    const long = `---\nname: long\ndescription: ${'word '.repeat(260).trim()}\n---\nBody\n`;
    const [vs] = harnessVerdicts(at('.agents/skills/long/SKILL.md', long), ['vscode-copilot']);
    const cut = quickFixes(long, vs.diagnostics[0], { dirName: 'long', profileId: 'vscode-copilot' })[0];
    expect(harnessVerdicts(at('.agents/skills/long/SKILL.md', applyEdits(long, cut.edits)), ['vscode-copilot'])[0].cut).toBe(false);
    const [cr] = harnessVerdicts(at('.agents/skills/long/SKILL.md', long), ['crush']);
    const own = cr.harnessDiagnostics.find((d) => d.code === 'harness-description-too-long')!;
    expect(quickFixes(long, own, { dirName: 'long', profileId: 'crush' })).toEqual([]);
  });
});

describe('copies the user added (skill.place)', () => {
  it('offers "Add a copy or link" at the suggested folder, and a harness that reads the copy is judged on it', () => {
    const text = '---\nname: g\ndescription: In .claude only.\n---\nBody\n';
    const s = at('.claude/skills/g/SKILL.md', text);
    const [roo] = harnessVerdicts(s, ['roo-code', 'codex']);
    expect(roo.status).toBe('not-read');
    const fixes = quickFixes(text, roo.diagnostics[0], { dirName: 'g', profileId: 'roo-code' });
    expect(fixes.map((f) => [f.title, f.placeOp])).toEqual([['Add a copy or link at .agents/skills/g…', { folder: `${PROJECT}/.agents/skills`, target: '.agents/skills/g' }]]);
    const after = harnessVerdicts({ ...s, copies: [`${PROJECT}/.agents/skills/g/SKILL.md`] }, ['roo-code', 'codex']);
    expect(after.map((v) => [v.profile, v.status, v.root])).toEqual([['roo-code', 'loaded', `${PROJECT}/.agents/skills`], ['codex', 'loaded', `${PROJECT}/.agents/skills`]]);
    expect(portabilityDiagnostics(after)).toEqual([]);
  });
});
