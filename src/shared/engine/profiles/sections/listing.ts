/** Listing sections of every profile (reference §6, §7; seeds 000/003/004). */
import type { ListingSection } from '../types';

export const LISTING_SECTIONS = {
  // §6.2 CC: window × 4 × fraction, 1536 per entry, even shortening, names-only below 20; 2.1.332 priority mode.
  // 2.1.332 as measured (docs/claude-code-measured.md): default model, locale order per root, whitespace
  // runs and tabs to spaces, < > escaped, display-name suffix, a renamed nested skill's scope note. 2.1.112's values are set in profiles/index.ts.
  'claude-code': {
    format: 'cc-lines', unit: 'display-width', budget: 'cc-window', defaultModel: 'claude-opus-5-5', perEntry: 1536, namesOnlyBelow: 20,
    overflow: 'cc-priority', order: 'locale-per-root', loadOrderLayouts: ['plugin-commands'], loadOrderScopes: ['bundled'], whitespace: 'runs-and-tabs', escapeAngles: true, builtinText: 'as-written', displaySuffix: true, nestedScopeNote: true, delivery: 'cc-system-message', usageHalfLifeDays: 7, usageFloor: 0.1,
  },
  // ASref to-prompt: <available_skills> XML, no budget.
  'agent-skills': { format: 'as-xml', unit: 'utf16', budget: 'none', overflow: 'none', order: 'load', usageHalfLifeDays: 7, usageFloor: 0.1 },
  // CB1: 4000 bytes incl. header, 220 runes per line, 160 for `when:`, stop at first overflow, usage-weighted order.
  codebot: { format: 'cb-lines', unit: 'bytes', budget: 'fixed', total: 4000, perEntry: 220, whenCap: 160, overflow: 'stop-at-first', order: 'cb-usage', usageHalfLifeDays: 7, usageFloor: 0.1 },
  // OH: `# Available Skills` markdown section, no budget, sorted by command name.
  openharness: { format: 'oh-markdown', unit: 'utf16', budget: 'none', overflow: 'none', order: 'name', usageHalfLifeDays: 7, usageFloor: 0.1 },
  // seed 003: fixed manifest header, names sorted, no budget.
  minimal: { format: 'minimal-manifest', unit: 'utf16', budget: 'none', overflow: 'none', order: 'name', usageHalfLifeDays: 7, usageFloor: 0.1 },
} satisfies Record<string, ListingSection>;
