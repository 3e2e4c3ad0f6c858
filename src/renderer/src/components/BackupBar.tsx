/**
 * The backup bar above the tabs: every open file whose unsaved text main could
 * not back up (it would be lost on a reload), with why, Save and Retry; and
 * unsaved buffers main keeps for another project. It stays until the cause is
 * gone (a backup succeeds, the file is saved or closed), never a toast that
 * fades.
 */
import { retryBackup } from '../actions/buffers';
import { saveFile } from '../actions/files';
import { useUiStore } from '../stores/ui';
import { tabLabel } from '../utils/paths';

export default function BackupBar() {
  const failures = useUiStore((s) => s.backupFailures);
  const stranded = useUiStore((s) => s.strandedBuffers);
  const rows = Object.entries(failures);
  if (!rows.length && !stranded.length) return null;
  return (
    <div className="backup-bar" role="alert" data-testid="backup-bar">
      {rows.map(([path, why]) => (
        <div key={path} className="backup-row" data-testid="backup-failure" data-path={path}>
          <span>
            <b>Not backed up: {tabLabel(path)}</b> <span className="backup-path">{path}</span>. {why.replace(/\.$/, '')}.
            {' '}Your unsaved changes are only in this window and are lost if it reloads or closes: save the file to keep them.
          </span>
          <button type="button" data-testid="backup-save" onClick={() => void saveFile(path)}>Save</button>
          <button type="button" data-testid="backup-retry" onClick={() => retryBackup(path)}>Retry backup</button>
        </div>
      ))}
      {stranded.length > 0 && (
        <div className="backup-row" data-testid="backup-stranded">
          <span>
            Unsaved changes to {stranded.length === 1 ? 'a file' : `${stranded.length} files`} outside this project are kept from an earlier session:
            {' '}{stranded.join(', ')}. Open their project to get them back.
          </span>
        </div>
      )}
    </div>
  );
}
