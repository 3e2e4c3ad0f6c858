/** OpenHarness (OH) as seed 004 describes it: later registration wins, fallback chain, multi-key registry. */
import { defineProfile } from '../define';
import { DISCOVERY_SECTIONS } from '../sections/discovery';
import { INVOCATION_SECTIONS } from '../sections/invocation';
import { LISTING_SECTIONS } from '../sections/listing';
import { FIELD_RULES, PARSE_SECTIONS } from '../sections/parse';

export const openharness = defineProfile({
  id: 'openharness',
  label: 'OpenHarness',
  inSentence: 'OpenHarness',
  imitates: 'OH (seed 004)',
  sources: ['../seeds/004 (OpenHarness skills subsystem)', 'skill-semantics.md (OH)'],
  confidence: 'seed',
  settings: 'none',
  skillNameRule: 'file-safe',
  parse: PARSE_SECTIONS['openharness'],
  fields: FIELD_RULES['openharness'],
  discovery: DISCOVERY_SECTIONS['openharness'],
  listing: LISTING_SECTIONS['openharness'],
  invocation: INVOCATION_SECTIONS['openharness'],
});
