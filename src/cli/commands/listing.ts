/** `listing`: the skill listing the model sees, with the budget maths and each entry's fate. */
import type { ListingRecord, ListingSection } from '../../shared/engine';
import { listingDelivery } from '../../shared/engine';
import { diagnosticJson, diagnosticLine, table } from '../format';
import { sessionListing } from '../session';
import type { CommandContext, CommandResult } from './types';
import type { BundledSource } from '../../node/claude/installBundled';
import type { BundledSourceInfo } from '../../shared/ipc/contract';

/** The JSON form of a listing (the shape in the CLI issue, plus the budget source and exclusions). */
export function listingJson(l: ListingRecord, section?: ListingSection, bundled: BundledSourceInfo | BundledSource | null = null) {
  return {
    profile: l.profile,
    text: l.text,
    budget: l.budget,
    used: l.used,
    unit: l.unit,
    mode: l.mode,
    budgetSource: l.budgetSource,
    budgetModel: l.budgetModel ?? null,
    delivery: section ? listingDelivery(l.text, section) : null,
    entries: l.entries.map((e) => ({ id: e.id, name: e.name, path: e.path, fate: e.fate, text: e.text, cost: e.cost, cutTail: e.cutTail, reasons: e.reasons })),
    excluded: l.excluded,
    /** Claude Code profiles: where its bundled skills came from (`install`, `capture`), or `unknown` with how to get them. */
    bundled,
    diagnostics: l.diagnostics.map(diagnosticJson),
  };
}

/** One line saying where Claude Code's bundled skills came from (or that they are unknown and how to get them). */
export function bundledLine(b: BundledSource): string {
  if (b.kind === 'install' || b.kind === 'capture') return `bundled skills: ${b.count} ${b.note}`;
  return b.kind === 'off' ? 'bundled skills: switched off' : b.note;
}

/** `listing`. */
export function listingCommand(ctx: CommandContext): CommandResult {
  const l = sessionListing(ctx.session);
  if (ctx.session.options.json) return { out: JSON.stringify(listingJson(l, ctx.session.profile.listing, ctx.session.bundledSource), null, 2) + '\n', code: 0 };
  const p = ctx.paint;
  const fateWord = (f: string) => (f === 'full' ? p.green(f) : f === 'omitted' ? p.red(f) : p.yellow(f));
  const lines: string[] = [
    p.bold(`Listing (${l.profile}): ${l.used} of ${l.budget} ${l.unit} used, mode ${l.mode}`),
    p.dim(`budget: ${l.budgetSource}`),
    ...(ctx.session.bundledSource ? [p.dim(bundledLine(ctx.session.bundledSource))] : []),
    ...(l.budgetModel ? [p.dim(`model: ${l.budgetModel.id} (${l.budgetModel.from}); window ${l.budgetModel.contextWindow}: ${l.budgetModel.windowSource}; ${l.budgetModel.bytesPerToken} bytes/token: ${l.budgetModel.bytesSource}`)] : []),
    '',
    l.text,
    '',
  ];
  if (l.entries.length) {
    lines.push(table([[p.bold('NAME'), p.bold('FATE'), p.bold('COST')], ...l.entries.map((e) => [e.id, fateWord(e.fate), String(e.cost)])]));
  }
  if (l.excluded.length) {
    lines.push('', p.bold('Not in the listing:'));
    lines.push(table(l.excluded.map((x) => [`  ${x.id}`, x.status, x.reasons.map((r) => r.message).join('; ')])));
  }
  if (l.diagnostics.length) lines.push('', table(l.diagnostics.map((d) => diagnosticLine(d, p, ''))));
  return { out: lines.join('\n') + '\n', code: 0 };
}
