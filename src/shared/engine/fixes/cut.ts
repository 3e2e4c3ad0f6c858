/**
 * Where to cut a too-long description: at the last sentence end that fits,
 * else at the last word boundary, else hard (never splitting a code point).
 * Lengths are measured in `unit` (reference §6.2: Claude Code lists in display
 * width, codebot in runes; the spec limit is 1024 characters, §2.2).
 */
import type { LengthUnit } from '../types';
import { measure, prefixWithin } from '../text/measure';

export interface Cut {
  kept: string;
  /** What is removed (leading whitespace dropped). */
  tail: string;
  how: 'sentence' | 'word' | 'hard';
}

const SENTENCE_END = /[.!?。！？](?=\s|$)|[。！？]/g;

/** Cut `s` to at most `max` in `unit`; null when it already fits or `max` < 1. */
export function cutDescription(s: string, max: number, unit: LengthUnit = 'utf16'): Cut | null {
  if (!(max >= 1) || measure(s, unit) <= max) return null;
  const room = prefixWithin(s, max, unit);
  // Probe one character past the room so `(?=\s|$)` sees what really follows.
  const probe = s.slice(0, room.length + 1);
  let best = -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(probe); m; m = SENTENCE_END.exec(probe)) {
    if (m.index + m[0].length <= room.length) best = m.index + m[0].length;
  }
  if (best > 0) return { kept: s.slice(0, best).trimEnd(), tail: s.slice(best).trimStart(), how: 'sentence' };
  // The last white space of the room (a loop: no regex anchored at the end).
  let ws = room.length - 1;
  while (ws >= 0 && !/\s/.test(room[ws])) ws--;
  if (room.trim() && /\s/.test(s[room.length] ?? ' ')) {
    return { kept: room.trimEnd(), tail: s.slice(room.length).trimStart(), how: 'word' };
  }
  if (ws > 0) return { kept: room.slice(0, ws).trimEnd(), tail: s.slice(ws).trimStart(), how: 'word' };
  return room ? { kept: room, tail: s.slice(room.length), how: 'hard' } : null;
}
