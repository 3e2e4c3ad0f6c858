/**
 * "Check with my Claude Code" (issue 15): find the user's Claude Code and capture
 * what it really sends for the open project (node/claude/capture.ts). One capture
 * runs at a time; its progress lines go out as `claude.progress` events. After a
 * capture the catalog is scanned again, so the built-in entries it kept in the app
 * data folder feed the claude-code listing's budget.
 *
 * Main runs the program it finds, so which program that is stays the user's choice:
 * `--claude PATH` at start, PATH and the install folders, or a path the user allowed
 * through claude.setPath (Electron's native box or the web host's terminal code). A
 * program inside a folder approved for writing is never run.
 */
import fs from 'node:fs';
import nodePath from 'node:path';
import type { ClaudeFindResult } from '../../shared/ipc/contract';
import type { AppContext } from '../app/context';
import { ApiError } from '../app/errors';
import { captureClaude, CaptureError } from '../claude/capture';
import { findClaudeCode, type FoundClaude, type MissingClaude } from '../claude/findClaude';
import type { HandlerTable } from './index';

/** The handlers `claude.find` and `claude.capture`. */
export function claudeHandlers(ctx: AppContext): Pick<HandlerTable, 'claude.find' | 'claude.setPath' | 'claude.capture'> {
  let running = false;
  /**
   * The program main would run, and why it may not. A remembered path was allowed by the
   * user (claude.setPath), but a folder approved for writing since then could now hold it:
   * main never runs a program from a folder a page can write to.
   */
  const unsafe = (program: string): string | undefined => {
    const holder = ctx.approvals.holderOf(fs.existsSync(program) ? fs.realpathSync(program) : program) ?? ctx.approvals.holderOf(program);
    return holder ? `${program} is inside ${holder}, a folder Skill Studio may write in: Skill Studio does not run programs from there (point it at your installed Claude Code, or start with --claude PATH)` : undefined;
  };
  const find = async (): Promise<FoundClaude | MissingClaude> => {
    const remembered = ctx.stores.settings.get().claudePath;
    if (remembered) {
      const why = unsafe(remembered);
      if (why) return { found: false, searched: [{ path: remembered, why }], help: 'Choose another Claude Code ("Use this Claude Code") or forget this one.' };
    }
    return findClaudeCode({ explicit: remembered ?? ctx.claudePath });
  };
  const view = (f: FoundClaude | MissingClaude): ClaudeFindResult => (f.found
    ? { found: true, path: f.path, version: f.version, source: f.source }
    : { found: false, searched: f.searched, help: f.help });
  return {
    'claude.find': async () => view(await find()),
    'claude.setPath': async ({ path: program, code }) => {
      if (program === '') {
        await ctx.stores.settings.update((s) => { const { claudePath: _, ...rest } = s; return rest; });
        return { approved: true, claude: view(await find()) };
      }
      const resolved = nodePath.resolve(program);
      const why = unsafe(resolved);
      if (why) throw new ApiError('claude-path-unsafe', why, 403);
      if (ctx.stores.settings.get().claudePath !== resolved) {
        const answer = await ctx.confirmRun(resolved, code);
        if (!answer.approved) return answer;
      }
      await ctx.stores.settings.update((s) => ({ ...s, claudePath: resolved }));
      return { approved: true, claude: view(await find()) };
    },
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
        if (result.bundledStored) { ctx.forgetBundled(); await ctx.service.rescan(); }
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
