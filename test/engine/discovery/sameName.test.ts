/**
 * Same-name strategies on their own (reference §4): most-trusted (CB2) and
 * first-wins have no case tree, so they are checked on synthetic records.
 */
import { describe, expect, it } from 'vitest';
import { applySameName } from '../../../src/shared/engine/discovery/precedence';
import type { Scope, SkillRecord } from '../../../src/shared/engine/types';

const rec = (id: string, scope: Scope, order: number, aliases: string[] = []): SkillRecord =>
  ({ id, scope, order, aliases, path: `/${scope}/${id}/${order}` }) as SkillRecord;

describe('applySameName', () => {
  it('most-trusted (CB2): project beats user beats bundled regardless of order; among equals the later wins', () => {
    const b = rec('x', 'bundled', 0);
    const u = rec('x', 'user', 1);
    const p1 = rec('x', 'project', 2);
    const p2 = rec('x', 'project', 3);
    const { losses, owners } = applySameName('most-trusted', [b, u, p1, p2]);
    expect(owners.get('x')).toBe(p2);
    expect([...losses.keys()].sort()).toEqual([b.path, u.path, p1.path].sort());
    expect(losses.get(b.path)!.kind).toBe('replaced');
  });

  it('first-wins keeps the first registration', () => {
    const a = rec('x', 'project', 0);
    const b = rec('x', 'project', 1);
    const { losses, owners } = applySameName('first-wins', [a, b]);
    expect(owners.get('x')).toBe(a);
    expect(losses.get(b.path)).toMatchObject({ winner: a, kind: 'replaced', keys: ['x'] });
  });

  it('cc-no-dedupe: lookup order is by scope, then load order (plugin after legacy commands, §4)', () => {
    const plugin = rec('x', 'plugin', 0);
    const legacy = rec('x', 'legacy-command', 1);
    const project = rec('x', 'project', 2);
    const { owners, losses } = applySameName('cc-no-dedupe', [plugin, legacy, project]);
    expect(owners.get('x')).toBe(project);
    expect(losses.get(legacy.path)).toMatchObject({ winner: project, kind: 'lookup' });
    expect(losses.get(plugin.path)).toMatchObject({ winner: project, kind: 'lookup' });
  });

  it('last-wins with aliases: only the keys a later skill registers move (OH)', () => {
    const early = rec('ship', 'user', 0, ['ship-it']);
    const later = rec('ship', 'project', 1);
    const { losses } = applySameName('last-wins', [early, later]);
    expect(losses.get(early.path)).toMatchObject({ winner: later, kind: 'partial', keys: ['ship'] });
  });
});
