/**
 * Completion for `.claude-plugin/plugin.json` and `marketplace.json`: at a
 * property-name position, the keys their JSON Schema (src/shared/pack,
 * generated from the zod schemas) allows there and the file does not have
 * yet, with the type as detail. jsonc-parser's `getLocation` says where the
 * cursor is (top level, a marketplace entry, `author`/`owner`).
 */
import type * as Monaco from 'monaco-editor/editor';
import { getLocation } from 'jsonc-parser';
import { manifestJsonSchema } from '../../../shared/pack/manifest/jsonSchema';
import { manifestKindOf, type ManifestKind } from '../../../shared/pack/manifest/validate';
import { SKILL_MD } from './language';

type SchemaNode = { type?: string | string[]; properties?: Record<string, SchemaNode>; items?: SchemaNode; anyOf?: SchemaNode[] };
const cache = new Map<ManifestKind, SchemaNode>();
const schemaOf = (k: ManifestKind) => { if (!cache.has(k)) cache.set(k, manifestJsonSchema(k) as SchemaNode); return cache.get(k)!; };

/** The object schema at a JSON path (numbers step into array items). */
function objectAt(root: SchemaNode, path: (string | number)[]): SchemaNode | null {
  let cur: SchemaNode | undefined = root;
  for (const seg of path) {
    if (!cur) return null;
    if (typeof seg === 'number') cur = cur.items ?? cur.anyOf?.find((a) => a.items)?.items;
    else cur = cur.properties?.[seg] ?? cur.anyOf?.find((a) => a.properties?.[seg])?.properties?.[seg];
  }
  return cur?.properties ? cur : null;
}

const typeText = (n: SchemaNode) => (n.type ? [n.type].flat().join(' | ') : n.anyOf ? n.anyOf.map((a) => [a.type ?? 'object'].flat().join('|')).join(' | ') : 'any');

/** Register the provider on the editor's language (every model is skill-md; this one answers only for manifests). */
export function registerManifestCompletion(monaco: typeof Monaco): void {
  monaco.languages.registerCompletionItemProvider(SKILL_MD, {
    triggerCharacters: ['"'],
    provideCompletionItems(model, position) {
      const kind = manifestKindOf(model.uri.path);
      if (!kind) return { suggestions: [] };
      const text = model.getValue();
      const loc = getLocation(text, model.getOffsetAt(position));
      if (!loc.isAtPropertyKey) return { suggestions: [] };
      const obj = objectAt(schemaOf(kind), loc.path.slice(0, -1));
      if (!obj?.properties) return { suggestions: [] };
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      return {
        suggestions: Object.entries(obj.properties).map(([key, node]) => ({
          label: key, kind: monaco.languages.CompletionItemKind.Property, detail: typeText(node), insertText: key, range,
        })),
      };
    },
  });
}
