/**
 * Hand-checked corpus skills under `claude-code`: the expected values below
 * were written by reading each file and the reference (skill-semantics §1–§2,
 * §8), not produced by the engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile } from '../../src/shared/engine/profiles';
import type { Catalog, SkillRecord } from '../../src/shared/engine/types';
import { resolveRoots, scanCatalog } from '../../src/shared/engine/discovery';
import { createNodeFsPort } from '../../src/node/fs/nodeFsPort';
import { corpusDir } from './corpusFiles';

/** Corpus file → folder name it gets in the project skills root. */
const PICKS: Record<string, string> = {
  'anthropics__knowledge-work-plugins/engineering/skills/standup/SKILL.md': 'standup',
  'K-Dense-AI__claude-scientific-skills/scientific-skills/geomaster/SKILL.md': 'geomaster',
  'github__awesome-copilot/skills/audit-integrity/SKILL.md': 'audit-integrity',
  'anthropics__knowledge-work-plugins/small-business/skills/invoice-chase/SKILL.md': 'invoice-chase',
  'davila7__claude-code-templates/cli-tool/components/skills/productivity/humanizer/SKILL.md': 'humanizer',
  'anthropics__knowledge-work-plugins/partner-built/zoom-plugin/skills/zoom-mcp/whiteboard/SKILL.md': 'whiteboard',
};

const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'skill-corpus-hand-')));
let catalog: Catalog;
beforeAll(() => {
  const project = path.join(tmp, 'project');
  const home = path.join(tmp, 'home');
  fs.mkdirSync(path.join(project, '.git'), { recursive: true });
  fs.mkdirSync(home, { recursive: true });
  for (const [src, dir] of Object.entries(PICKS)) {
    const dst = path.join(project, '.claude/skills', dir, 'SKILL.md');
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    fs.copyFileSync(path.join(corpusDir(), src), dst);
  }
  const profile = getProfile('claude-code');
  const port = createNodeFsPort();
  const roots = resolveRoots({ project, home, cwd: project, addDirs: [], skillsDirs: [], plugins: [], touched: [], bundled: false }, profile, { bundledDir: null, port });
  catalog = scanCatalog(port, roots, profile, { cwd: project });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function skill(id: string): SkillRecord {
  const s = catalog.skills.filter((r) => r.id === id);
  expect(s, `one skill ${id}`).toHaveLength(1);
  return s[0];
}

describe('hand-checked corpus skills (claude-code)', () => {
  it('standup: plain description, quoted argument-hint', () => {
    const s = skill('standup');
    expect(s.status).toBe('listed');
    expect(s.description).toBe("Generate a standup update from recent activity. Use when preparing for daily standup, summarizing yesterday's commits and PRs and ticket moves, formatting work into yesterday/today/blockers, or structuring a few rough notes into a shareable update.");
    expect(s.argumentHint).toBe('[yesterday | today | blockers]');
    expect(s.visibleToModel).toBe(true);
    expect(s.inUserMenu).toBe(true);
  });

  it('geomaster: CRLF file reads like LF (no \\r in the description)', () => {
    const s = skill('geomaster');
    expect(s.status).toBe('listed');
    expect(s.yamlState).toBe('ok');
    expect(s.description).toBe('Comprehensive geospatial science skill covering remote sensing, GIS, spatial analysis, machine learning for earth observation, and 30+ scientific domains. Supports satellite imagery processing (Sentinel, Landsat, MODIS, SAR, hyperspectral), vector and raster data operations, spatial statistics, point cloud processing, network analysis, cloud-native workflows (STAC, COG, Planetary Computer), and 8 programming languages (Python, R, Julia, JavaScript, C++, Java, Go, Rust) with 500+ code examples. Use for remote sensing workflows, GIS analysis, spatial ML, Earth observation data processing, terrain analysis, hydrological modeling, marine spatial analysis, atmospheric science, and any geospatial computation task.');
  });

  it('audit-integrity: single-quoted name and description with non-ASCII', () => {
    const s = skill('audit-integrity');
    expect(s.status).toBe('listed');
    expect(s.fields.name).toBe('audit-integrity');
    expect(s.description).toBe('Shared audit integrity framework for all AppSec agents \u2014 enforces output quality, intellectual honesty, and continuous improvement through anti-rationalization guards, self-critique loops, retry protocols, non-negotiable behaviors, self-reflection quality gates (1-10 scoring, \u22658 threshold), and a self-learning system with lesson/memory governance for security analysis agents.');
    expect(s.diagnostics.map((d) => d.code)).not.toContain('name-mismatch-directory');
  });

  it('invoice-chase: folded block scalar joins lines with spaces', () => {
    const s = skill('invoice-chase');
    expect(s.status).toBe('listed');
    expect(s.description.trim()).toBe('Drafts overdue-invoice reminder emails from QuickBooks and PayPal data, matched to each customer\'s payment history and tone (gentle for good customers, firm for repeat late payers). Sends via PayPal with owner approval; non-PayPal invoices queue as mail drafts. Use when the user asks "who owes me money," mentions overdue invoices, or wants to follow up on unpaid invoices.');
  });

  it('humanizer: literal block scalar keeps its line breaks; allowed-tools list', () => {
    const s = skill('humanizer');
    expect(s.status).toBe('listed');
    expect(s.description.trim()).toBe([
      'Remove signs of AI-generated writing from text. Use when editing or reviewing',
      'text to make it sound more natural and human-written. Based on Wikipedia\'s',
      'comprehensive "Signs of AI writing" guide. Detects and fixes patterns including:',
      'inflated symbolism, promotional language, superficial -ing analyses, vague',
      'attributions, em dash overuse, rule of three, AI vocabulary words, negative',
      'parallelisms, and excessive conjunctive phrases.',
      '',
      'Credits: Original skill by @blader - https://github.com/blader/humanizer',
    ].join('\n'));
    expect(s.fields.allowedTools).toEqual(['Read', 'Write', 'Edit', 'Grep', 'Glob', 'AskUserQuestion']);
  });

  it('whiteboard: keyed on the folder, not the slashed name; user-invocable false', () => {
    const s = skill('whiteboard');
    expect(s.id).toBe('whiteboard');
    expect(s.fields.name).toBe('zoom-mcp/whiteboard');
    expect(s.status).toBe('listed');
    expect(s.visibleToModel).toBe(true);
    expect(s.inUserMenu).toBe(false);
    expect(s.invocableByUser).toBe(false);
    expect(s.invocableByModel).toBe(true);
    expect(s.description.startsWith('Guidance for the bundled Zoom Whiteboard MCP connector. Use for Whiteboard MCP auth,\nendpoints')).toBe(true);
    expect(s.diagnostics.map((d) => d.code)).toContain('name-mismatch-directory');
  });
});
