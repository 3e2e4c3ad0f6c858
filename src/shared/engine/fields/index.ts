/**
 * Field tables per profile, validation and JSON Schema export (reference
 * §2.1, §2.2). The public face of `engine/fields`.
 */
export type { FieldSpec, FieldType } from './types';
export { fieldTable, profileInSentence } from './table';
export { validateFields, ASREF_ALLOWED } from './validate';
export { profileJsonSchema, profileZodSchema } from './schema';
export { normalizeFields, argumentNames, pathPatterns, splitOutside, type FieldIssue } from './normalize';
export { FIELD_DEFS, KNOWN_TOOLS, EFFORT_VALUES, fieldDef } from './defs';
