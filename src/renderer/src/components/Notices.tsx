/** Transient messages (errors, warnings, info) in the bottom-right corner. */
import { useEffect } from 'react';
import { useUiStore } from '../stores/ui';

export default function Notices() {
  const notices = useUiStore((s) => s.notices);
  const dismiss = useUiStore((s) => s.dismiss);
  useEffect(() => {
    const infos = notices.filter((n) => n.level === 'info');
    if (!infos.length) return;
    const t = setTimeout(() => infos.forEach((n) => dismiss(n.id)), 6000);
    return () => clearTimeout(t);
  }, [notices, dismiss]);
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.level}`} role={n.level === 'error' ? 'alert' : 'status'} data-testid="notice">
          <span>{n.message}</span>
          <button type="button" className="icon" aria-label="Dismiss" onClick={() => dismiss(n.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
