/**
 * The reason catalogue: why a skill is hidden, shadowed, inactive, skipped or
 * cut, rendered from data like diagnostics are (catalogue.ts), so the engine
 * never writes a reason's English inline (issue 12 "Also"). The table lives in
 * `codes/reasons.ts`.
 */
import type { Diagnostic, Reason } from '../types';
import { REASON_CODES } from './codes/reasons';

/** How one reason code reads. `message` gets the reason's data. */
export interface ReasonSpec {
  /** One-line title for docs. */
  title: string;
  message: (data: Record<string, any>) => string;
}

export type ReasonTable = Record<string, ReasonSpec>;

/** Every reason code: the keys of the reason table. */
export type ReasonCode = keyof typeof REASON_CODES;

/** True when `code` is in the reason table. */
export function isReasonCode(code: string): code is ReasonCode {
  return Object.prototype.hasOwnProperty.call(REASON_CODES, code);
}

/** Every known reason code (for docs and tests). */
export function allReasonCodes(): ReasonCode[] {
  return Object.keys(REASON_CODES) as ReasonCode[];
}

/**
 * The reason for `code`, its message rendered from `data` (a renderer that
 * throws on odd data falls back to the code's title). Never throws.
 */
export function makeReason(code: ReasonCode, data: Record<string, unknown> = {}): Reason {
  const spec: ReasonSpec = REASON_CODES[code];
  let message: string;
  try { message = spec.message(data as Record<string, any>); } catch { message = spec.title; }
  return { code, message };
}

/** A diagnostic (already rendered from the diagnostic catalogue) used as a reason: a load error, a skip. */
export function reasonOf(d: Pick<Diagnostic, 'code' | 'message'>): Reason {
  return { code: d.code, message: d.message };
}
