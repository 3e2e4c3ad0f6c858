/** Quick-open by skill name (Ctrl/Cmd+P, as VS Code's Go to File): show, hide, open the picked skill. */
import type { SkillRecord } from '../../../shared/engine';
import { openFile } from './files';
import { useQuickOpenStore } from '../stores/quickOpen';

/** Show the picker. */
export function showQuickOpen(): void { useQuickOpenStore.setState({ open: true }); }

/** Hide the picker. */
export function hideQuickOpen(): void { useQuickOpenStore.setState({ open: false }); }

/** Hide the picker and open `skill`'s file in the editor. */
export function pickSkill(skill: Pick<SkillRecord, 'path'>): void {
  hideQuickOpen();
  void openFile(skill.path);
}

/**
 * Skills matching `query`, best first: id starting with the query, then id or
 * name containing it, then the query's characters in order in the id (so
 * `pdft` finds `pdf-tools`). At most `limit`.
 */
export function matchSkills<T extends Pick<SkillRecord, 'id' | 'name'>>(skills: readonly T[], query: string, limit = 50): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return skills.slice(0, limit);
  const rank = (s: T): number => {
    const id = s.id.toLowerCase();
    if (id.startsWith(q)) return 0;
    if (id.includes(q) || s.name.toLowerCase().includes(q)) return 1;
    let i = 0;
    for (const ch of id) if (ch === q[i]) i++;
    return i === q.length ? 2 : -1;
  };
  return skills.map((s) => [rank(s), s] as const).filter(([r]) => r >= 0).sort((a, b) => a[0] - b[0]).slice(0, limit).map(([, s]) => s);
}
