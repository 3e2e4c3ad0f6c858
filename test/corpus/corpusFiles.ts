/**
 * The shared corpus of public SKILL.md files (../shared/corpus, or
 * $SKILLS_CORPUS): MANIFEST.tsv names each repository and where it keeps its
 * skills; files live under `<owner>__<repo>/<path>`.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folder of the corpus. */
export function corpusDir(): string {
  return path.resolve(process.env.SKILLS_CORPUS ?? path.join(__dirname, '../../../shared/corpus'));
}

/** One SKILL.md of the corpus. */
export interface CorpusSkill {
  repo: string;
  /** Path inside the repository. */
  repoPath: string;
  /** Absolute path in the corpus folder. */
  file: string;
  /** The folder name that holds it (the skill's directory name). */
  dirName: string;
  notes: string;
}

/** Every SKILL.md row of MANIFEST.tsv whose file is present. */
export function corpusSkills(): CorpusSkill[] {
  const dir = corpusDir();
  const rows = fs.readFileSync(path.join(dir, 'MANIFEST.tsv'), 'utf8').split('\n').slice(1).filter(Boolean);
  const out: CorpusSkill[] = [];
  for (const row of rows) {
    const [repo, , repoPath, , , notes = ''] = row.split('\t');
    if (!repoPath || path.posix.basename(repoPath) !== 'SKILL.md') continue;
    const file = path.join(dir, repo.replace('/', '__'), repoPath);
    out.push({ repo, repoPath, file, dirName: path.posix.basename(path.posix.dirname(repoPath)), notes });
  }
  return out;
}

/** Every file named SKILL.md on disk under the corpus folder (to cross-check the manifest). */
export function skillFilesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && e.name === 'SKILL.md') out.push(p);
    }
  };
  walk(corpusDir());
  return out.sort();
}

/** The frontmatter `name:` value, read with a regex (only to keep same-named skills in separate scans). */
export function roughName(text: string): string | null {
  const m = /^name:\s*['"]?([^'"\r\n]+?)['"]?\s*$/m.exec(text.slice(0, 4000));
  return m ? m[1] : null;
}

/**
 * Split skills into batches in which no folder name and no rough frontmatter
 * name repeats, so every batch can share one skills root without collisions.
 */
export function batches(skills: CorpusSkill[]): CorpusSkill[][] {
  const out: { items: CorpusSkill[]; keys: Set<string> }[] = [];
  for (const s of skills) {
    const name = roughName(fs.readFileSync(s.file, 'utf8'));
    const keys = [`d:${s.dirName}`, ...(name ? [`n:${name}`, `d:${name}`] : [])];
    let b = out.find((x) => keys.every((k) => !x.keys.has(k)));
    if (!b) { b = { items: [], keys: new Set() }; out.push(b); }
    b.items.push(s);
    for (const k of keys) b.keys.add(k);
  }
  return out.map((b) => b.items);
}
