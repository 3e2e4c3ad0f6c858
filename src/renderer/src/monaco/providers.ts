/**
 * Monaco providers for `skill-md`, all fed by the active profile's field
 * table and the engine: folding, completion, hover, code actions (engine quick
 * fixes). Thin: the logic is in the pure builders next to this file.
 */
import type * as Monaco from 'monaco-editor/editor';
import { fieldTable, getProfile, quickFixes } from '../engine';
import { useCatalogStore } from '../stores/catalog';
import { useProblemsStore } from '../stores/problems';
import { currentDocument, parseContextFor } from '../actions/liveDocuments';
import { placeSkillIn, renameSkillFolder } from '../actions/skills';
import { setTextShape, shapeOf } from '../actions/textShape';
import type { ShapeOp } from '../../../shared/engine';
import { completionsAt } from './completion';
import { cursorPlace, keyAtLine } from './context';
import { hoverMarkdown } from './hover';
import { foldingRanges, SKILL_MD } from './language';
import { markerMatches } from './markers';

/** The file path behind a model. */
export const pathOf = (model: Monaco.editor.ITextModel): string => model.uri.path;

function fields() {
  return fieldTable(useCatalogStore.getState().profileId);
}

/** Command run by a quick fix that renames the skill's folder (`fileOp: rename-dir`). */
export const RENAME_DIR_COMMAND = 'skillStudio.renameSkillDir';

/** Command run by a quick fix that changes the file's BOM or line endings (`shapeOp`). */
export const SET_SHAPE_COMMAND = 'skillStudio.setTextShape';

/** Command run by a quick fix that puts the skill into another skills root (`placeOp`, asks Copy or Link). */
export const PLACE_SKILL_COMMAND = 'skillStudio.placeSkill';

/** Register every skill-md provider on `monaco`. */
export function registerProviders(monaco: typeof Monaco): void {
  const { languages } = monaco;
  monaco.editor.registerCommand(RENAME_DIR_COMMAND, (_accessor, path: string, to: string) => { void renameSkillFolder(path, to); });
  monaco.editor.registerCommand(SET_SHAPE_COMMAND, (_accessor, path: string, op: ShapeOp) => { setTextShape(path, op); });
  monaco.editor.registerCommand(PLACE_SKILL_COMMAND, (_accessor, path: string, folder: string, target: string) => { void placeSkillIn(path, folder, target); });
  languages.registerFoldingRangeProvider(SKILL_MD, {
    provideFoldingRanges: (model) => foldingRanges(model.getValue()).map((f) => ({
      start: f.start, end: f.end, kind: f.kind === 'region' ? languages.FoldingRangeKind.Region : undefined,
    })),
  });

  languages.registerCompletionItemProvider(SKILL_MD, {
    triggerCharacters: [':', ' ', '-', ','],
    provideCompletionItems: (model, position) => {
      const place = cursorPlace(model.getValue(), position.lineNumber, position.column);
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const entries = completionsAt(fields(), place);
      return {
        suggestions: entries.map((e) => ({
          label: e.label, insertText: e.insertText, range, detail: e.detail, sortText: e.sortText,
          documentation: e.documentation ? { value: e.documentation } : undefined,
          kind: e.kind === 'value' ? languages.CompletionItemKind.Value : e.kind === 'snippet' ? languages.CompletionItemKind.Snippet : languages.CompletionItemKind.Property,
          insertTextRules: e.snippet ? languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
        })),
      };
    },
  });

  languages.registerHoverProvider(SKILL_MD, {
    provideHover: (model, position) => {
      const hit = keyAtLine(model.getValue(), position.lineNumber);
      if (!hit || position.column > hit.end) return null;
      const { profileId, version } = useCatalogStore.getState();
      const profile = getProfile(profileId, version);
      // The buffer's live document (disk form, the one the diagnostics came from); a file not open has none.
      const doc = currentDocument(pathOf(model));
      const field = fields().find((f) => f.key === hit.key);
      const md = hoverMarkdown(field, hit.key, doc?.parsed.data[hit.key], { profileId, listingCap: profile.listing.perEntry, unit: profile.listing.unit, ...(doc ? { fields: doc.parsed.fields } : {}) });
      return { contents: [{ value: md }], range: new monaco.Range(position.lineNumber, hit.start, position.lineNumber, hit.end) };
    },
  });

  languages.registerCodeActionProvider(SKILL_MD, {
    provideCodeActions: (model, _range, context) => {
      const path = pathOf(model);
      const diags = useProblemsStore.getState().byPath[path] ?? [];
      const text = model.getValue();
      const actions: Monaco.languages.CodeAction[] = [];
      for (const marker of context.markers) {
        const d = diags.find((x) => markerMatches(marker, x));
        if (!d) continue;
        for (const fix of quickFixes(text, d, parseContextFor(path), shapeOf(path))) {
          if (!fix.edits.length && !fix.fileOp && !fix.shapeOp && !fix.placeOp) continue;
          actions.push({
            title: fix.title, kind: 'quickfix', diagnostics: [marker], isPreferred: fix.isPreferred ?? actions.length === 0,
            command: fix.fileOp ? { id: RENAME_DIR_COMMAND, title: fix.title, arguments: [path, fix.fileOp.to] }
              : fix.shapeOp ? { id: SET_SHAPE_COMMAND, title: fix.title, arguments: [path, fix.shapeOp] }
                : fix.placeOp ? { id: PLACE_SKILL_COMMAND, title: fix.title, arguments: [path, fix.placeOp.folder, fix.placeOp.target] } : undefined,
            edit: {
              edits: fix.edits.map((e) => ({
                resource: model.uri, versionId: model.getVersionId(),
                textEdit: { range: new monaco.Range(e.range.line, e.range.column, e.range.endLine, e.range.endColumn), text: e.text },
              })),
            },
          });
        }
      }
      return { actions, dispose: () => undefined };
    },
  }, { providedCodeActionKinds: ['quickfix'] });
}
