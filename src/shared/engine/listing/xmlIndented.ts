/**
 * `format: 'xml-indented'`: an `<available_skills>` block with each `<skill>`
 * indented two spaces and its `<name>`, `<description>`, `<location>` four,
 * values written raw (no escaping), after the profile's `frame.before` lines.
 * Gemini CLI snippets.ts:314-333 `renderAgentSkills` (measured 0.61.0:
 * `# Available Agent Skills`, blank, one sentence, blank, block) and OpenCode
 * skill/index.ts `fmt` (measured 1.18.33: two sentences, then the block, the
 * location a plain path). Nothing is sent when no skill is listed; no budget.
 */
import type { ListingEntry } from '../types';
import type { ListingFrameLine } from '../profiles/types';
import { measure } from '../text/measure';
import { entry, type FormatRenderer } from './entry';
import { proseMarker } from './codex';

/** A frame line as sent: fixed text as is, harness prose as its marker. */
export const frameText = (l: ListingFrameLine): string => (typeof l === 'string' ? l : proseMarker(l.prose));

/** pi skills.js `escapeXml`: `&`, `<`, `>`, `"`, `'`. */
export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export const renderXmlIndented: FormatRenderer = (skills, profile) => {
  const v = profile.listing.escapeXml ? escapeXml : (s: string) => s;
  const blocks = skills.map((s) =>
    ['  <skill>', `    <name>${v(s.name)}</name>`, `    <description>${v(s.description)}</description>`, `    <location>${v(s.path)}</location>`, '  </skill>'].join('\n'));
  const before = (profile.listing.frame?.before ?? []).map(frameText);
  const text = skills.length ? [...before, '<available_skills>', ...blocks, '</available_skills>'].join('\n') : '';
  const entries: ListingEntry[] = skills.map((s, i) => entry(s, s.name, 'full', blocks[i], blocks[i], '', measure(blocks[i], 'utf16') + 1));
  return { text, budget: 0, used: measure(text, 'utf16'), entries, budgetSource: 'no budget', mode: 'fits', diagnostics: [] };
};
