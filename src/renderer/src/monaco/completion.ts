/**
 * Completion items for the frontmatter, built from the active profile's field
 * table: keys not yet present, enum values, booleans, known tools for
 * `allowed-tools`, and snippets (e.g. `arguments`, `argument-hint`). Pure: the
 * provider maps these plain items to Monaco's.
 */
import type { FieldSpec } from '../../../shared/engine';
import type { CursorPlace } from './context';

export interface CompletionEntry {
  label: string;
  kind: 'key' | 'value' | 'snippet';
  insertText: string;
  /** `insertText` uses `${1:placeholder}` syntax. */
  snippet: boolean;
  detail?: string;
  documentation?: string;
  /** Sort key (required keys first). */
  sortText?: string;
}

/** Snippets used when the table gives none for these keys. */
export const DEFAULT_SNIPPETS: Record<string, string> = {
  arguments: 'arguments:\n  - ${1:name}',
  'argument-hint': 'argument-hint: "${1:[file] [options]}"',
  'allowed-tools': 'allowed-tools: ${1:Read, Grep}',
  paths: 'paths:\n  - "${1:src/**/*.ts}"',
  metadata: 'metadata:\n  ${1:key}: ${2:value}',
};

function typeLabel(f: FieldSpec): string {
  if (f.values?.length && f.closed) return `${f.type}: ${f.values.join(' | ')}`;
  return f.type + (f.maxLength ? ` (≤ ${f.maxLength})` : '');
}

/** Key completions: every field of the table not yet present. */
export function keyCompletions(fields: readonly FieldSpec[], present: readonly string[]): CompletionEntry[] {
  return fields.filter((f) => !present.includes(f.key)).map((f) => {
    const snippet = f.snippet ?? DEFAULT_SNIPPETS[f.key];
    const simple = f.type === 'boolean' ? `${f.key}: \${1|true,false|}`
      : f.values?.length && f.closed ? `${f.key}: \${1|${f.values.join(',')}|}` : `${f.key}: $0`;
    return {
      label: f.key, kind: snippet ? 'snippet' : 'key', insertText: snippet ?? simple, snippet: true,
      detail: typeLabel(f) + (f.required ? ' · required' : ''), documentation: f.doc,
      sortText: `${f.required ? '0' : '1'}${f.key}`,
    } satisfies CompletionEntry;
  });
}

/** Value completions for `key` (enum values, booleans, suggested values). */
export function valueCompletions(fields: readonly FieldSpec[], key: string, opts: { listItem?: boolean; prefix?: string } = {}): CompletionEntry[] {
  const f = fields.find((x) => x.key === key);
  if (!f) return [];
  let values = f.type === 'boolean' ? ['true', 'false'] : f.values ?? [];
  // In a comma-separated tool list, offer tools not written yet.
  const written = (opts.prefix ?? '').split(/[,\s]+/).filter(Boolean);
  if (f.type === 'string-or-list' || f.type === 'list') values = values.filter((v) => !written.includes(v));
  return values.map((v, i) => ({
    label: v, kind: 'value', insertText: v, snippet: false,
    detail: f.closed ? `${key} value` : `suggested for ${key}`, documentation: f.default && String(f.default) === v ? 'default' : undefined,
    sortText: String(i).padStart(3, '0'),
  }));
}

/** All completion entries for a cursor place. */
export function completionsAt(fields: readonly FieldSpec[], place: CursorPlace): CompletionEntry[] {
  switch (place.kind) {
    case 'key': return keyCompletions(fields, place.present);
    case 'value': return valueCompletions(fields, place.key, { prefix: place.prefix });
    case 'list-item': return valueCompletions(fields, place.key, { listItem: true, prefix: place.prefix });
    default: return [];
  }
}
