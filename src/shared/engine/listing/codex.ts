/**
 * Codex's listing (`format: 'codex-roots'`, `budget: 'codex-window'`), as
 * codex-rs/core-skills render.rs@0899b7c4 builds it and `@openai/codex@0.171.0`
 * sends it (measured, docs/harnesses/codex.md "Listing (as sent)", "Budget"):
 *
 * ```
 * <skills_instructions>
 * ## Skills
 * <harness text: intro>           (Codex's own sentence, not recorded)
 * ### Skill roots
 * - `r0` = `ROOT`                  (roots that hold a listed skill, in scan order)
 * ### Available skills
 * - NAME: DESCRIPTION (file: rN/REL/SKILL.md)
 * </skills_instructions>
 * ```
 *
 * No escaping. Descriptions over `descriptionCap` are cut to it (1021 + `...`,
 * model_visible.rs). Budget: `percent` % of the window in tokens, a line
 * costing ⌈(UTF-8 bytes + 1) / 4⌉ (`approx_token_count` of the line and its
 * newline); the roots table's own cost comes off first. Everything whole if it
 * fits; else descriptions grow one character at a time round-robin from empty
 * (`render_lines_with_description_budget`), no suffix; else every description
 * is dropped and whole entries omitted from the end. 0.171.0 sends no
 * "How to use skills" section (measured), so none is rendered.
 */
import type { ListingEntry, SkillRecord } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { utf8Bytes } from '../text/measure';
import { entry, preview, type FormatRenderer } from './entry';

/** Marker written where Codex's own intro sentence goes (others' text stays theirs). */
export const proseMarker = (key: string): string => `<harness text: ${key}>`;

/** Codex `sanitize_single_line`: every run of white space one space, ends trimmed (loader.rs). */
export function singleLine(s: string): string {
  return s.replace(/\s+/gu, ' ').trim();
}

/** The description as Codex lists it: one line, cut to `cap` characters with `suffix` (model_visible.rs). */
export function codexDescription(s: string, cap?: { max: number; suffix: string }): string {
  const one = singleLine(s);
  if (!cap) return one;
  const chars = Array.from(one);
  if (chars.length <= cap.max) return one;
  return chars.slice(0, Math.max(0, cap.max - Array.from(cap.suffix).length)).join('') + cap.suffix;
}

const tokens = (bytes: number, per: number): number => Math.ceil(bytes / per);

interface Line { s: SkillRecord; name: string; desc: string; path: string }

const render = (l: Line, desc: string): string => (desc ? `- ${l.name}: ${desc} (file: ${l.path})` : `- ${l.name}: (file: ${l.path})`);

export const renderCodexRoots: FormatRenderer = (skills, profile, options) => {
  const section = profile.listing;
  const cap = section.descriptionCap;
  // Roots in scan order (the first skill of each), numbered r0, r1, … .
  const firstOrder = new Map<string, number>();
  for (const s of skills) firstOrder.set(s.root, Math.min(firstOrder.get(s.root) ?? Infinity, s.order));
  const roots = [...firstOrder.keys()].sort((a, b) => firstOrder.get(a)! - firstOrder.get(b)!);
  const alias = new Map(roots.map((r, i) => [r, `r${i}`]));
  const rootLines = roots.map((r) => `- \`${alias.get(r)}\` = \`${r}\``);
  const lines: Line[] = skills.map((s) => ({
    s, name: s.name, desc: codexDescription(s.description, cap),
    path: `${alias.get(s.root)}/${s.path.slice(s.root.length + 1)}`,
  }));

  const wb = section.windowBudget;
  const per = wb?.bytesPerToken ?? 4;
  const window = options.contextWindowTokens ?? wb?.windowTokens;
  const inTokens = window !== undefined && window > 0;
  const limit = options.budget ?? (inTokens ? Math.max(1, Math.floor((window * (wb?.percent ?? 2)) / 100)) : wb?.fallbackChars ?? 8000);
  const cost = (text: string): number => (inTokens ? tokens(utf8Bytes(text) + 1, per) : Array.from(text).length + 1);
  // The roots table and its heading come off the budget first (render.rs `aliased_metadata_overhead_cost`;
  // the intro sentences' difference is not counted here: their text is Codex's).
  const tableCost = inTokens ? tokens(utf8Bytes(['### Skill roots', ...rootLines].join('\n')) + 1, per) : Array.from(['### Skill roots', ...rootLines].join('\n')).length + 1;
  const budget = Math.max(0, limit - tableCost);

  const full = lines.map((l) => render(l, l.desc));
  const fullCost = full.reduce((n, t) => n + cost(t), 0);
  const minimum = lines.map((l) => render(l, ''));
  const minCost = minimum.reduce((n, t) => n + cost(t), 0);
  let texts: string[];
  let fates: ListingEntry['fate'][];
  let mode: 'fits' | 'even-shortening' | 'names-only' = 'fits';
  if (fullCost <= budget) {
    texts = full;
    fates = lines.map(() => 'full');
  } else if (minCost <= budget) {
    mode = 'even-shortening';
    const chars = lines.map((l) => Array.from(l.desc));
    const minBytes = minimum.map((t) => (inTokens ? utf8Bytes(t) + 1 : Array.from(t).length + 1));
    const alloc = lines.map(() => 0);
    const used = lines.map(() => 0);
    const prefixBytes = lines.map(() => 0);
    let remaining = budget - minCost;
    const extra = (i: number, n: number, pb: number): number => {
      const rendered = minBytes[i] + (inTokens ? pb : n) + 1;
      return inTokens ? tokens(rendered, per) - tokens(minBytes[i], per) : rendered - minBytes[i];
    };
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < lines.length; i++) {
        if (alloc[i] >= chars[i].length) continue;
        const pb = prefixBytes[i] + utf8Bytes(chars[i][alloc[i]]);
        const next = extra(i, alloc[i] + 1, pb);
        const delta = Math.max(0, next - used[i]);
        if (delta <= remaining) {
          alloc[i]++;
          prefixBytes[i] = pb;
          used[i] = next;
          remaining -= delta;
          changed = true;
        }
      }
    }
    texts = lines.map((l, i) => render(l, chars[i].slice(0, alloc[i]).join('')));
    fates = lines.map((l, i) => (alloc[i] < chars[i].length ? 'shortened' : 'full'));
  } else {
    mode = 'names-only';
    texts = [];
    fates = [];
    let used = 0;
    for (const t of minimum) {
      const c = cost(t);
      if (used + c <= budget) { used += c; texts.push(t); fates.push('name-only'); } else { texts.push(''); fates.push('omitted'); }
    }
  }
  const kept = texts.filter((t, i) => fates[i] !== 'omitted');
  const text = skills.length
    ? ['<skills_instructions>', '## Skills', proseMarker(section.proseMarkers?.intro ?? 'intro'), '### Skill roots', ...rootLines, '### Available skills', ...kept, '</skills_instructions>'].join('\n')
    : '';
  // Costs and budget are reported in the listing unit (bytes): a token budget as tokens × bytesPerToken.
  const scale = inTokens ? per : 1;
  const entries = lines.map((l, i) => entry(l.s, l.name, fates[i], texts[i], full[i], fates[i] === 'full' ? '' : l.desc, fates[i] === 'omitted' ? 0 : cost(texts[i]) * scale));
  const count = (f: ListingEntry['fate']): number => fates.filter((x) => x === f).length;
  const diagnostics = [];
  if (mode !== 'fits') {
    diagnostics.push(makeDiagnostic('listing-budget-exceeded', FILE_START, {
      needed: (fullCost + tableCost) * scale, budget: limit * scale, unit: 'bytes', budgetSource: 'Codex skills budget',
      shortened: count('shortened'), nameOnly: count('name-only'), omitted: count('omitted'),
    }));
  }
  // A description over the cap is cut before any budget (model_visible.rs), reported on the skill.
  for (const l of lines) {
    const one = singleLine(l.s.description);
    if (!cap || l.desc === one) continue;
    const d = makeDiagnostic('listing-entry-truncated', l.s.ranges?.description ?? FILE_START, {
      name: l.name, length: Array.from(one).length, unit: 'utf16', cap: cap.max, lostPreview: preview(Array.from(one).slice(cap.max - Array.from(cap.suffix).length).join('')),
    });
    d.path = l.s.path;
    diagnostics.push(d);
  }
  return {
    text, budget: limit * scale, used: tableCost * scale + entries.reduce((n, e) => n + e.cost, 0), entries,
    budgetSource: inTokens ? `${wb?.percent ?? 2}% of a ${window}-token window (Codex render.rs default_skill_metadata_budget)` : `${limit} characters (Codex: no known window)`,
    mode, diagnostics,
  };
};
