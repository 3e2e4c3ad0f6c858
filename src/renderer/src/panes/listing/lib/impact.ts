/**
 * What an unsaved edit did to the listing: entries compared between the
 * baseline (saved) and effective (with buffers) listings, naming the *other*
 * skills whose entries got shorter or dropped because of it.
 */
import type { EntryFate, ListingRecord } from '../../../../../shared/engine';

/** How one entry changed. */
export type ImpactKind = 'shorter' | 'longer' | 'dropped' | 'added' | 'name-only' | 'restored' | 'changed';

/** One changed entry. */
export interface EntryImpact {
  id: string;
  path: string;
  kind: ImpactKind;
  before?: { fate: EntryFate; cost: number };
  after?: { fate: EntryFate; cost: number };
  /** True when this skill's own file is among the edited buffers. */
  edited: boolean;
}

const present = (f: EntryFate | undefined) => f !== undefined && f !== 'omitted';

function classify(b: { fate: EntryFate; cost: number; text: string } | undefined, a: { fate: EntryFate; cost: number; text: string } | undefined): ImpactKind | null {
  if (!present(b?.fate) && !present(a?.fate)) return null;
  if (present(b?.fate) && !present(a?.fate)) return 'dropped';
  if (!present(b?.fate) && present(a?.fate)) return 'added';
  if (b!.fate !== 'name-only' && a!.fate === 'name-only') return 'name-only';
  if (b!.fate === 'name-only' && a!.fate !== 'name-only') return 'restored';
  if (a!.cost < b!.cost) return 'shorter';
  if (a!.cost > b!.cost) return 'longer';
  return b!.text === a!.text ? null : 'changed';
}

/** Compare entries by path+id; edited paths are the dirty buffers. */
export function listingImpact(before: ListingRecord, after: ListingRecord, editedPaths: string[]): EntryImpact[] {
  const key = (e: { path: string; id: string }) => `${e.path}|${e.id}`;
  const b = new Map(before.entries.map((e) => [key(e), e]));
  const a = new Map(after.entries.map((e) => [key(e), e]));
  const keys = [...new Set([...b.keys(), ...a.keys()])];
  const out: EntryImpact[] = [];
  for (const k of keys) {
    const eb = b.get(k);
    const ea = a.get(k);
    const kind = classify(eb, ea);
    if (!kind) continue;
    const e = (ea ?? eb)!;
    out.push({
      id: e.id, path: e.path, kind, edited: editedPaths.includes(e.path),
      before: eb ? { fate: eb.fate, cost: eb.cost } : undefined, after: ea ? { fate: ea.fate, cost: ea.cost } : undefined,
    });
  }
  return out;
}

/** The other skills (not edited) that lost space: shorter, name only or dropped. */
export function collateralDamage(impacts: EntryImpact[]): EntryImpact[] {
  return impacts.filter((i) => !i.edited && (i.kind === 'shorter' || i.kind === 'dropped' || i.kind === 'name-only'));
}

/** A sentence naming the collateral skills, or null when none lost space. */
export function collateralSentence(impacts: EntryImpact[]): string | null {
  const c = collateralDamage(impacts);
  if (!c.length) return null;
  const words: Record<string, string> = { shorter: 'got shorter', dropped: 'dropped out', 'name-only': 'shrank to its name' };
  return `Because of your unsaved edits: ${c.map((i) => `${i.id} ${words[i.kind]}`).join('; ')}.`;
}
