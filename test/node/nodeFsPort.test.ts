/**
 * The node fs port and names that are not UTF-8 (issue 11, point 16): Node
 * decodes directory entries as UTF-8, turning bad bytes into U+FFFD; such an
 * entry is marked `undecodable` (its name opens nothing), while a name that
 * really holds U+FFFD is not. A real temporary folder, so the bytes are real.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { scanCatalog } from '../../src/shared/engine/discovery';
import { getProfile } from '../../src/shared/engine/profiles';

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'ss-names-')));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('node fs port: names that are not UTF-8', () => {
  it('marks them undecodable, reports them on the catalog, and still loads the others', () => {
    const root = path.join(tmp, 'skills');
    fs.mkdirSync(root);
    const bad = Buffer.concat([Buffer.from(`${root}/`), Buffer.from([0x66, 0xff, 0xfe, 0x67])]);
    fs.mkdirSync(bad);
    fs.writeFileSync(Buffer.concat([bad, Buffer.from('/SKILL.md')]), '---\ndescription: bad name\n---\nx\n');
    fs.mkdirSync(path.join(root, 'real\uFFFDname')); // valid UTF-8 that holds U+FFFD
    fs.writeFileSync(path.join(root, 'real\uFFFDname', 'SKILL.md'), '---\ndescription: real replacement character\n---\nx\n');
    const port = createNodeFsPort();
    const entries = port.readDir(root);
    expect(Array.isArray(entries) && entries.map((e) => [e.name, !!e.undecodable]).sort()).toEqual([['f\uFFFD\uFFFDg', true], ['real\uFFFDname', false]]);
    const c = scanCatalog(port, [{ scope: 'project', path: root, layout: 'skill-dirs', trusted: true }], getProfile('claude-code'));
    expect(c.skills.map((s) => s.id)).toEqual(['real\uFFFDname']);
    expect(c.diagnostics.map((d) => [d.code, d.path])).toEqual([['name-not-utf8', `${root}/f\uFFFD\uFFFDg`]]);
  });
});
