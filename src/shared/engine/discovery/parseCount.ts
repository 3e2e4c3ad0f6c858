/**
 * A counter of the parses discovery makes, so a test can prove that
 * `updateSkillText` re-parses only the edited file (one keystroke = one parse).
 * Module state, but only a number and the last paths: harmless in production.
 */

let count = 0;
let recent: string[] = [];

/** Number of `parseSkillText` calls made by discovery since the last reset. */
export function parseCount(): number {
  return count;
}

/** Paths parsed since the last reset (at most the last 100). */
export function parsedPaths(): string[] {
  return recent.slice(-100);
}

/** Reset the counter (tests). */
export function resetParseCount(): void {
  count = 0;
  recent = [];
}

/** Record one parse of `path` (a cold scan makes thousands: keep it O(1)). */
export function noteParse(path: string): void {
  count++;
  recent.push(path);
  if (recent.length >= 200) recent = recent.slice(-100);
}
