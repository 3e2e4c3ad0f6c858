/**
 * Which files of a skill folder stay out of an archive, and which ones stop
 * packing. gitignore patterns (the `ignore` package) so the rules read like a
 * `.gitignore`; the lists and why each entry is there are in docs/packaging.md
 * ("What pack leaves out" / "Secrets").
 */
import ignore from 'ignore';

/** Why a file was left out. */
export type ExcludeReason = 'vcs' | 'backup' | 'temp' | 'os-junk';

/** Left out silently (reported in the pack report). Grouped by reason. */
const LEFT_OUT: Record<ExcludeReason, string[]> = {
  vcs: ['.git/', '.git', '.hg/', '.svn/', '.gitmodules'],
  // Vim swap files, Emacs backups and lock files, generic backups, merge leftovers.
  backup: ['*~', '*.swp', '*.swo', '*.swn', '.#*', '#*#', '*.bak', '*.orig', '*.rej'],
  // Temporary files, Skill Studio's own atomic-write temps, Python caches.
  temp: ['*.tmp', '*.temp', '*.skill-studio-tmp*', '.skill-studio-tmp*', '__pycache__/', '*.pyc'],
  'os-junk': ['.DS_Store', 'Thumbs.db', 'desktop.ini', '._*'],
};

/**
 * Files that look like secrets: packing refuses the whole archive, since the
 * author may not know the file is there. Example files (`.env.example`) are
 * allowed: they are meant to be shared.
 */
const SECRETS: Array<[string[], string]> = [
  [['.env', '.env.*', '!.env.example', '!.env.sample', '!.env.template', '!.env.dist'], 'environment file'],
  [['*.pem', '*.key', '*.p12', '*.pfx', '*.jks', '*.keystore'], 'private key or certificate store'],
  [['id_rsa', 'id_dsa', 'id_ecdsa', 'id_ed25519'], 'SSH private key'],
  [['.npmrc', '.pypirc', '.netrc', '.git-credentials'], 'credentials file'],
  [['credentials.json', 'service-account*.json', '*.secret', 'secrets.*'], 'credentials file'],
];

const leftOutMatchers = (Object.keys(LEFT_OUT) as ExcludeReason[]).map((r) => [r, ignore().add(LEFT_OUT[r])] as const);
const secretMatchers = SECRETS.map(([p, why]) => [ignore().add(p), why] as const);

/** Why `rel` (a '/'-separated path inside the skill folder; folders end with '/') is left out, or null. */
export function excludeReason(rel: string): ExcludeReason | null {
  for (const [reason, m] of leftOutMatchers) if (m.ignores(rel)) return reason;
  return null;
}

/** Why `rel` looks like a secret, or null. */
export function secretReason(rel: string): string | null {
  for (const [m, why] of secretMatchers) if (m.ignores(rel)) return why;
  return null;
}

/** Extensions of archives: the claude.ai upload refuses a zip that holds one. */
export const ARCHIVE_EXTENSIONS = ['.zip', '.skill', '.tar', '.tgz', '.gz', '.bz2', '.xz', '.7z', '.rar', '.jar'];
