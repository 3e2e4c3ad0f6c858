/**
 * Effects of "Check with my Claude Code" (issue 15): ask main where the user's
 * Claude Code is, run a capture of the listing (Listing pane) or of one invocation
 * (Sandbox), follow its progress events, set the Claude Code path, copy the bug
 * report. Main does the work (node/claude/capture.ts); this only calls the bridge
 * and writes the capture store.
 */
import type { ApiInput } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { useCaptureStore, type CaptureOrigin } from '../stores/capture';
import { copyText } from '../panes/listing/lib/download';
import { withTerminalCode } from './approval';

const errText = (e: unknown) => String((e as Error)?.message ?? e);
const store = () => useCaptureStore.getState();

/** Ask main for the user's Claude Code (setting, --claude, PATH, install folders). */
export async function findClaude(): Promise<void> {
  store().set({ finding: true });
  try { store().set({ claude: await bridge.call('claude.find', {}), finding: false }); }
  catch (e) { store().set({ finding: false, error: errText(e) }); }
}

/** Open the panel in a pane (and look for Claude Code the first time). */
export function openCapture(origin: CaptureOrigin): void {
  store().set({ origin, error: null });
  if (!store().claude && !store().finding) void findClaude();
}

/** Close the panel. */
export function closeCapture(): void { store().set({ origin: null }); }

/**
 * Remember a Claude Code path ('' forgets it) and look again. Main runs that program, so
 * the user allows it: Electron asks in a native box; the web host prints a code in its
 * terminal, typed here (the same proof as allowing saves, actions/approval.ts).
 */
export async function setClaudePath(path: string): Promise<void> {
  const program = path.trim();
  try {
    const r = await withTerminalCode((code) => bridge.call('claude.setPath', code === undefined ? { path: program } : { path: program, code }),
      'Run this program as your Claude Code?', `Skill Studio will start ${program} to ask its version and to capture what it sends to the model. To allow it,`,
      { allow: 'Allow running', cancel: 'Cancel' });
    if (r.claude) store().set({ claude: r.claude });
    else if (!r.approved && !r.needsCode) store().set({ error: `${program} was not allowed${r.message ? `: ${r.message}` : ''}` });
  } catch (e) { store().set({ error: errText(e) }); }
}

/** Tick or untick one `!` command for the next capture. */
export function setConsent(command: string, on: boolean): void {
  store().set({ consent: { ...store().consent, [command]: on } });
}

/**
 * Run a capture: the listing alone, or with one invocation. `commands` are the invoked
 * skill's shell commands as the simulation shows them; only the ticked ones are sent.
 */
export async function runCapture(origin: CaptureOrigin, invoke?: ApiInput<'claude.capture'>['invoke'], commands: readonly string[] = []): Promise<void> {
  if (store().running) return;
  const allowShell = commands.filter((c) => store().consent[c]);
  store().set({ origin, running: true, progress: [], error: null, copied: null });
  const off = bridge.on('claude.progress', ({ line }) => store().set({ progress: [...store().progress, line].slice(-200) }));
  try {
    const result = await bridge.call('claude.capture', { ...(invoke ? { invoke } : {}), ...(allowShell.length ? { allowShell } : {}) });
    store().set({ result, running: false });
  } catch (e) {
    store().set({ running: false, error: errText(e) });
  } finally {
    off();
  }
}

/** Put the bug report on the clipboard (the panes' copy helper, with its fallback where the API is refused). */
export async function copyBugReport(): Promise<void> {
  const text = store().result?.bugReport;
  if (!text) return;
  try {
    await copyText(text);
    store().set({ copied: 'clipboard' });
  } catch (e) { store().set({ error: `could not copy the bug report: ${errText(e)}` }); }
}
