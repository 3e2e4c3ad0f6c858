/**
 * Keyboard rules of the catalog tree (WAI-ARIA tree view pattern, issue 16
 * §4), as a pure function of the flat rows: which row gets the focus, which
 * group toggles, which row opens. Type-to-find matches a row's label prefix,
 * searching forward from the focused row and wrapping. Pure.
 */

/** What the tree needs to know of one row. */
export interface NavRow { key: string; kind: 'group' | 'item'; expanded?: boolean; label: string }

/** What a key press does. */
export interface NavResult { focus?: string; toggle?: string; open?: string }

/** The effect of `key` with the row `focusKey` focused (null: none yet); null when the tree does not use the key. */
export function treeKey(rows: NavRow[], focusKey: string | null, key: string): NavResult | null {
  if (!rows.length) return null;
  const i = Math.max(0, rows.findIndex((r) => r.key === focusKey));
  const cur = rows[i]!;
  const at = (j: number): NavResult => ({ focus: rows[Math.max(0, Math.min(rows.length - 1, j))]!.key });
  switch (key) {
    case 'ArrowDown': return focusKey === null ? at(0) : at(i + 1);
    case 'ArrowUp': return focusKey === null ? at(0) : at(i - 1);
    case 'Home': return at(0);
    case 'End': return at(rows.length - 1);
    case 'ArrowRight':
      if (cur.kind !== 'group') return {};
      return cur.expanded ? (rows[i + 1]?.kind === 'item' ? at(i + 1) : {}) : { toggle: cur.key };
    case 'ArrowLeft': {
      if (cur.kind === 'group') return cur.expanded ? { toggle: cur.key } : {};
      for (let j = i - 1; j >= 0; j--) if (rows[j]!.kind === 'group') return at(j);
      return {};
    }
    case 'Enter':
    case ' ':
      return cur.kind === 'group' ? { toggle: cur.key } : { open: cur.key };
    default: return null;
  }
}

/** The first row after `focusKey` (wrapping, the focused row last) whose label starts with `prefix` (case-insensitive). */
export function findByPrefix(rows: NavRow[], focusKey: string | null, prefix: string, includeCurrent = false): string | null {
  if (!rows.length || !prefix) return null;
  const p = prefix.toLowerCase();
  const start = Math.max(0, rows.findIndex((r) => r.key === focusKey));
  for (let n = includeCurrent ? 0 : 1; n <= rows.length; n++) {
    const r = rows[(start + n) % rows.length]!;
    if (r.label.toLowerCase().startsWith(p)) return r.key;
  }
  return null;
}

/** How long the typed prefix keeps growing between keys (ms), as in VS Code's and the OS's lists. */
export const TYPEAHEAD_MS = 700;
