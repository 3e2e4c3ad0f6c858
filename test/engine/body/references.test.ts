import { describe, expect, it } from 'vitest';
import { checkBody } from '../../../src/shared/engine/body';

const FM = '---\nname: pdf\ndescription: PDF tools\n---\n';
/** Body input for a file made of FM + body (offset = FM.length = 41). */
const parsedOf = (text: string) => ({ body: text.slice(FM.length), bodyOffset: FM.length });

function files(...paths: string[]) {
  const set = new Set(paths);
  const asked: string[] = [];
  return { asked, fileExists: (p: string) => { asked.push(p); return set.has(p); } };
}

describe('link-target-missing and reference-too-deep', () => {
  const text = FM
    + 'See [the API](references/api.md) and [guide](references/guide.md#setup).\n'
    + '![diagram](assets/deep/nested/x.png)\n'
    + '[site](https://example.com) [mail](mailto:a@b.c) [top](#usage) [abs](/etc/x) [home](~/x.md)\n'
    + '`[code](references/nope.md)`\n'
    + '```\n[fenced](references/nope2.md)\n```\n'
    + '[ref]: <references/my%20notes.md>\n';

  it('reports missing relative targets with exact ranges, ignoring URLs, anchors, absolute paths and code', () => {
    const fs = files('/s/pdf/references/api.md', '/s/pdf/assets/deep/nested/x.png');
    const ds = checkBody(text, parsedOf(text), { dir: '/s/pdf', fileExists: fs.fileExists, profileId: 'claude-code' });
    expect(ds.map((d) => [d.code, d.severity, d.range, d.data])).toEqual([
      ['link-target-missing', 'warning', { line: 5, column: 46, endLine: 5, endColumn: 71 },
        { target: 'references/guide.md#setup', resolved: '/s/pdf/references/guide.md' }],
      ['reference-too-deep', 'info', { line: 6, column: 12, endLine: 6, endColumn: 36 },
        { target: 'assets/deep/nested/x.png', depth: 3 }],
      ['link-target-missing', 'warning', { line: 12, column: 9, endLine: 12, endColumn: 33 },
        { target: 'references/my%20notes.md', resolved: '/s/pdf/references/my notes.md' }],
    ]);
    expect(fs.asked).toEqual([
      '/s/pdf/references/api.md', '/s/pdf/references/guide.md', '/s/pdf/assets/deep/nested/x.png', '/s/pdf/references/my notes.md',
    ]);
    expect(ds[0].message).toContain('references/guide.md#setup');
  });

  it('checks nothing on disk for a flat file (no skill folder)', () => {
    const fs = files();
    expect(checkBody(text, parsedOf(text), { dir: null, fileExists: fs.fileExists, profileId: 'claude-code' })).toEqual([]);
    expect(fs.asked).toEqual([]);
  });

  it('resolves ./ and ../ inside the folder, and does not call a path that leaves the folder "deep"', () => {
    const t = FM + '[a](./references/../references/a.md) [b](../other/b.md) [c](references/)\n';
    const fs = files('/s/pdf/references/a.md', '/s/pdf/references');
    const ds = checkBody(t, parsedOf(t), { dir: '/s/pdf', fileExists: fs.fileExists, profileId: 'claude-code' });
    expect(ds.map((d) => [d.code, d.range.column, d.range.endColumn])).toEqual([["link-target-missing", 42, 55]]);
    expect(fs.asked).toEqual(['/s/pdf/references/a.md', '/s/other/b.md', '/s/pdf/references']);
  });

  it('treats a throwing fileExists as "exists" instead of throwing', () => {
    const t = FM + '[a](references/a.md)\n';
    const ds = checkBody(t, parsedOf(t), { dir: '/s/pdf', fileExists: () => { throw new Error('EIO'); }, profileId: 'claude-code' });
    expect(ds).toEqual([]);
  });
});

describe('skill-dir-path-missing', () => {
  const body = 'Run `python ${CLAUDE_SKILL_DIR}/scripts/run.py --x` then ${CLAUDE_SKILL_DIR}/scripts/ok.sh.\n'
    + 'Deep: ${CLAUDE_SKILL_DIR}/scripts/lib/util.py and bare ${CLAUDE_SKILL_DIR}/ and glob ${CLAUDE_SKILL_DIR}/scripts/*.py\n'
    + 'Templates: ${CLAUDE_SKILL_DIR}/templates/$1.md ${CLAUDE_SKILL_DIR}/templates/<name>.md ${CLAUDE_SKILL_DIR}/t/${NAME}\n';
  const text = FM + body;

  it('reports missing expanded paths (also inside code) and deep ones', () => {
    const fs = files('/s/pdf/scripts/ok.sh', '/s/pdf/scripts/lib/util.py');
    const ds = checkBody(text, parsedOf(text), { dir: '/s/pdf', fileExists: fs.fileExists, profileId: 'claude-code' });
    expect(ds.map((d) => [d.code, d.range, d.data])).toEqual([
      ['skill-dir-path-missing', { line: 5, column: 13, endLine: 5, endColumn: 47 },
        { variable: '${CLAUDE_SKILL_DIR}', path: '/scripts/run.py', resolved: '/s/pdf/scripts/run.py' }],
      ['reference-too-deep', { line: 6, column: 7, endLine: 6, endColumn: 46 },
        { target: '${CLAUDE_SKILL_DIR}/scripts/lib/util.py', depth: 2 }],
    ]);
    expect(fs.asked).toEqual(['/s/pdf/scripts/run.py', '/s/pdf/scripts/ok.sh', '/s/pdf/scripts/lib/util.py']);
  });

  it('follows the profile: codebot also expands ${CODEBOT_SKILL_DIR}; agent-skills expands nothing', () => {
    const t = FM + 'A ${CODEBOT_SKILL_DIR}/x.sh\n';
    const fs = files();
    expect(checkBody(t, parsedOf(t), { dir: '/s/pdf', fileExists: fs.fileExists, profileId: 'codebot' })
      .map((d) => [d.code, d.range])).toEqual([['skill-dir-path-missing', { line: 5, column: 3, endLine: 5, endColumn: 28 }]]);
    expect(checkBody(text, parsedOf(text), { dir: '/s/pdf', fileExists: () => false, profileId: 'agent-skills' })).toEqual([]);
  });
});
