/** Toasts (errors, warnings, info) in the bottom-right corner; transient ones go away by themselves (ui store). */
import { useEffect } from 'react';
import { useUiStore } from '../stores/ui';

export default function Notices() {
  const notices = useUiStore((s) => s.notices);
  const dismiss = useUiStore((s) => s.dismiss);
  const expire = useUiStore((s) => s.expireNotices);
  useEffect(() => {
    const next = Math.min(...notices.map((n) => n.expiresAt ?? Infinity));
    if (next === Infinity) return;
    const t = setTimeout(() => expire(Date.now()), Math.max(0, next - Date.now()) + 20);
    return () => clearTimeout(t);
  }, [notices, expire]);
  return (
    <div className="notices" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`notice ${n.level}`} role={n.level === 'error' ? 'alert' : 'status'} data-testid="notice" data-level={n.level}>
          <span>{n.message}{n.count > 1 && <span className="notice-count" data-testid="notice-count"> ×{n.count}</span>}</span>
          <button type="button" className="icon" aria-label="Dismiss" onClick={() => dismiss(n.id)}>×</button>
        </div>
      ))}
    </div>
  );
}
