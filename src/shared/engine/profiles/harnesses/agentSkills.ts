/** The open Agent Skills spec, validated the way its reference implementation (ASref) does; listing as `<available_skills>` XML. */
import { defineProfile } from '../define';
import { DISCOVERY_SECTIONS } from '../sections/discovery';
import { INVOCATION_SECTIONS } from '../sections/invocation';
import { LISTING_SECTIONS } from '../sections/listing';
import { FIELD_RULES, PARSE_SECTIONS } from '../sections/parse';

export const agentSkills = defineProfile({
  id: 'agent-skills',
  label: 'Agent Skills spec',
  inSentence: 'the Agent Skills spec',
  imitates: 'AS / ASref',
  sources: ['skill-semantics.md (AS: the open Agent Skills spec; ASref: its reference validator and to-prompt)'],
  confidence: 'source',
  settings: 'none',
  skillNameRule: 'unicode-kebab',
  parse: PARSE_SECTIONS['agent-skills'],
  fields: FIELD_RULES['agent-skills'],
  discovery: DISCOVERY_SECTIONS['agent-skills'],
  listing: LISTING_SECTIONS['agent-skills'],
  invocation: INVOCATION_SECTIONS['agent-skills'],
});
