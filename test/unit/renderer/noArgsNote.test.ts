/**
 * The Sandbox's note when a harness has no argument fields: OpenHarness passes the line as one
 * string (seed 004); a harness with `args: 'none'` has no placeholders at all, so saying the line
 * "is passed as one string" would be wrong for Copilot CLI, whose skill tool takes a name only
 * (docs/harnesses/copilot-cli.md, measured 1.0.102).
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/shared/engine';
import { noArgsNote } from '../../../src/renderer/src/panes/sandbox/lib/args';

describe('the Sandbox note for harnesses without argument fields', () => {
  it('OpenHarness: one string; Copilot CLI: no placeholders, nothing said about passing it', () => {
    const oh = getProfile('openharness');
    const copilot = getProfile('copilot-cli');
    expect(oh.invocation.args).toBe('oh');
    expect(copilot.invocation.args).toBe('none');
    expect(noArgsNote(oh.invocation.args, oh.label)).toBe(`${oh.label} does not split arguments into named or numbered ones: the Arguments line is passed as one string.`);
    expect(noArgsNote(copilot.invocation.args, copilot.label)).toBe('Copilot CLI has no argument placeholders: the Arguments line does not change the body; the messages below show where, if anywhere, it goes.');
  });
});
