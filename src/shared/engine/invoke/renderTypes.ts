/**
 * Shapes shared by the per-path invocation renderers (reference §8–§11).
 */
import type { DeliveredMessage, InvocationRequest, ShellCommand, SkillRecord, Substitution } from '../types';
import type { Profile } from '../profiles/types';
import { originOf, type TextState } from './state';

/** Everything a renderer needs. `body` is the parser's body for the profile; `fileText` the whole file. */
export interface RenderCtx {
  skill: SkillRecord;
  request: InvocationRequest;
  profile: Profile;
  fileText: string;
  body: string;
  /** 0-based UTF-16 offset of `body` in `fileText` (undefined when the body loader cannot say). */
  bodyOffset?: number;
  /** The sub-agent path will be taken (`context: fork` honoured). */
  fork: boolean;
  sessionId: string;
  fileExists?: (path: string) => boolean;
  /** The name the skill was called by, as the lookup used it (trimmed; `/` dropped). */
  calledAs?: string;
  /** A folder's entries (for harnesses that send a skill's file list: Gemini CLI, OpenCode); absent = unknown. */
  listDir?: (path: string) => { name: string; dir: boolean }[] | null;
}

/** What a renderer produces; offsets of `substitutions` and `shellCommands` are in `body`. */
export interface Rendered {
  body: string;
  messages: DeliveredMessage[];
  substitutions: Substitution[];
  shellCommands: ShellCommand[];
  argv: string[];
  named: Record<string, string>;
  appended?: string;
  unavailableVars?: string[];
  tooLarge?: boolean;
  /** Why given arguments were dropped, when they were. */
  argsIgnored?: string;
  /** The fields that make the harness ask the user before running the skill (CC model path, §8.1). */
  asksPermission?: string[];
  /**
   * Where `[start, end)` of `body` comes from in the skill's file (0-based
   * offsets in `fileText`): file text maps exactly, substituted text to its
   * placeholder, inserted text to an empty span. Absent when unknown.
   */
  origin?: (start: number, end: number) => { start: number; end: number };
}

/** `Rendered.origin` for a state that started from the file text at offset `base` (undefined = unknown). */
export function originIn(st: TextState, base: number | undefined): Rendered['origin'] {
  if (base === undefined) return undefined;
  return (start, end) => {
    const o = originOf(st, start, end);
    return { start: o.start + base, end: o.end + base };
  };
}

/** A renderer for one path of one harness. */
export type Renderer = (ctx: RenderCtx) => Rendered;

/** The directory a skill's references resolve against: its dir, else the file's folder. */
export function skillBaseDir(skill: SkillRecord): string {
  if (skill.dir) return skill.dir;
  const i = skill.path.lastIndexOf('/');
  return i > 0 ? skill.path.slice(0, i) : i === 0 ? '/' : '.';
}

/** A delivered message. */
export function msg(role: DeliveredMessage['role'], text: string, hidden: boolean, label: string): DeliveredMessage {
  return { role, text, hidden, label };
}
