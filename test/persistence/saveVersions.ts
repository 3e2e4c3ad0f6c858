/** Self-checking SKILL.md versions for saveKill.test.ts: version `gen` is fully determined by `gen` (~1 MB, so a save takes a while). */
const LINE = 'filler line of a large skill body, long enough to take a moment to write\n';

/** The exact text of version `gen`. */
export function version(gen: number): string {
  return `---\nname: big\ndescription: version ${gen}\n---\n${`v${gen} ${LINE}`.repeat(13_000)}END ${gen}\n`;
}

/** The generation `text` is a complete version of, or null when it is torn, mixed or foreign. */
export function generationOf(text: string): number | null {
  const m = /^---\nname: big\ndescription: version (\d+)\n/.exec(text);
  if (!m) return null;
  const gen = Number(m[1]);
  return text === version(gen) ? gen : null;
}
