/**
 * The Listing pane's line about Claude Code's bundled skills (issue 13 section 3): the count and
 * where they came from, or that their count and cost are unknown and how to get them.
 */
import { describe, expect, it } from 'vitest';
import { bundledNote } from '../../../src/renderer/src/panes/listing/lib/bundledNote';
import { UNKNOWN_BUNDLED_NOTE } from '../../../src/node/claude/installBundled';

describe('bundledNote', () => {
  it('install and capture: the count and the source, as information', () => {
    expect(bundledNote({ kind: 'install', count: 9, note: 'from the install at /x/cli.js (Claude Code 2.1.112)' }))
      .toEqual({ text: 'Bundled skills: 9 in the listing, from the install at /x/cli.js (Claude Code 2.1.112).', tone: 'info' });
    expect(bundledNote({ kind: 'capture', count: 3, note: 'from the capture of Claude Code 2.1.332' }))
      .toEqual({ text: 'Bundled skills: 3 in the listing, from the capture of Claude Code 2.1.332.', tone: 'info' });
  });

  it('unknown: the one line saying count and cost are unknown and how to get them, as a warning', () => {
    const n = bundledNote({ kind: 'unknown', note: UNKNOWN_BUNDLED_NOTE });
    expect(n?.tone).toBe('warning');
    expect(n?.text).toMatch(/^Claude Code's bundled skills: count and cost unknown/);
    expect(n?.text).toMatch(/Check with my Claude Code/);
    expect(n?.text).toMatch(/claudePath/);
  });

  it('off, and nothing under other profiles', () => {
    expect(bundledNote({ kind: 'off', note: '' })?.text).toBe('Bundled skills: switched off (setting "bundled").');
    expect(bundledNote(undefined)).toBeNull();
  });
});
