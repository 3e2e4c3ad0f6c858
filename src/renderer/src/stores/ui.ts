/**
 * UI store: theme, panels, palette, dialogs, sidebar filter and notices.
 * Nothing here touches the bridge; actions do.
 */
import { create } from 'zustand';
import type { SkillStatus } from '../../../shared/engine';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type RightTab = 'listing' | 'sandbox' | 'explain';

/** A question with buttons; `resolve` gets the chosen button's id (or null when dismissed). */
export interface Prompt {
  title: string;
  message: string;
  buttons: { id: string; label: string; primary?: boolean; danger?: boolean }[];
  /** When set, the prompt shows a text field with this initial value; its value comes back as `input`. */
  input?: { label: string; value: string; validate?: (v: string) => string | null };
  resolve(choice: string | null, input?: string): void;
}

/**
 * A toast. Info and warnings are transient (a watcher hiccup, a read-only
 * note): they go away by themselves at `expiresAt`; errors stay until
 * dismissed. The same message again is counted on the toast already shown
 * (and its time restarts) instead of stacking another one.
 */
export interface Notice { id: number; level: 'info' | 'warning' | 'error'; message: string; count: number; expiresAt: number | null }

/** How long transient toasts stay (ms). */
export const NOTICE_TTL_MS: Record<Notice['level'], number | null> = { info: 6000, warning: 12000, error: null };

export interface UiState {
  theme: ThemeChoice;
  /** Whether the system prefers dark (kept current by a media-query listener). */
  systemDark: boolean;
  sidebarVisible: boolean;
  rightVisible: boolean;
  rightTab: RightTab;
  problemsVisible: boolean;
  paletteOpen: boolean;
  newSkillOpen: boolean;
  prompt: Prompt | null;
  filter: string;
  statusFilter: SkillStatus | 'all';
  notices: Notice[];
  /**
   * Open files whose unsaved text main could not back up (path → why). Shown
   * until a backup of that file succeeds, it is saved, or its tab is closed:
   * such text is lost on a reload, so the user must see it.
   */
  backupFailures: Record<string, string>;
  /**
   * Unsaved buffers main keeps from an earlier session for files outside the
   * open project's roots (not opened; restored when their project is opened).
   */
  strandedBuffers: string[];
  setTheme(t: ThemeChoice): void;
  setSystemDark(d: boolean): void;
  toggle(panel: 'sidebarVisible' | 'rightVisible' | 'problemsVisible'): void;
  setRightTab(t: RightTab): void;
  setPalette(open: boolean): void;
  setNewSkill(open: boolean): void;
  setPrompt(p: Prompt | null): void;
  setFilter(f: string): void;
  setStatusFilter(s: SkillStatus | 'all'): void;
  /** Show a toast (see Notice); `now` is for tests. */
  notify(level: Notice['level'], message: string, now?: number): void;
  dismiss(id: number): void;
  /** Record (message) or clear (null) the backup failure of one file. */
  setBackupFailure(path: string, message: string | null): void;
  setStrandedBuffers(paths: string[]): void;
  /** Drop the transient toasts whose time is up at `now`. */
  expireNotices(now: number): void;
}

let noticeId = 0;

export const useUiStore = create<UiState>((set) => ({
  theme: 'system',
  systemDark: false,
  sidebarVisible: true,
  rightVisible: true,
  rightTab: 'listing',
  problemsVisible: true,
  paletteOpen: false,
  newSkillOpen: false,
  prompt: null,
  filter: '',
  statusFilter: 'all',
  notices: [],
  backupFailures: {},
  strandedBuffers: [],
  setTheme: (theme) => set({ theme }),
  setSystemDark: (systemDark) => set({ systemDark }),
  toggle: (panel) => set((s) => ({ [panel]: !s[panel] }) as Partial<UiState>),
  setRightTab: (rightTab) => set({ rightTab, rightVisible: true }),
  setPalette: (paletteOpen) => set({ paletteOpen }),
  setNewSkill: (newSkillOpen) => set({ newSkillOpen }),
  setPrompt: (prompt) => set({ prompt }),
  setFilter: (filter) => set({ filter }),
  setStatusFilter: (statusFilter) => set({ statusFilter }),
  notify: (level, message, now = Date.now()) => set((s) => {
    const same = s.notices.find((n) => n.level === level && n.message === message);
    const ttl = NOTICE_TTL_MS[level];
    const next: Notice = { id: ++noticeId, level, message, count: (same?.count ?? 0) + 1, expiresAt: ttl === null ? null : now + ttl };
    return { notices: [...s.notices.filter((n) => n !== same).slice(-4), next] };
  }),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
  setBackupFailure: (path, message) => set((s) => {
    if ((s.backupFailures[path] ?? null) === message) return {};
    const backupFailures = { ...s.backupFailures };
    if (message === null) delete backupFailures[path]; else backupFailures[path] = message;
    return { backupFailures };
  }),
  setStrandedBuffers: (strandedBuffers) => set({ strandedBuffers }),
  expireNotices: (now) => set((s) => (s.notices.some((n) => n.expiresAt !== null && n.expiresAt <= now)
    ? { notices: s.notices.filter((n) => n.expiresAt === null || n.expiresAt > now) } : s)),
}));

/** The theme actually shown. */
export function resolvedTheme(s: Pick<UiState, 'theme' | 'systemDark'>): 'light' | 'dark' {
  return s.theme === 'system' ? (s.systemDark ? 'dark' : 'light') : s.theme;
}

/** Ask a question; resolves with the chosen button id (null when dismissed). */
export function ask(p: Omit<Prompt, 'resolve'>): Promise<{ choice: string | null; input?: string }> {
  return new Promise((resolve) => {
    useUiStore.getState().setPrompt({ ...p, resolve: (choice, input) => { useUiStore.getState().setPrompt(null); resolve({ choice, input }); } });
  });
}
