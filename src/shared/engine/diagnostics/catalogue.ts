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

const CATALOGUE = {
  ...PARSE_CODES, ...FIELD_CODES, ...DISCOVERY_CODES, ...LISTING_CODES, ...INVOKE_CODES, ...BODY_CODES, ...GENERAL_CODES,
  ...HARNESS_CODES,
} satisfies CodeTable;

/**
 * Every diagnostic code: the keys of the catalogue. Adding a code is one entry in its
 * module's `codes/<module>.ts` table; `makeDiagnostic` refuses (at compile time) a code
 * that has none, so no diagnostic carries a message that is not the catalogue's.
 */
export type DiagnosticCode = keyof typeof CATALOGUE;

/** True when `code` is in the catalogue (for codes that arrive as data, e.g. over IPC). */
export function isDiagnosticCode(code: string): code is DiagnosticCode {
  return Object.prototype.hasOwnProperty.call(CATALOGUE, code);
}

/** The spec of `code`, or undefined for an unknown code. */
export function codeSpec(code: string): CodeSpec | undefined {
  return isDiagnosticCode(code) ? CATALOGUE[code] : undefined;
}

/** Every known code (for docs and tests). */
export function allCodes(): DiagnosticCode[] {
  return Object.keys(CATALOGUE) as DiagnosticCode[];
}

/**
 * Build a diagnostic for `code` at `range`, rendering the message from `data`
 * (a message renderer that throws on odd data falls back to the code's title).
 */
export function makeDiagnostic(code: DiagnosticCode, range: Range, data: Record<string, unknown> = {}, severity?: Severity): Diagnostic {
  const spec: CodeSpec = CATALOGUE[code];
  let message: string;
  try { message = spec.message(data as Record<string, any>); } catch { message = spec.title; }
  const d: Diagnostic = { code, severity: severity ?? spec.severity, message, range };
  if (Object.keys(data).length) d.data = data;
  return d;
}
