/**
 * How Claude Code hands the listing to the model, as measured from its requests
 * (`npm run conformance`; src/node/claude/extract.ts reads the same shapes):
 *
 * - 2.1.112 (`cc-system-reminder`): a text block `<system-reminder>\n{listing}\n</system-reminder>\n`
 *   in the first user message; a delta after a `paths` activation is appended, in a
 *   `<system-reminder>`, to the tool result of the Read that activated it.
 * - 2.1.332 (`cc-system-message`): a `role: "system"` entry of `messages` holding the listing,
 *   followed by a `\n\nToday's date is …` line; a delta is a new system message with the
 *   header and the added entries.
 */
import type { ListingSection } from '../profiles/types';
import type { ListingEntry } from '../types';
import { CC_HEADER } from './cc';

/** Where and how the listing reaches the model. `wrapped` is the exact block when the engine knows all of it. */
export interface ListingDelivery {
  kind: 'system-reminder' | 'system-message';
  where: string;
  /** The text block exactly as sent (2.1.112), or null where the message holds more than the listing (2.1.332). */
  wrapped: string | null;
  /** What follows the listing in the same message, when something does. */
  after: string | null;
  /** How the listing changes after activation (a `paths` skill becomes active). */
  deltas: string;
}

/** The delivery of `text` under `section` (null for harnesses whose delivery was not measured). */
export function listingDelivery(text: string, section: ListingSection): ListingDelivery | null {
  if (section.delivery === 'cc-system-reminder') {
    return {
      kind: 'system-reminder', where: 'a text block of the first user message',
      wrapped: text ? `<system-reminder>\n${text}\n</system-reminder>\n` : null, after: null,
      deltas: 'after a Read activates a paths skill: the header and the added entries, in a <system-reminder> appended to that Read\'s tool result',
    };
  }
  if (section.delivery === 'cc-system-message') {
    return {
      kind: 'system-message', where: 'a role "system" entry of messages, before the first user message',
      wrapped: null, after: "\n\nToday's date is …",
      deltas: 'after a Read activates a paths skill: a new role "system" message with the header and the added entries',
    };
  }
  return null;
}

/** The parts of a listing entry a delta reads (`ListingEntry`, or the CLI's JSON of it). */
export type DeltaEntry = Pick<ListingEntry, 'id' | 'text'> & { fate: string };

/** What one activation adds to the listing (Claude Code: a delta message, measured). */
export interface ListingDelta<E extends DeltaEntry = ListingEntry> {
  /** Entries listed after the activation that were not before, in the listing's order. */
  added: E[];
  /** The delta as the engine writes it: the header, a blank line, the added entries one a line; null when nothing is added. */
  text: string | null;
}

/**
 * The delta between the listing before and after a `paths` activation (a Read of a
 * matching file): the entries the second listing has and the first does not, under
 * Claude Code's header. Measured with `npm run conformance` (the suite compares this
 * with the delta Claude Code sent, `listing [after Read FILE]` checks): 2.1.112 appends
 * it to the Read's tool result in a `<system-reminder>`, 2.1.332 sends a system message.
 */
export function listingDelta<E extends DeltaEntry>(before: { entries: readonly E[] }, after: { entries: readonly E[] }): ListingDelta<E> {
  const had = new Set(before.entries.filter((e) => e.fate !== 'omitted').map((e) => e.id));
  const added = after.entries.filter((e) => e.fate !== 'omitted' && !had.has(e.id));
  return { added, text: added.length ? `${CC_HEADER}\n\n${added.map((e) => e.text).join('\n')}` : null };
}
