/**
 * Golden checks of the agent-skills profile (ASref) against the reference
 * (§2.2, §14, E4–E6), expected values written by hand.
 */
import { describe, expect, it } from 'vitest';
import { parse, codes } from '../parse/helpers';

describe('ASref requires name and description (§2.2, §14)', () => {
  it('§14: missing description → error, the skill cannot be listed', () => {
    const r = parse('---\nname: d\n---\nBody\n', 'agent-skills', 'd');
    expect(codes(r)).toContain('error:description-missing');
    expect(r.skipped).toBeTruthy();
  });

  it('§2.2: blank description → error, skipped', () => {
    const r = parse('---\nname: d\ndescription: "  "\n---\nBody\n', 'agent-skills', 'd');
    expect(r.skipped).toBeTruthy();
  });

  it('§2.2: missing name → error, skipped', () => {
    const r = parse('---\ndescription: x\n---\nBody\n', 'agent-skills', 'd');
    expect(codes(r)).toContain('error:name-missing');
    expect(r.skipped).toBeTruthy();
  });

  it('E4: name ≠ directory is a validation error but the skill still loads (to-prompt does not validate)', () => {
    const r = parse('---\nname: deploy\ndescription: Deploy the app\n---\n', 'agent-skills', 'deploy-prod');
    expect(codes(r)).toContain('error:name-mismatch-directory');
    expect(r.skipped).toBeFalsy();
  });

  it('E6: a Unicode name equal to its folder is valid', () => {
    const r = parse('---\nname: 数据\ndescription: data helper\n---\n', 'agent-skills', '数据');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('E5: `PDF Tools` → must be lowercase + whitespace', () => {
    const c = codes(parse('---\nname: PDF Tools\ndescription: Work with PDFs\n---\n', 'agent-skills', 'PDF Tools'));
    expect(c).toContain('error:name-not-lowercase');
    expect(c).toContain('error:name-has-whitespace');
  });
});
