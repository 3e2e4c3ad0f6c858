/** The extractor (src/node/claude/extract.ts) on hand-written requests in both Claude Code shapes. */
import { describe, expect, it } from 'vitest';
import { extractInvocation, extractListings, listingsIn, mainRequests, messagesOf } from '../../src/node/claude/extract';
import type { CapturedRequest } from '../../src/node/claude/fakeApi';
import { HEADER, assistantToolUse, first112, first332, first332AsString, req, text, userToolResult } from './fixtures/requests';

const head: CapturedRequest = { seq: 0, at: 0, method: 'HEAD', url: '/', headers: {}, body: null };

describe('listing', () => {
  it('2.1.112: the system-reminder of the first user message, without the closing tag; newlines in descriptions kept', () => {
    const entries = '- alpha: first line\nsecond line\n- beta: b';
    const l = extractListings([head, req([first112(entries, 'hello')])], 'hello');
    expect(l.initial).toEqual({ text: `${HEADER}${entries}`, delivery: 'system-reminder', role: 'user' });
    expect(l.deltas).toEqual([]);
  });

  it('2.1.332: inside the system message, up to the date line', () => {
    const l = extractListings([req(first332('- a: x\n- b: y', 'hello'))], 'hello');
    expect(l.initial).toEqual({ text: `${HEADER}- a: x\n- b: y`, delivery: 'system-message', role: 'system' });
  });

  it('reads system content given as a string, as later 2.1.332 requests send it', () => {
    expect(listingsIn({ messages: first332AsString('- a: x', 'p') })[0].text).toBe(`${HEADER}- a: x`);
  });

  it('no skills, no listing: null', () => {
    expect(extractListings([req(first332(null, 'hello'))], 'hello').initial).toBeNull();
    expect(extractListings([], 'hello')).toEqual({ initial: null, deltas: [] });
  });

  it('2.1.112 delta: appended to the Read tool_result inside a system-reminder', () => {
    const open = first112('- plain: always', 'go');
    const r1 = req([open]);
    const r2 = req([open, assistantToolUse('t1', 'Read', { file_path: '/p/src/a.ts' }), userToolResult('t1', `1\tcode\n\n<system-reminder>\n${HEADER}- paths-skill: only src\n</system-reminder>`)]);
    const l = extractListings([r1, r2], 'go');
    expect(l.initial?.text).toBe(`${HEADER}- plain: always`);
    expect(l.deltas).toEqual([{ text: `${HEADER}- paths-skill: only src`, delivery: 'tool-result', role: 'user' }]);
  });

  it('2.1.332 delta: a new system message after the Read result (tool_result content as blocks)', () => {
    const open = first332('- plain: always', 'go');
    const r2 = req([...open, assistantToolUse('t1', 'Read', {}), userToolResult('t1', [{ type: 'text', text: '1\tcode' }]), { role: 'system', content: `${HEADER}- paths-skill: only src` }]);
    expect(extractListings([req(open), r2], 'go').deltas).toEqual([{ text: `${HEADER}- paths-skill: only src`, delivery: 'system-message', role: 'system' }]);
  });

  it('ignores requests that are not the main conversation (a side query without the prompt)', () => {
    const side = req([{ role: 'user', content: [text(`summarise: ${HEADER}- fake: entry`)] }], []);
    expect(extractListings([side, req(first332('- real: one', 'hello'))], 'hello').initial?.text).toBe(`${HEADER}- real: one`);
  });
});

describe('model path', () => {
  const open = first332('- s: d', 'Please use the skill.');
  const call = assistantToolUse('toolu_fake_1', 'Skill', { skill: 's', args: 'a' });

  it('tool_result and the body block after it; no command message', () => {
    const r = req([...open, call, userToolResult('toolu_fake_1', 'Launching skill: s', false, ['Base directory for this skill: /p/s\n\nBody a\n'])]);
    expect(extractInvocation([req(open), r], { result: 'ok' }, 'model', 'Please use the skill.')).toEqual({
      apiCalled: true, toolResult: { text: 'Launching skill: s', isError: false }, command: null,
      bodies: ['Base directory for this skill: /p/s\n\nBody a\n'], reminders: [], forkTask: null, refusal: null, loaded: true, compacted: false,
    });
  });

  it('a refusal: is_error and the text unwrapped from <tool_use_error>', () => {
    const r = req([...open, call, userToolResult('toolu_fake_1', '<tool_use_error>Made-up refusal of s.</tool_use_error>', true)]);
    const x = extractInvocation([r], { result: 'ok' }, 'model', 'Please use the skill.');
    expect(x.loaded).toBe(false);
    expect(x.toolResult).toEqual({ text: '<tool_use_error>Made-up refusal of s.</tool_use_error>', isError: true });
    expect(x.refusal).toBe('Made-up refusal of s.');
  });

  it('keeps a command message and system-reminders apart from the bodies (2.1.112 shape)', () => {
    const o = first112('- s: d', 'Please use the skill.');
    const r = req([o, call, { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_fake_1', content: [{ type: 'text', text: 'Launching skill: s' }] }, text('<command-message>s</command-message>'), text('Body\n'), text('<system-reminder>\nmade-up\n</system-reminder>')] }]);
    const x = extractInvocation([r], null, 'model', 'Please use the skill.');
    expect(x.command).toBe('<command-message>s</command-message>');
    expect(x.bodies).toEqual(['Body\n']);
    expect(x.reminders).toHaveLength(1);
  });

  it('a fork: the tool result is the sub-agent\'s answer; its task comes from the sub-agent request (not a side query)', () => {
    const side = req([{ role: 'user', content: [text('made-up title request')] }], []);
    const sub = req([{ role: 'user', content: [text('<system-reminder>\nmade-up\n</system-reminder>\n'), text('Base directory for this skill: /p/f\n\nFork body\n')] }]);
    const fin = req([...open, call, userToolResult('toolu_fake_1', 'Skill "f" completed (forked execution).\n\nResult:\nok')]);
    const x = extractInvocation([req(open), side, sub, fin], { result: 'ok' }, 'model', 'Please use the skill.');
    expect(mainRequests([req(open), side, sub, fin], 'Please use the skill.')).toHaveLength(2);
    expect(x.forkTask).toBe('Base directory for this skill: /p/f\n\nFork body\n');
    expect(x.loaded).toBe(true);
    expect(x.bodies).toEqual([]);
  });

  it('an automatic compaction right after a huge body: its instruction is not a body, and the thread that continues is no fork', () => {
    const first = req(open);
    const compaction = req([...open, call, userToolResult('toolu_fake_1', 'Launching skill: s', false, ['Huge body', 'Made-up: summarise the conversation.'])]);
    const continued = req([{ role: 'user', content: [text('Made-up summary of the earlier conversation.')] }]);
    const x = extractInvocation([first, compaction, continued], { result: 'ok' }, 'model', 'Please use the skill.');
    expect(x).toMatchObject({ bodies: ['Huge body'], forkTask: null, compacted: true, loaded: true });
  });

  it('two blocks after the result without a compaction stay two bodies', () => {
    const r = req([...open, call, userToolResult('toolu_fake_1', 'Launching skill: s', false, ['Body', 'Another block'])]);
    expect(extractInvocation([req(open), r], { result: 'ok' }, 'model', 'Please use the skill.')).toMatchObject({ bodies: ['Body', 'Another block'], compacted: false });
  });

  it('no Skill call reached the API: nothing loaded, no refusal text', () => {
    const x = extractInvocation([req(open)], { result: 'ok' }, 'model', 'Please use the skill.');
    expect(x).toMatchObject({ apiCalled: true, toolResult: null, loaded: false, refusal: null });
  });
});

describe('user path', () => {
  it('the command block and the body after it, in the first main request', () => {
    const cmd = '<command-message>log</command-message>\n<command-name>/log</command-name>\n<command-args>2h</command-args>\n';
    const r = req([first112('- log: d', null, [text(cmd), text('Base directory for this skill: /p/log\n\nRecord 2h\n')])]);
    const x = extractInvocation([head, r], { result: 'ok' }, 'user', '/log 2h');
    expect(x).toMatchObject({ apiCalled: true, command: cmd, bodies: ['Base directory for this skill: /p/log\n\nRecord 2h\n'], loaded: true, refusal: null, toolResult: null });
  });

  it('an inline skill typed by the user has no fork task; a compaction right away drops its instruction', () => {
    const r = req([first112('- s: d', null, [text('<command-message>s</command-message>\n'), text('Huge body'), text('Made-up: summarise.')])]);
    const later = req([{ role: 'user', content: [text('Made-up summary.')] }]);
    expect(extractInvocation([r, later], { result: 'ok' }, 'user', '/s')).toMatchObject({ forkTask: null, bodies: ['Huge body'], compacted: true });
  });

  it('refused before any request: the refusal is stdout result', () => {
    const x = extractInvocation([], { type: 'result', result: 'Made-up: only Claude can run this.' }, 'user', '/s');
    expect(x).toMatchObject({ apiCalled: false, loaded: false, refusal: 'Made-up: only Claude can run this.' });
  });

  it('a forked skill typed by the user: only the sub-agent is asked, and that counts as loaded', () => {
    const sub = req([{ role: 'user', content: [text('Base directory for this skill: /p/f\n\nFork body q\n')] }]);
    const x = extractInvocation([sub], { result: 'ok' }, 'user', '/f q');
    expect(x).toMatchObject({ apiCalled: false, command: null, forkTask: 'Base directory for this skill: /p/f\n\nFork body q\n', loaded: true, refusal: null });
  });
});

describe('odd shapes', () => {
  it('never throws on bodies that are not messages requests', () => {
    const odd: CapturedRequest[] = [
      { seq: 1, at: 0, method: 'POST', url: '/v1/messages', headers: {}, body: { messages: 'x' } },
      { seq: 2, at: 0, method: 'POST', url: '/v1/messages', headers: {}, body: { messages: [null, { role: 'user', content: [null, 5] }] } },
      { seq: 3, at: 0, method: 'POST', url: '/v1/messages', headers: {}, body: null, raw: 'garbage' },
    ];
    expect(extractListings(odd, 'p')).toEqual({ initial: null, deltas: [] });
    expect(extractInvocation(odd, null, 'model', 'p').loaded).toBe(false);
    expect(messagesOf({ messages: [{ role: 'user', content: 'plain' }] })).toEqual([{ role: 'user', content: [{ type: 'text', text: 'plain' }] }]);
  });
});
