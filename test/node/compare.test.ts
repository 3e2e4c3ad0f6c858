/** Byte-for-byte comparison of Claude Code's and the engine's views (src/node/conformance/compare.ts). */
import { describe, expect, it } from 'vitest';
import { compareInvocation, compareListing, engineView, firstDifference, splitListing, type InvocationView } from '../../src/node/conformance/compare';

const H = 'The following skills are available for use with the Skill tool:\n\n';

describe('splitListing', () => {
  it('starts an entry only at a known name; other lines (2.1.112 newlines, bullets in a description) continue it', () => {
    const t = `${H}- alpha: one\n- not a name: part of alpha\n- beta\n- gamma-dir (gamma_name): suffix\n- alpha: again`;
    expect(splitListing(t, ['alpha', 'beta', 'gamma-dir'])).toEqual([
      { key: 'alpha', text: '- alpha: one\n- not a name: part of alpha' },
      { key: 'beta', text: '- beta' },
      { key: 'gamma-dir', text: '- gamma-dir (gamma_name): suffix' },
      { key: 'alpha#2', text: '- alpha: again' },
    ]);
  });

  it('prefers the longest name (ns:x before ns) and needs a separator after it', () => {
    expect(splitListing(`${H}- ns:x: a\n- nsx: b`, ['ns', 'ns:x'])).toEqual([{ key: 'ns:x', text: '- ns:x: a\n- nsx: b' }]);
    expect(splitListing(`${H}- ns: a\n- ns:x: b`, ['ns', 'ns:x']).map((e) => e.key)).toEqual(['ns', 'ns:x']);
  });

  it('an empty listing has no entries', () => {
    expect(splitListing('', ['a'])).toEqual([]);
    expect(splitListing(H, ['a'])).toEqual([]);
  });
});

describe('compareListing', () => {
  it('identical texts: no differences, every entry the same', () => {
    const t = `${H}- a: x\n- b: y`;
    expect(compareListing(t, t, ['a', 'b'])).toEqual({ identical: true, entriesSame: 2, entriesTotal: 2, differences: [] });
  });

  it('one entry differs; an entry only one side has', () => {
    const c = compareListing(`${H}- a: x\n- b: y\n- c: z`, `${H}- a: x\n- b: Y`, ['a', 'b', 'c']);
    expect(c.identical).toBe(false);
    expect(c.entriesSame).toBe(1);
    expect(c.entriesTotal).toBe(3);
    expect(c.differences).toEqual([
      { field: 'entry', entry: 'b', claude: '- b: y', engine: '- b: Y' },
      { field: 'entry', entry: 'c', claude: '- c: z', engine: null },
    ]);
  });

  it('the same entries in another order: one order difference', () => {
    const c = compareListing(`${H}- B: x\n- a: y`, `${H}- a: y\n- B: x`, ['a', 'B']);
    expect(c.differences).toEqual([{ field: 'order', claude: ['B', 'a'], engine: ['a', 'B'] }]);
    expect(c.entriesSame).toBe(2);
  });

  it('a trailing newline belongs to the last entry; another header shows as a (preamble) entry', () => {
    const c = compareListing(`${H}- a: x`, `${H}- a: x\n`, ['a']);
    expect(c.differences).toEqual([{ field: 'entry', entry: 'a', claude: '- a: x', engine: '- a: x\n' }]);
    const d = compareListing(`${H}- a: x`, `Other header\n\n- a: x`, ['a']);
    expect(d.differences).toEqual([{ field: 'entry', entry: '(preamble)', claude: null, engine: 'Other header\n' }]);
  });

  it('no listing sent equals an empty engine listing; a delta compares entries only', () => {
    expect(compareListing(null, '', []).differences).toEqual([]);
    expect(compareListing(`${H}- p: only src`, null, ['p'], 'delta').differences).toEqual([{ field: 'delta', entry: 'p', claude: '- p: only src', engine: null }]);
  });
});

const view = (o: Partial<InvocationView>): InvocationView => ({ loaded: true, toolResult: null, refusal: null, command: null, bodies: [], forkTask: null, ...o });

describe('compareInvocation', () => {
  it('model path, both loaded: tool result, command and bodies', () => {
    const cc = view({ toolResult: { text: 'Launching skill: s', isError: false }, bodies: ['B\n'] });
    const ss = view({ toolResult: { text: 'Launching skill: s', isError: false }, command: '<command-message>s</command-message>', bodies: ['B\n'] });
    const r = compareInvocation(cc, ss, 'model');
    expect(r.compared).toEqual(['verdict', 'command', 'toolResult', 'body']);
    expect(r.differences).toEqual([{ field: 'command', claude: null, engine: '<command-message>s</command-message>' }]);
  });

  it('both refused: the refusal texts and the tool results (is_error counts), not the bodies', () => {
    const cc = view({ loaded: false, toolResult: { text: '<tool_use_error>No</tool_use_error>', isError: true }, refusal: 'No' });
    const ss = view({ loaded: false, refusal: 'No.' });
    const r = compareInvocation(cc, ss, 'model');
    expect(r.compared).toEqual(['verdict', 'command', 'toolResult', 'refusal']);
    expect(r.differences.map((d) => d.field)).toEqual(['toolResult', 'refusal']);
  });

  it('verdicts differ: one verdict difference, no refusal or body comparison', () => {
    const r = compareInvocation(view({ loaded: false, refusal: 'x' }), view({ bodies: ['b'] }), 'user');
    expect(r.compared).toEqual(['verdict', 'command']);
    expect(r.differences).toEqual([{ field: 'verdict', claude: 'refused', engine: 'loaded' }]);
  });

  it('bodies compare block by block (one block against two differs)', () => {
    expect(compareInvocation(view({ bodies: ['a', 'b'] }), view({ bodies: ['ab'] }), 'user').differences.map((d) => d.field)).toEqual(['body']);
  });

  it('fork tasks compare when either side forked', () => {
    const r = compareInvocation(view({ forkTask: 'task\n' }), view({ forkTask: 'task' }), 'user');
    expect(r.compared).toContain('fork');
    expect(r.differences.map((d) => d.field)).toEqual(['fork']);
  });
});

describe('engineView', () => {
  it('model path inline: tool message, visible command, hidden body', () => {
    expect(engineView({ allowed: true, reason: null, mode: 'inline', messages: [
      { role: 'tool', text: 'Launching skill: s', hidden: false },
      { role: 'user', text: '<command-message>s</command-message>', hidden: false },
      { role: 'user', text: 'Body', hidden: true },
    ] })).toEqual({ loaded: true, toolResult: { text: 'Launching skill: s', isError: false }, refusal: null, command: '<command-message>s</command-message>', bodies: ['Body'], forkTask: null });
  });

  it('refused: the reason, no tool result', () => {
    expect(engineView({ allowed: false, reason: 'Nope', mode: 'inline', messages: [] })).toMatchObject({ loaded: false, refusal: 'Nope', toolResult: null });
  });

  it('fork: the hidden system message is the task, no bodies', () => {
    const v = engineView({ allowed: true, reason: null, mode: 'fork', messages: [
      { role: 'user', text: '/f q', hidden: false }, { role: 'system', text: 'Task', hidden: true }, { role: 'user', text: '<local-command-stdout>x</local-command-stdout>', hidden: false },
    ] });
    expect(v).toMatchObject({ forkTask: 'Task', bodies: [], command: null });
  });
});

describe('firstDifference', () => {
  it('points at the first differing character', () => {
    expect(firstDifference('abc', 'abc')).toBeNull();
    expect(firstDifference('abcX', 'abcY')).toEqual({ at: 3, claude: 'abcX', engine: 'abcY' });
    expect(firstDifference('ab', 'ab\n')?.at).toBe(2);
  });
});
