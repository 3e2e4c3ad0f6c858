/**
 * Typed push-event bus shared by the services. Electron forwards it with
 * `webContents.send`, the web host over its WebSocket (house style §12).
 */
import type { ApiEventName, ApiEvents, AppNotice } from '../../shared/ipc/contract';

export type EventListener = <E extends ApiEventName>(event: E, payload: ApiEvents[E]) => void;

/** A minimal typed event bus; listeners that throw never break the emitter. */
export class EventBus {
  private listeners = new Set<EventListener>();
  /** Notices kept for `app.info` so a renderer that loads later still sees them. */
  readonly notices: AppNotice[] = [];

  /** Subscribe to every event; returns the unsubscribe function. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }

  /** Deliver one event to every listener. */
  emit<E extends ApiEventName>(event: E, payload: ApiEvents[E]): void {
    for (const l of this.listeners) {
      try { l(event, payload); } catch (e) { console.error(`event listener failed for ${event}:`, e); }
    }
  }

  /** Record and push a user-facing notice (also printed to stderr for the web host's terminal). */
  notice(level: AppNotice['level'], message: string): void {
    const n: AppNotice = { level, message, at: Date.now() };
    this.notices.push(n);
    if (this.notices.length > 100) this.notices.shift();
    console.error(`[skill-studio] ${level}: ${message}`);
    this.emit('app.notice', n);
  }
}
