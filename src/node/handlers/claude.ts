/**
 * "Check with my Claude Code" (issue 15): find the user's Claude Code and capture
 * what it really sends for the open project (node/claude/capture.ts). One capture
 * runs at a time; its progress lines go out as `claude.progress` events. After a
 * capture the catalog is scanned again, so the built-in entries it kept in the app
 * data folder feed the claude-code listing's budget.
 */
import type { ClaudeFindResult } from '../../shared/ipc/contract';
import type { AppContext } from '../app/context';
import { ApiError } from '../app/errors';
import { captureClaude, CaptureError } from '../claude/capture';
import { findClaudeCode, type FoundClaude, type MissingClaude } from '../claude/findClaude';
import type { HandlerTable } from './index';

/** The handlers `claude.find` and `claude.capture`. */
export function claudeHandlers(ctx: AppContext): Pick<HandlerTable, 'claude.find' | 'claude.capture'> {
  let running = false;
  const find = (): Promise<FoundClaude | MissingClaude> => findClaudeCode({ explicit: ctx.stores.settings.get().claudePath ?? ctx.claudePath });
  const view = (f: FoundClaude | MissingClaude): ClaudeFindResult => (f.found
    ? { found: true, path: f.path, version: f.version, source: f.source }
    : { found: false, searched: f.searched, help: f.help });
  return {
    'claude.find': async () => view(await find()),
    'claude.capture': async ({ invoke, allowShell, model }) => {
      if (running) throw new ApiError('capture-busy', 'a capture is already running; wait for it to finish', 409);
      running = true;
      try {
        const found = await find();
        if (!found.found) throw new ApiError('claude-not-found', `${found.help} Looked at: ${found.searched.map((s) => `${s.path} (${s.why})`).join('; ')}`, 404);
        const roots = ctx.service.roots;
        const say = (line: string) => ctx.events.emit('claude.progress', { line, at: Date.now() });
        const result = await captureClaude({
          project: roots.project, home: roots.home, claude: found, model, invoke, allowShell, dataDir: ctx.dataDir, onProgress: say,
        });
        if (result.bundledStored) await ctx.service.rescan();
        return result;
      } catch (e) {
        if (e instanceof CaptureError) throw new ApiError(`capture-${e.failure}`, e.message, 502);
        throw e;
      } finally {
        running = false;
      }
    },
  };
}
