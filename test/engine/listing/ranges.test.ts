/**
 * Per-skill listing diagnostics sit on the value they cut (`SkillRecord.ranges`:
 * description, or when_to_use when the cut falls there), not at 1:1. Files are
 * scanned for real so the ranges come from the parser; positions counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { renderListing } from '../../../src/shared/engine/listing';
import { getProfile } from '../../../src/shared/engine/profiles';
import type { ListingRecord } from '../../../src/shared/engine/types';
import { PROJECT, scanTree } from '../discovery/helpers';
import { catalog, skill } from './factory';

const R = (line: number, column: number, endLine: number, endColumn: number) => ({ line, column, endLine, endColumn });
const FILE_START = R(1, 1, 1, 1);
const P = `${PROJECT}/.claude/skills`;
const cc = getProfile('claude-code', 'latest');
const cc112 = getProfile('claude-code', '2.1.112');
const at = (rec: ListingRecord, code: string) => rec.diagnostics.filter((d) => d.code === code).map((d) => [d.path, d.range]);

// line 2: `description: ` + 40 × "a" → value 2:14–2:54; line 3: `when_to_use: ` + 30 × "w" → 3:14–3:44.
const file = (desc: string, when?: string) => `---\ndescription: ${desc}\n${when !== undefined ? `when_to_use: ${when}\n` : ''}---\nBody\n`;
const A40 = 'a'.repeat(40);
const W30 = 'w'.repeat(30);

describe('claude-code listing diagnostics on the source', () => {
  const t = scanTree({ [`${P}/x/SKILL.md`]: file(A40, W30) }, 'claude-code');
  const cat = t.catalog;
  const path = `${P}/x/SKILL.md`;

  it('listing-entry-truncated: cap inside the description → the description value', () => {
    const rec = renderListing(cat, cc, { maxEntryChars: 20 });
    expect(at(rec, 'listing-entry-truncated')).toEqual([[path, R(2, 14, 2, 54)]]);
  });

  it('listing-entry-truncated: cap inside when_to_use → the when_to_use value', () => {
    // combined = 40 + 3 + 30 = 73 columns; a cap of 60 keeps 59 (all of the description).
    const rec = renderListing(cat, cc, { maxEntryChars: 60 });
    expect(at(rec, 'listing-entry-truncated')).toEqual([[path, R(3, 14, 3, 44)]]);
  });

  it('listing-description-dropped (names only): the description value', () => {
    const rec = renderListing(cat, cc, { budget: 5 });
    expect(rec.entries[0].fate).toBe('name-only');
    expect(at(rec, 'listing-description-dropped')).toEqual([[path, R(2, 14, 2, 54)]]);
    // The budget as a whole stays a file-level finding.
    expect(rec.diagnostics.find((d) => d.code === 'listing-budget-exceeded')?.range).toEqual(FILE_START);
  });

  it('listing-entry-shortened (2.1.112 even shortening): description or when_to_use by where the cut falls', () => {
    // Line `- x: ` + 73 = 78 wide; allowance = budget − (1 + 4) → 30 keeps 29 of the description; 55 keeps all of it.
    const short = renderListing(cat, cc112, { budget: 35 });
    expect(short.mode).toBe('even-shortening');
    expect(at(short, 'listing-entry-shortened')).toEqual([[path, R(2, 14, 2, 54)]]);
    const long = renderListing(cat, cc112, { budget: 60 });
    expect(long.mode).toBe('even-shortening');
    expect(at(long, 'listing-entry-shortened')).toEqual([[path, R(3, 14, 3, 44)]]);
  });

  it('a record without ranges (built by hand) keeps 1:1', () => {
    const rec = renderListing(catalog([skill('y', { description: A40 })]), cc, { maxEntryChars: 20 });
    expect(rec.diagnostics.find((d) => d.code === 'listing-entry-truncated')?.range).toEqual(FILE_START);
  });

  it('an edit that moves the value moves the (cached) diagnostic', () => {
    const before = renderListing(cat, cc, { maxEntryChars: 20 });
    expect(at(before, 'listing-entry-truncated')).toEqual([[path, R(2, 14, 2, 54)]]);
    const moved = scanTree({ [`${P}/x/SKILL.md`]: `---\nname: x\n${file(A40, W30).slice(4)}` }, 'claude-code').catalog;
    expect(at(renderListing(moved, cc, { maxEntryChars: 20 }), 'listing-entry-truncated')).toEqual([[path, R(3, 14, 3, 54)]]);
  });
});

describe('codebot listing diagnostics on the source', () => {
  it('line cap → description; when cap → when_to_use', () => {
    const cb = getProfile('codebot');
    const root = `${PROJECT}/.codebot/skills`;
    const long = 'd'.repeat(300);
    const when = 'w'.repeat(200);
    const t = scanTree({ [`${root}/x/SKILL.md`]: `---\nname: x\ndescription: ${long}\nwhen_to_use: ${when}\n---\nBody\n` }, 'codebot');
    const rec = renderListing(t.catalog, cb, {});
    const path = `${root}/x/SKILL.md`;
    expect(at(rec, 'listing-entry-truncated')).toEqual([[path, R(3, 14, 3, 314)]]);
    expect(at(rec, 'listing-when-truncated')).toEqual([[path, R(4, 14, 4, 214)]]);
  });
});
