/**
 * Text output helpers: aligned columns and colour that is
 * used only when writing to a terminal (and NO_COLOR is unset).
 */
import type { Diagnostic, Severity } from '../shared/engine';

/** A colouriser; identity when colour is off. */
export interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
  cyan(s: string): string;
}

/** Colour functions for `enabled`. */
export function makePaint(enabled: boolean): Paint {
  const wrap = (open: number, close: number) => (s: string) => (enabled ? `\x1b[${open}m${s}\x1b[${close}m` : s);
  return { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22), cyan: wrap(36, 39) };
}

/** Whether to colour: a TTY, no NO_COLOR, not TERM=dumb. */
export function wantColour(isTTY: boolean | undefined, env: Record<string, string | undefined>): boolean {
  return Boolean(isTTY) && env.NO_COLOR === undefined && env.TERM !== 'dumb';
}

const ANSI = /\x1b\[[0-9;]*m/g;
/** Visible length (ANSI codes removed; wide characters counted as one: good enough for alignment of ASCII columns). */
function visible(s: string): number { return s.includes('\x1b') ? s.replace(ANSI, '').length : s.length; }

/** Align rows into columns separated by two spaces; the last column is not padded. */
export function table(rows: string[][]): string {
  if (rows.length === 0) return '';
  const widths: number[] = [];
  for (const r of rows) r.forEach((c, i) => { widths[i] = Math.max(widths[i] ?? 0, visible(c)); });
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(widths[i] - visible(c)))).join('  ').trimEnd()).join('\n');
}


/** Severity word, coloured. */
export function severityWord(sev: Severity, paint: Paint): string {
  return sev === 'error' ? paint.red('error') : sev === 'warning' ? paint.yellow('warning') : paint.cyan('info');
}

/** One diagnostic as `  line:col  severity  message  [code]`. */
export function diagnosticLine(d: Diagnostic, paint: Paint, indent = '  '): string[] {
  return [`${indent}${d.range.line}:${d.range.column}`, severityWord(d.severity, paint), `${d.message} ${paint.dim(`[${d.code}]`)}`];
}

/** The diagnostic as the JSON output shows it. */
export function diagnosticJson(d: Diagnostic): { code: string; severity: Severity; message: string; range: Diagnostic['range']; path?: string } {
  return { code: d.code, severity: d.severity, message: d.message, range: d.range, ...(d.path ? { path: d.path } : {}) };
}
