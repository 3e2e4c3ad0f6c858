/**
 * The web host's way to ask the user before a folder becomes writable
 * (node/app/writeApprovals.ts). The page cannot prove that a person clicked:
 * anything the page can show or send, a script holding the API can read and
 * send too. So the proof travels through a channel only the person has: the
 * host prints a one-time code in the terminal it runs in, and the person types
 * it into the page. A code is 8 characters from a 32-letter alphabet (40
 * bits), belongs to one folder, lasts 10 minutes and allows 5 tries; after 20
 * wrong codes in a run, codes are refused until the host restarts.
 */
import crypto from 'node:crypto';
import type { ConfirmWrites } from '../node/app/writeApprovals';
import { safeEqual } from './guard';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_MS = 10 * 60_000;
const TRIES_PER_CODE = 5;
const WRONG_PER_RUN = 20;

/** A fresh code, shown as `ABCD-EFGH`. */
function newCode(): string {
  const bytes = crypto.randomBytes(8);
  const c = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `${c.slice(0, 4)}-${c.slice(4)}`;
}

/** What the person typed, normalised (case, spaces and dashes do not matter). */
function normalise(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** How the terminal line names what a code allows (default: saving in a folder). */
export type CodePurpose = (target: string) => string;

const SAVE_PURPOSE: CodePurpose = (dir) => `to allow saving in ${dir}`;

/** The purpose line of a code that allows running a program as Claude Code. */
export const RUN_PURPOSE: CodePurpose = (program) => `to allow running ${program} as your Claude Code`;

/**
 * A ConfirmWrites (or ConfirmRun) for the web host; `print` writes one line to the host's
 * terminal (stderr); `purpose` says what the code allows. Each call makes an independent
 * set of codes and counters.
 */
export function terminalCodes(print: (line: string) => void, now: () => number = Date.now, purpose: CodePurpose = SAVE_PURPOSE): ConfirmWrites {
  let pending: { dir: string; code: string; until: number; tries: number } | null = null;
  let wrong = 0;
  return async (dir, code) => {
    if (wrong >= WRONG_PER_RUN) return { approved: false, message: 'too many wrong codes: restart Skill Studio to try again' };
    if (code === undefined) {
      pending = { dir, code: newCode(), until: now() + CODE_MS, tries: 0 };
      print(`Skill Studio: ${purpose(dir)}, type this code in the page: ${pending.code}`);
      return { approved: false, needsCode: true };
    }
    const p = pending;
    if (!p || p.dir !== dir || now() > p.until) return { approved: false, message: 'no code is waiting for this folder (or it expired): ask again' };
    if (safeEqual(normalise(code), normalise(p.code))) { pending = null; return { approved: true }; }
    wrong++;
    p.tries++;
    if (p.tries >= TRIES_PER_CODE) { pending = null; return { approved: false, message: 'wrong code, and no tries left for it: ask again for a new one' }; }
    return { approved: false, needsCode: true, message: `wrong code (${TRIES_PER_CODE - p.tries} tries left)` };
  };
}
