/**
 * plugin.json / marketplace.json validation on manifests shaped like real
 * public ones (field names and shapes taken from them, values our own):
 * - obra/superpowers `.claude-plugin/plugin.json` @041e0e1 (metadata only: name, description,
 *   version, author {name}, homepage, repository, license, keywords);
 * - anthropics/claude-code `.claude-plugin/marketplace.json` @005cf88 ($schema, name, version,
 *   description, owner {name, email}, plugins with `./plugins/<x>` sources, category, author;
 *   one entry's name there has spaces, which the name rule refuses);
 * - the plugins reference's full example (string `agents` folder: 2.1.112's schema takes only
 *   `.md` files, as a public note measured: "`agents: ["./agents/"]` fails validation").
 * Expected codes and ranges are written by hand from the rules in docs/packaging.md.
 */
import { describe, expect, it } from 'vitest';
import { manifestJsonSchema, manifestKindOf, validateManifestText } from '../../../src/shared/pack';

const codes = (text: string, kind: 'plugin' | 'marketplace') => validateManifestText(text, kind).diagnostics.map((d) => [d.code, d.severity, (d.data as { path?: string; field?: string }).path ?? (d.data as { field?: string }).field]);

describe('plugin.json', () => {
  it('a metadata-only manifest passes', () => {
    const text = JSON.stringify({ name: 'tiny-powers', description: 'Helps.', version: '0.2.4', author: { name: 'A. Person' }, homepage: 'https://example.org/tiny', repository: 'https://example.org/tiny.git', license: 'MIT', keywords: ['skills', 'tdd'] }, null, 2);
    expect(codes(text, 'plugin')).toEqual([]);
  });
  it('the full component example: agents must be .md files', () => {
    const text = JSON.stringify({ name: 'p', commands: ['./custom/commands/special.md'], agents: './custom/agents/', skills: './custom/skills/', hooks: './config/hooks.json', mcpServers: './mcp-config.json', outputStyles: './styles/', lspServers: './.lsp.json' }, null, 2);
    expect(codes(text, 'plugin')).toEqual([['manifest-schema', 'error', 'agents']]);
  });
  it('names, types and paths as claude plugin validate reports them (2.1.332 --json paths)', () => {
    const text = '{"name":"Bad Name","version":1,"skills":["./a","../b"],"author":"x","unknownKey":true,"category":"dev"}';
    expect(codes(text, 'plugin')).toEqual([
      ['manifest-schema', 'error', 'name'],
      ['manifest-schema', 'error', 'version'],
      ['manifest-schema', 'error', 'author'],
      ['manifest-schema', 'error', 'skills.1'],
      ['manifest-unknown-field', 'warning', 'unknownKey'],
      ['manifest-unknown-field', 'warning', 'category'],
    ]);
    const d = validateManifestText(text, 'plugin').diagnostics;
    // "Bad Name" is columns 9-18 of line 1 (the string with its quotes).
    expect(d[0].range).toEqual({ line: 1, column: 9, endLine: 1, endColumn: 19 });
  });
  it('a missing name points at the object', () => {
    const d = validateManifestText('{\n  "version": "1.0.0"\n}\n', 'plugin').diagnostics;
    expect(d.map((x) => x.code)).toEqual(['manifest-schema']);
    expect(d[0].range.line).toBe(1);
  });
  it('broken JSON: one syntax diagnostic at the error', () => {
    const d = validateManifestText('{"name":"x",', 'plugin').diagnostics;
    expect(d.map((x) => [x.code, x.range.line, x.range.column])).toEqual([['manifest-json-syntax', 1, 13]]);
  });
  it('comments are not JSON', () => {
    expect(codes('{"name":"x" /* c */}', 'plugin')[0][0]).toBe('manifest-json-syntax');
  });
});

describe('marketplace.json', () => {
  const market = (entryName: string) => JSON.stringify({
    $schema: 'https://example.org/marketplace.schema.json', name: 'team-plugins', version: '1.0.0', description: 'Ours.',
    owner: { name: 'Team', email: 'team@example.org' },
    plugins: [
      { name: 'commit-tools', description: 'Commits.', source: './plugins/commit-tools', category: 'productivity' },
      { name: entryName, description: 'Styles.', version: '1.0.0', author: { name: 'B', email: 'b@example.org' }, source: './plugins/style', category: 'productivity' },
    ],
  }, null, 2);
  it('the real shape passes', () => expect(codes(market('style-output'), 'marketplace')).toEqual([]));
  it('an entry name with spaces is refused, at that name', () => {
    const text = market('Explanatory Style');
    const d = validateManifestText(text, 'marketplace').diagnostics;
    expect(d.map((x) => [x.code, (x.data as { path: string }).path])).toEqual([['manifest-schema', 'plugins.1.name']]);
    expect(text.split('\n')[d[0].range.line - 1]).toContain('"Explanatory Style"');
  });
  it('reserved and path-like marketplace names, remote sources', () => {
    expect(codes('{"name":"inline","owner":{"name":"o"},"plugins":[]}', 'marketplace')).toEqual([['manifest-schema', 'error', 'name']]);
    expect(codes('{"name":"a/b","owner":{"name":"o"},"plugins":[]}', 'marketplace')).toEqual([['manifest-schema', 'error', 'name']]);
    expect(codes('{"name":"m","owner":{"name":"o"},"plugins":[{"name":"p","source":{"source":"github","repo":"o/r"}}]}', 'marketplace')).toEqual([]);
    expect(codes('{"name":"m","owner":{"name":"o"},"plugins":[{"name":"p","source":"plugins/p"}]}', 'marketplace')).toEqual([['manifest-schema', 'error', 'plugins.0.source']]);
  });
});

describe('schemas for editors', () => {
  it('exports JSON Schema with the known keys', () => {
    const p = manifestJsonSchema('plugin') as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(p.properties)).toEqual(expect.arrayContaining(['name', 'version', 'author', 'skills', 'commands', 'agents', 'hooks', 'mcpServers']));
    expect(p.required).toEqual(['name']);
    const m = manifestJsonSchema('marketplace') as { required: string[] };
    expect(m.required.sort()).toEqual(['name', 'owner', 'plugins']);
  });
  it('knows the two manifest paths', () => {
    expect(manifestKindOf('/p/.claude-plugin/plugin.json')).toBe('plugin');
    expect(manifestKindOf('C:\\p\\.claude-plugin\\marketplace.json')).toBe('marketplace');
    expect(manifestKindOf('/p/plugin.json')).toBeNull();
  });
});
