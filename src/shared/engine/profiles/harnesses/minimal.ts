/** The minimal loader of seed 003: one `.harness-skills/` folder, line-based `description`, a fixed manifest. */
import { defineProfile } from '../define';
import { DISCOVERY_SECTIONS } from '../sections/discovery';
import { INVOCATION_SECTIONS } from '../sections/invocation';
import { LISTING_SECTIONS } from '../sections/listing';
import { FIELD_RULES, PARSE_SECTIONS } from '../sections/parse';

export const minimal = defineProfile({
  id: 'minimal',
  label: 'Minimal loader',
  inSentence: 'the minimal loader',
  imitates: 'seed 003',
  sources: ['../seeds/003 (the minimal loader)'],
  confidence: 'seed',
  settings: 'none',
  skillNameRule: 'file-safe',
  parse: PARSE_SECTIONS['minimal'],
  fields: FIELD_RULES['minimal'],
  discovery: DISCOVERY_SECTIONS['minimal'],
  listing: LISTING_SECTIONS['minimal'],
  invocation: INVOCATION_SECTIONS['minimal'],
});
