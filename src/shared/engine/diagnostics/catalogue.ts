/**
 * The diagnostic catalogue: every code's default severity and the function
 * that renders its message from `data` (messages are rendered, never parsed;
 * house style §8). Each engine module keeps its own codes in `codes/<module>.ts`.
 */
import type { Diagnostic, Range, Severity } from '../types';
import { PARSE_CODES } from './codes/parse';
import { FIELD_CODES } from './codes/fields';
import { DISCOVERY_CODES } from './codes/discovery';
import { LISTING_CODES } from './codes/listing';
import { INVOKE_CODES } from './codes/invoke';
import { BODY_CODES } from './codes/body';
import { GENERAL_CODES } from './codes/general';
import { HARNESS_CODES } from './codes/harness';

/** How one code is reported. `message` gets the diagnostic's `data`. */
export interface CodeSpec {
  severity: Severity;
  /** One-line title for docs and the Problems list. */
  title: string;
  message: (data: Record<string, any>) => string;
}

export type CodeTable = Record<string, CodeSpec>;

const CATALOGUE: CodeTable = {
  ...PARSE_CODES, ...FIELD_CODES, ...DISCOVERY_CODES, ...LISTING_CODES, ...INVOKE_CODES, ...BODY_CODES, ...GENERAL_CODES,
  ...HARNESS_CODES,
};

/** The spec of `code`, or undefined for an unknown code. */
export function codeSpec(code: string): CodeSpec | undefined {
  return CATALOGUE[code];
}

/** Every known code (for docs and tests). */
export function allCodes(): string[] {
  return Object.keys(CATALOGUE);
}

/**
 * Build a diagnostic for `code` at `range`, rendering the message from `data`.
 * An unknown code still yields a diagnostic (severity `warning`, message = code)
 * so a missing catalogue entry never crashes a scan; a unit test checks that
 * every code the engine emits is in the catalogue.
 */
export function makeDiagnostic(code: string, range: Range, data: Record<string, unknown> = {}, severity?: Severity): Diagnostic {
  const spec = CATALOGUE[code];
  let message = code;
  if (spec) {
    try { message = spec.message(data as Record<string, any>); } catch { message = spec.title; }
  }
  const d: Diagnostic = { code, severity: severity ?? spec?.severity ?? 'warning', message, range };
  if (Object.keys(data).length) d.data = data;
  return d;
}
