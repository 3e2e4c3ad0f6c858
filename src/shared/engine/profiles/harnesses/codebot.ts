/** codebot, the Go harness, first generation (CB1), as seed 000 describes it: 4,000-byte listing, usage-weighted order. */
import { defineProfile } from '../define';
import { DISCOVERY_SECTIONS } from '../sections/discovery';
import { INVOCATION_SECTIONS } from '../sections/invocation';
import { LISTING_SECTIONS } from '../sections/listing';
import { FIELD_RULES, PARSE_SECTIONS } from '../sections/parse';

export const codebot = defineProfile({
  id: 'codebot',
  label: 'codebot',
  inSentence: 'codebot',
  imitates: 'CB1 (seed 000)',
  sources: ['../seeds/000 (codebot skills package)', 'skill-semantics.md (CB1)'],
  confidence: 'seed',
  settings: 'none',
  skillNameRule: 'file-safe',
  parse: PARSE_SECTIONS['codebot'],
  fields: FIELD_RULES['codebot'],
  discovery: DISCOVERY_SECTIONS['codebot'],
  listing: LISTING_SECTIONS['codebot'],
  invocation: INVOCATION_SECTIONS['codebot'],
});
