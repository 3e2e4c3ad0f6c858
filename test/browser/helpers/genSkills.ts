/**
 * A generated project of `count` folder skills under `.claude/skills`
 * (`skill-00000` …), each with a description long enough that the listing
 * budget reduces most of them to their name. Used by the large-catalog browser
 * test and by `scripts/bench/ui.mjs` (which has its own copy in plain JS).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const TOPICS = ['deploy', 'review', 'lint', 'migrate', 'notes', 'triage', 'release', 'audit', 'profile', 'refactor'];

/** The id of generated skill `i`. */
export const genId = (i: number): string => `skill-${String(i).padStart(5, '0')}`;

/** Write the project; returns its folder (a realpath temp folder unless `dir` is given). */
export function generateProject(count: number, dir?: string): string {
  const project = dir ?? fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-studio-gen-')));
  const root = path.join(project, '.claude/skills');
  for (let i = 0; i < count; i++) {
    const id = genId(i);
    const topic = TOPICS[i % TOPICS.length]!;
    fs.mkdirSync(path.join(root, id), { recursive: true });
    fs.writeFileSync(path.join(root, id, 'SKILL.md'),
      `---\nname: ${id}\ndescription: Helps ${topic} things number ${i}; use when the user asks to ${topic} a module, a service or a document in this repository.\n---\n# ${id}\n\nDo the ${topic}.\n`);
  }
  return project;
}
