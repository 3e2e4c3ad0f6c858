/**
 * A bar under the top bar while the open project is read-only (a folder the
 * user has not allowed saving in yet): the state stays visible with its way
 * out, not only as a toast that goes away (issue 16, fresh-user findings).
 */
import { allowWritesHere } from '../actions/approval';
import { useCatalogStore } from '../stores/catalog';

export default function ReadOnlyProjectBar() {
  const dir = useCatalogStore((s) => {
    const snap = s.snapshot;
    return snap && snap.unapprovedFolders.includes(snap.roots.project) ? snap.roots.project : null;
  });
  if (!dir) return null;
  return (
    <div className="conflict-bar project-readonly-bar" role="status" data-testid="project-readonly-bar">
      <span>This project is open read-only: Skill Studio saves only in folders you allowed. {dir}</span>
      <button type="button" className="primary" data-testid="project-allow-saving" onClick={() => void allowWritesHere()}>Allow saving…</button>
    </div>
  );
}
