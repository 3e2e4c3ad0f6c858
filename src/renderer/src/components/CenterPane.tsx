/** Center column: the backup bar, tabs, the conflict bar, the editor (or the disk/buffer diff), the Problems list. */
import { useActiveTabMeta, useEditorStore } from '../stores/editor';
import BackupBar from './BackupBar';
import ConflictBar from './ConflictBar';
import DiffView from './DiffView';
import EditorHost from './EditorHost';
import ProblemsPanel from './ProblemsPanel';
import TabBar from './TabBar';
import HarnessesView from '../panes/harnesses/HarnessesView';
import { useHarnessesStore } from '../stores/harnesses';
import ReadOnlyProjectBar from './ReadOnlyProjectBar';
import Splitter from './Splitter';
import { useUiStore } from '../stores/ui';
import { PANE_LIMITS, useLayoutStore } from '../stores/layout';
import { resizePane, saveLayout } from '../actions/layout';
import { convertToUtf8 } from '../actions/convertUtf8';

export default function CenterPane() {
  const tab = useActiveTabMeta();
  const comparePath = useEditorStore((s) => s.comparePath);
  const problems = useUiStore((s) => s.problemsVisible);
  const problemsHeight = useLayoutStore((s) => s.sizes.problems);
  const compare = tab && comparePath === tab.path && tab.conflict ? tab : null;
  const harnesses = useHarnessesStore((s) => s.open);
  return (
    <main className="center" aria-label="Editor">
      <ReadOnlyProjectBar />
      <BackupBar />
      <TabBar />
      <ConflictBar />
      {tab?.readOnlyReason && (
        <div className="conflict-bar" role="status" data-testid="readonly-bar">
          <span>Read-only: {tab.readOnlyReason}</span>
          {/* UTF-16 is the one read-only case with a way out here: rewrite the file as UTF-8. */}
          {tab.utf16 && <button type="button" data-testid="convert-utf8" onClick={() => void convertToUtf8(tab.path)}>Convert to UTF-8</button>}
        </div>
      )}
      <div className="editor-stack">
        <EditorHost />
        {compare && <div className="diff-overlay"><DiffView path={compare.path} diskText={compare.conflict!.diskText} /></div>}
        {/* Over the editor, which stays mounted (its models and cursor survive). */}
        {harnesses && <HarnessesView />}
      </div>
      {problems && (
        <Splitter orientation="horizontal" value={problemsHeight} min={PANE_LIMITS.problems.min} max={PANE_LIMITS.problems.max} defaultValue={PANE_LIMITS.problems.default}
          direction={-1} label="Resize Problems" testId="splitter-problems" onResize={(px) => resizePane('problems', px)} onCommit={saveLayout} />
      )}
      <ProblemsPanel />
    </main>
  );
}
