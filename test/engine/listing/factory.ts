/**
 * Hand-built `SkillRecord`s and catalogs for listing and invocation tests, so
 * these tests do not depend on the parser or discovery modules.
 */
import { expect } from 'vitest';
import { codeSpec } from '../../../src/shared/engine/diagnostics/catalogue';
import type { Catalog, Diagnostic, ProfileId, SkillFields, SkillRecord } from '../../../src/shared/engine/types';

let nextOrder = 0;

/** Overrides for `skill()`: any record field, plus `fields` merged into the defaults. */
export type SkillOverrides = Partial<Omit<SkillRecord, 'fields'>> & { fields?: Partial<SkillFields> };

/**
 * A listed, model- and user-invocable project skill `<root>/<id>/SKILL.md`
 * (root `/p/.claude/skills` unless given). `description`, `whenToUse`,
 * `argumentHint` are mirrored into `fields`; `order` increments per call.
 */
export function skill(id: string, o: SkillOverrides = {}): SkillRecord {
  const root = o.root ?? '/p/.claude/skills';
  const dir = o.dir === undefined ? `${root}/${id}` : o.dir;
  const path = o.path ?? (dir ? `${dir}/SKILL.md` : `${root}/${id}.md`);
  const description = o.description ?? `Does ${id} things.`;
  const fields: SkillFields = {
    description,
    descriptionSource: 'frontmatter',
    whenToUse: o.whenToUse,
    argumentHint: o.argumentHint,
    arguments: [],
    disableModelInvocation: false,
    userInvocable: true,
    allowedTools: [],
    disallowedTools: [],
    context: 'inline',
    paths: [],
    ...o.fields,
  };
  const { fields: _f, ...rest } = o;
  return {
    id, name: id, aliases: [], scope: 'project', root, path, dir, realPath: path, layout: 'skill-dirs',
    order: nextOrder++, description, yamlState: 'ok', visibleToModel: !fields.disableModelInvocation,
    invocableByUser: fields.userInvocable, invocableByModel: !fields.disableModelInvocation,
    inUserMenu: fields.userInvocable, status: fields.disableModelInvocation ? 'hidden' : 'listed', reasons: [],
    trusted: true, size: 0, bodyChars: 0, diagnostics: [],
    ...rest, fields,
  };
}

/** A catalog of `skills` for `profile`. */
export function catalog(skills: SkillRecord[], profile: ProfileId = 'claude-code'): Catalog {
  return { profile, roots: [], skills, files: [], diagnostics: [] };
}

/** Lines of a CC listing after the header and blank line. */
export function entryLines(text: string): string[] {
  return text.split('\n').slice(2);
}

/**
 * Every diagnostic uses a catalogued code and its message rendered from data
 * (a renderer that threw falls back to the title, which this rejects).
 */
export function expectCatalogued(ds: Diagnostic[]): void {
  for (const d of ds) {
    const spec = codeSpec(d.code);
    expect(spec, d.code).toBeDefined();
    expect(d.message, d.code).not.toBe(spec!.title);
    expect(d.message).not.toMatch(/undefined/);
  }
}
