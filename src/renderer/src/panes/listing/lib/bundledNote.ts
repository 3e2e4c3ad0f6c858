/**
 * The Listing pane's line about Claude Code's bundled skills (issue 13 §3): how many the
 * listing holds and where they came from (the user's install, a capture), or that their
 * count and cost are unknown and how to get them. Main decides the source
 * (node/claude/installBundled.ts) and sends it with the snapshot.
 */
import type { BundledSourceInfo } from '../../../../../shared/ipc/contract';

/** The line and its tone, or null when there is nothing to say (another profile, no source). */
export function bundledNote(source: BundledSourceInfo | undefined): { text: string; tone: 'info' | 'warning' } | null {
  if (!source) return null;
  switch (source.kind) {
    case 'install':
    case 'capture': {
      const n = source.count ?? 0;
      return { text: `Bundled skills: ${n} in the listing, ${source.note}.`, tone: 'info' };
    }
    case 'off': return { text: 'Bundled skills: switched off (setting "bundled").', tone: 'info' };
    default: return { text: source.note, tone: 'warning' };
  }
}
