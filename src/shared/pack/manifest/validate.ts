/**
 * Validate the text of a plugin.json or marketplace.json the way
 * `claude plugin validate` does (measured against 2.1.332, docs/packaging.md
 * "Plugin manifest"): JSON syntax, then the zod schema, then unknown keys.
 * Diagnostics carry exact ranges (jsonc-parser's tree keeps offsets), so the
 * editor can mark the key or value. Never throws; work linear in the text.
 */
import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';
import { LineIndex, type Diagnostic, type Range } from '../../engine';
import { packDiagnostic } from '../codes';
import { EXPERIMENTAL_KEYS, MARKETPLACE_ONLY_KEYS, PLUGIN_KEYS, marketplaceSchema, pluginManifestSchema } from './schemas';

/** Which manifest a file is. */
export type ManifestKind = 'plugin' | 'marketplace';

/** Result of {@link validateManifestText}: the parsed value (null when the JSON is broken) and diagnostics. */
export interface ManifestCheck {
  kind: ManifestKind;
  value: unknown;
  diagnostics: Diagnostic[];
}

/** The manifest kind of a path (`…/.claude-plugin/plugin.json` or `…/marketplace.json`), or null. */
export function manifestKindOf(path: string): ManifestKind | null {
  const p = path.replace(/\\/g, '/');
  if (/(^|\/)\.claude-plugin\/plugin\.json$/.test(p)) return 'plugin';
  if (/(^|\/)\.claude-plugin\/marketplace\.json$/.test(p)) return 'marketplace';
  return null;
}

/** Range of `node` (its key when it is a property value and `onKey`). */
function nodeRange(idx: LineIndex, node: Node | undefined, onKey = false): Range {
  if (!node) return idx.range(0, 0);
  const target = onKey && node.parent?.type === 'property' && node.parent.children?.[0] ? node.parent.children[0] : node;
  return idx.range(target.offset, target.offset + target.length);
}

/** The deepest existing node along `path` (a schema issue for a missing key points at its parent). */
function nearest(root: Node, path: (string | number)[]): Node | undefined {
  for (let n = path.length; n >= 0; n--) {
    const found = findNodeAtLocation(root, path.slice(0, n));
    if (found) return found;
  }
  return root;
}

/** Dotted path as Claude Code prints it in `--json` (`skills.1`). */
const dotted = (path: PropertyKey[]) => path.map(String).join('.');

/** Validate manifest text of `kind`. */
export function validateManifestText(text: string, kind: ManifestKind): ManifestCheck {
  const idx = new LineIndex(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length || !root) {
    const e = errors[0];
    const at = e ? idx.range(e.offset, e.offset + Math.max(e.length, 1)) : idx.range(0, 0);
    return { kind, value: null, diagnostics: [packDiagnostic('manifest-json-syntax', { error: e ? printParseErrorCode(e.error) : 'empty file' }, { range: at })] };
  }
  const value = getNodeValue(root);
  const ds: Diagnostic[] = [];
  const schema: z.ZodType = kind === 'plugin' ? pluginManifestSchema : marketplaceSchema;
  const r = schema.safeParse(value);
  if (!r.success) {
    for (const issue of r.error.issues) {
      const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
      const node = findNodeAtLocation(root, path);
      const range = node ? nodeRange(idx, node) : nodeRange(idx, nearest(root, path), true);
      ds.push(packDiagnostic('manifest-schema', { path: dotted(issue.path), message: issue.message, zod: issue.code }, { range }));
    }
  }
  if (kind === 'plugin' && root.type === 'object') {
    for (const prop of root.children ?? []) {
      const keyNode = prop.children?.[0];
      const key = keyNode ? String(keyNode.value) : '';
      const range = nodeRange(idx, keyNode);
      if (MARKETPLACE_ONLY_KEYS.includes(key)) ds.push(packDiagnostic('manifest-unknown-field', { field: key, marketplaceOnly: true }, { range }));
      else if (!PLUGIN_KEYS.includes(key)) ds.push(packDiagnostic('manifest-unknown-field', { field: key }, { range }));
      else if (EXPERIMENTAL_KEYS.includes(key)) ds.push(packDiagnostic('manifest-unknown-field', { field: key, experimental: true }, { range, severity: 'info' }));
    }
  }
  return { kind, value, diagnostics: ds };
}

/** Locate a dotted path in the manifest text (for diagnostics found later, e.g. a missing folder). */
export function rangeOfPath(text: string, path: (string | number)[]): Range {
  const idx = new LineIndex(text);
  const root = parseTree(text, [], { disallowComments: true });
  if (!root) return idx.range(0, 0);
  return nodeRange(idx, nearest(root, path));
}
