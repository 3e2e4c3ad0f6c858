/**
 * Portability diagnostics in the app (issue 17): the harnesses the user ticks
 * in the Problems header are checked against every open SKILL.md by the live
 * pipeline; each one that reads the skill differently adds an info
 * diagnostic (portability-*) to the Problems list, only for the chosen
 * harnesses, and the choice is saved in settings.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => (await import('../../support/fakeBridge')).createFakeBridge());
vi.mock('../../../src/renderer/src/bridge', () => ({ bridge: fake.bridge }));
const { disk, calls } = fake;

const { useEditorStore } = await import('../../../src/renderer/src/stores/editor');
const { useProblemsStore } = await import('../../../src/renderer/src/stores/problems');
const { openFile, editText } = await import('../../../src/renderer/src/actions/files');
const { applySnapshot } = await import('../../../src/renderer/src/actions/catalog');
const { flushLiveDocuments, startLiveDocuments } = await import('../../../src/renderer/src/actions/liveDocuments');
const { setPortabilityProfiles, togglePortabilityProfile } = await import('../../../src/renderer/src/actions/portability');
startLiveDocuments();

const A = '/p/.claude/skills/alpha/SKILL.md';
const codes = () => (useProblemsStore.getState().byPath[A] ?? []).filter((d) => d.code.startsWith('portability-')).map((d) => `${d.data?.profile}:${d.code}`);

beforeEach(async () => {
  fake.reset();
  setPortabilityProfiles([], false);
  useEditorStore.setState({ tabs: [], activePath: null, comparePath: null });
  disk.set(A, { text: '---\nname: alpha\ndescription: Fine for Claude Code.\n---\nBody.\n', mtimeMs: 10 });
  applySnapshot(fake.snapshot());
  await openFile(A);
  flushLiveDocuments();
});

describe('portability diagnostics of open files', () => {
  it('none chosen: nothing portability-* in Problems', () => {
    expect(codes()).toEqual([]);
  });

  it('a chosen harness that never reads .claude/skills says so; one that reads it says nothing; the choice is saved', () => {
    togglePortabilityProfile('roo-code', true);
    togglePortabilityProfile('goose', true);
    expect(codes()).toEqual(['roo-code:portability-folder-not-read']);
    const d = useProblemsStore.getState().byPath[A]!.find((x) => x.code === 'portability-folder-not-read')!;
    expect(d.severity).toBe('info');
    expect(d.message).toContain('Roo Code never reads .claude/skills');
    expect(calls.filter(([m]) => m === 'settings.update').at(-1)?.[1]).toEqual({ portabilityProfiles: ['roo-code', 'goose'] });
  });

  it('two harnesses that never read .claude/skills keep one row each (same code, same place, another harness)', () => {
    // Neither Roo Code (rooCode.ts roots: .agents/skills, .roo/skills) nor Codex (codex.ts: .codex/skills, .agents/skills) reads .claude/skills.
    setPortabilityProfiles(['codex', 'roo-code'], false);
    expect(codes()).toEqual(['codex:portability-folder-not-read', 'roo-code:portability-folder-not-read']);
    const msgs = useProblemsStore.getState().byPath[A]!.filter((x) => x.code === 'portability-folder-not-read').map((x) => x.message);
    expect(msgs[0]).toContain('Codex never reads .claude/skills');
    expect(msgs[1]).toContain('Roo Code never reads .claude/skills');
  });

  it('follows the buffer: an unquoted colon typed makes Goose skip the skill', () => {
    setPortabilityProfiles(['goose'], false);
    expect(codes()).toEqual([]);
    editText(A, '---\nname: alpha\ndescription: Use this: when broken\n---\nBody.\n');
    flushLiveDocuments();
    expect(codes()).toEqual(['goose:portability-skipped']);
    togglePortabilityProfile('goose', false);
    expect(codes()).toEqual([]);
  });
});
