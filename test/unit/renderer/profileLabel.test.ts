/**
 * Profile choices are labelled with the harness's own name (and the release for a
 * profile with versions), never an internal citation key such as "OH (seed 004)"
 * (issue 16 point 10).
 */
import { describe, expect, it } from 'vitest';
import { profileChoices } from '../../../src/shared/engine';
import { choiceLabel } from '../../../src/renderer/src/panes/listing/ProfilePicker';

describe('profile choice labels', () => {
  it('name the harness (and the release), with no seed or citation key', () => {
    const labels = profileChoices().map(choiceLabel);
    // A documentation-only harness says so in every picker (issue 17): "(approximate)" is the one parenthesis allowed.
    for (const l of labels) expect(l.replace(/ \(approximate\)$/, '')).not.toMatch(/seed|\(/i);
    expect(labels).toContain('Cursor (approximate)');
    expect(labels).toContain('Roo Code');
    expect(labels).toContain('Claude Code 2.1.332');
    expect(labels).toContain('Claude Code 2.1.112');
    expect(labels).toContain('OpenHarness');
  });
});
