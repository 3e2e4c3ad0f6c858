/**
 * codebot (CB1) `RenderListing` (reference §6.1 CB1, §6.2 CB1; seed 000), for
 * `format: 'cb-lines'`. Exact behaviour of `internal/skill/listing.go`:
 *
 * - header `The following skills are available for use with the Skill tool:` + `\n\n`;
 * - per skill `- {id}[ {argument-hint}][: {TrimSpace(description)}]`, the whole
 *   line cut to 220 runes (219 + `…`);
 * - stop at the first line for which `bytes so far + bytes(line) + 2 > 4000`;
 * - then `  when: {when_to_use cut to 160 runes}` only if `bytes + bytes(line) + 1 ≤ 4000`;
 * - footer `\nIMPORTANT: Only use Skill for skills listed above - do not guess or use built-in CLI commands.`
 *   (a blank line, as every entry line ends with `\n`); not counted in the budget;
 * - nothing fits, or no skill → `''`.
 * Seed 000 shows the same lines with its whitespace flattened by the blog layout
 * (no blank lines, no indentation anywhere in its code either), so the spacing
 * follows the code read for the reference.
 */
import type { ListingEntry, Range } from '../types';
import { utf8Bytes, runeCount } from '../text/measure';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { makeReason } from '../diagnostics/reasons';
import { FILE_START } from '../text/positions';
import { cutRunes, entry, goTrimSpace, preview, type FormatRenderer } from './entry';
import type { DiagnosticCode } from '../diagnostics/catalogue';

/** CB1 listing header (with its blank line). */
export const CB_HEADER = 'The following skills are available for use with the Skill tool:\n\n';
/** CB1 listing footer line. */
export const CB_FOOTER = 'IMPORTANT: Only use Skill for skills listed above - do not guess or use built-in CLI commands.';

/** Renderer for `format: 'cb-lines'`. */
export const renderCbLines: FormatRenderer = (skills, profile, options) => {
  const budget = options.budget && options.budget > 0 ? Math.floor(options.budget) : profile.listing.total ?? 4000;
  const lineCap = profile.listing.perEntry ?? 220;
  const whenCap = profile.listing.whenCap ?? 160;
  const source = options.budget && options.budget > 0 ? `explicit budget ${budget} bytes` : `fixed ${budget} bytes incl. header (CB1)`;
  let out = CB_HEADER;
  let used = utf8Bytes(out);
  let stopped = false;
  const entries: ListingEntry[] = [];
  const diagnostics = [];
  for (const s of skills) {
    const at = (code: DiagnosticCode, data: Record<string, unknown>, range: Range = FILE_START) => ({ ...makeDiagnostic(code, range, { name: s.id, ...data }), path: s.path });
    // Per-skill cuts sit on the value they cut (`SkillRecord.ranges`), else at the file start.
    const descAt = s.ranges?.description ?? FILE_START;
    const whenAt = s.ranges?.whenToUse ?? FILE_START;
    let raw = `- ${s.id}`;
    if (s.argumentHint) raw += ` ${s.argumentHint}`;
    const desc = goTrimSpace(s.description);
    if (desc) raw += `: ${desc}`;
    const when = goTrimSpace(s.whenToUse ?? '');
    const whenFull = when ? `  when: ${when}` : '';
    const fullText = whenFull ? `${raw}\n${whenFull}` : raw;
    const line = cutRunes(raw, lineCap);
    if (stopped || used + utf8Bytes(line.text) + 2 > budget) {
      stopped = true;
      entries.push(entry(s, s.id, 'omitted', '', fullText, fullText, 0, [makeReason('budget-stop', { budget })]));
      diagnostics.push(at('listing-entry-omitted', { budget, unit: 'bytes' }));
      continue;
    }
    const reasons = [];
    let text = line.text;
    let tail = line.tail;
    out += line.text + '\n';
    used += utf8Bytes(line.text) + 1;
    if (line.cut) {
      reasons.push(makeReason('line-cap', { lineCap }));
      diagnostics.push(at('listing-entry-truncated', { length: runeCount(raw), cap: lineCap, unit: 'runes', lost: line.tail, lostPreview: preview(line.tail) }, descAt));
    }
    if (when) {
      const w = cutRunes(when, whenCap);
      const whenLine = `  when: ${w.text}`;
      if (used + utf8Bytes(whenLine) + 1 <= budget) {
        out += whenLine + '\n';
        used += utf8Bytes(whenLine) + 1;
        text += '\n' + whenLine;
        if (w.cut) {
          reasons.push(makeReason('when-cap', { whenCap }));
          diagnostics.push(at('listing-when-truncated', { cap: whenCap, lost: w.tail, lostPreview: preview(w.tail) }, whenAt));
        }
      } else {
        reasons.push(makeReason('when-dropped'));
        diagnostics.push(at('listing-when-dropped', {}, whenAt));
        tail = tail ? `${tail}\n${whenFull}` : whenFull;
      }
    }
    const fate = text === fullText ? 'full' : 'shortened';
    entries.push(entry(s, s.id, fate, text, fullText, tail, utf8Bytes(text) + 1, reasons));
  }
  const shown = entries.some((e) => e.fate !== 'omitted');
  const text = shown ? `${out}\n${CB_FOOTER}` : '';
  const omitted = entries.filter((e) => e.fate === 'omitted').length;
  if (omitted > 0 || entries.some((e) => e.reasons.some((r) => r.code === 'when-dropped'))) {
    const needed = utf8Bytes(CB_HEADER) + entries.reduce((n, e) => n + utf8Bytes(e.fullText) + 1, 0);
    diagnostics.unshift(makeDiagnostic('listing-budget-exceeded', FILE_START, {
      needed, budget, unit: 'bytes', budgetSource: source, mode: 'stop-at-overflow', shortened: 0, nameOnly: 0, omitted,
    }));
  }
  return { text, budget, used: shown ? used : 0, entries, budgetSource: source, mode: omitted > 0 ? 'stop-at-overflow' : 'fits', diagnostics };
};
