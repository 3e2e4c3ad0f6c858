/**
 * The Harnesses view (issue 17 §2) in the built app: opened from the top
 * bar, its columns are the harnesses whose own folders exist (with their
 * verification level), each cell says what that harness does with the file,
 * the filters "skipped anywhere" and "differs between harnesses" keep the
 * right rows, the column chooser is remembered in the settings, and a click
 * on a cell opens Explain under that harness while the app keeps its own.
 * Expected cells by hand from skill-semantics.md (§3.1 roots, §4 OH order, E2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describeBrowser('Harnesses view', () => {
  let project: string;
  const cell = (rowPath: string, profile: string) =>
    app.page.locator(`[data-testid=matrix-row][data-path="${rowPath}"] [data-testid=matrix-cell][data-profile="${profile}"]`);

  const app = appPerTest(({ temp }) => {
    project = temp('matrix');
    fs.mkdirSync(path.join(project, '.git'));
    write(path.join(project, '.claude/skills/good/SKILL.md'), '---\nname: good\ndescription: Formats the changed files.\n---\nBody.\n');
    // E2: no description. Claude Code and OpenHarness fall back; the AS spec skips it.
    write(path.join(project, '.claude/skills/no-desc/SKILL.md'), '---\nname: no-desc\n---\n# Deploy Things\nShip it.\n');
    // The same name in .agents/skills: OpenHarness and the AS spec let .claude/skills win (§4); Claude Code never reads it (§3.1).
    write(path.join(project, '.agents/skills/good/SKILL.md'), '---\nname: good\ndescription: The .agents copy.\n---\nBody.\n');
    // Own folders (read by one harness, or by one other too): .codex/skills (Codex; Cursor [3p]), .crush/skills
    // (Crush), .windsurf/skills (Windsurf [3p]); docs/harnesses/<id>.md, Discovery.
    for (const d of ['.codex/skills', '.crush/skills', '.windsurf/skills']) fs.mkdirSync(path.join(project, d), { recursive: true });
    return { project, viewport: { width: 1500, height: 900 } };
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  // Default columns: Claude Code (.claude exists) and the harnesses whose own folders exist (above): Codex and
  // Cursor (.codex/skills), Crush (.crush/skills), Windsurf (.windsurf/skills). .claude/skills and .agents/skills
  // are read by ten and fifteen harnesses (docs/harnesses/<id>.md, Discovery): shared, they mark no one.
  const DEFAULTS = ['claude-code', 'codex', 'crush', 'cursor', 'windsurf'];
  // Compact headers: the confidence in a word or two; the tooltip has the full label and level.
  const V = 'measured', S = 'from source', A = 'approximate';
  /** The three harnesses the cells below are written for. */
  const THREE = ['claude-code', 'agent-skills', 'openharness'];
  const columns = () => app.page.getByTestId('matrix-column').evaluateAll((els) => els.map((e) => e.getAttribute('data-profile')));
  /** Save THREE as the matrix columns (settings), then open the view on them (as the first test does). */
  const openOnThree = async () => {
    await app.api('settings.update', { harnessColumns: THREE });
    await app.page.getByTestId('open-harnesses').click();
    await app.page.getByTestId('matrix-row').first().waitFor();
    await expect.poll(columns).toEqual(THREE);
  };

  it('columns are the harnesses whose folders exist, each with its verification level', async () => {
    const page = app.page;
    await page.getByTestId('open-harnesses').click();
    await page.getByTestId('matrix-row').first().waitFor();
    const cols = page.getByTestId('matrix-column');
    expect(await cols.evaluateAll((els) => els.map((e) => e.getAttribute('data-profile')))).toEqual(DEFAULTS);
    expect(await page.getByTestId('matrix-verification').allTextContents()).toEqual([V, V, S, A, A]);
    expect(await cols.first().getAttribute('title')).toContain('claude-code-measured.md');
    expect(await cols.first().getAttribute('title')).toContain('Claude Code 2.1.332: verified against the real program');
    expect(await cols.nth(3).getAttribute('title')).toContain('Cursor (approximate): approximate (from documentation)');
    expect(await cols.nth(3).locator('.hx-head-label').textContent()).toBe('Cursor');
    expect(await cols.nth(1).locator('.hx-head-label').textContent()).toBe('Codex');
    await app.screenshot('harnesses-view');
    // The rest of this file looks at the three harnesses the cells below are written for: saved, then a reload.
    await app.api('settings.update', { harnessColumns: ['claude-code', 'agent-skills', 'openharness'] });
    await page.reload();
    await page.getByTestId('open-harnesses').click();
    await expect.poll(() => cols.evaluateAll((els) => els.map((e) => e.getAttribute('data-profile')))).toEqual(['claude-code', 'agent-skills', 'openharness']);
  });

  it('at 1024×700: maximise gives the matrix the window; the skill column stays when the table scrolls sideways', async () => {
    const page = app.page;
    await openOnThree();
    await page.setViewportSize({ width: 1024, height: 700 });
    const view = page.getByTestId('harnesses-view');
    const before = (await view.boundingBox())!;
    expect(before.width).toBeLessThan(700);
    await page.getByTestId('matrix-maximize').click();
    await expect.poll(async () => (await view.boundingBox())!.width).toBeGreaterThan(1000);
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    // Twelve columns overflow even the maximised view: scroll sideways, the name stays at the left edge.
    await app.api('settings.update', { harnessColumns: ['claude-code', 'agent-skills', 'openharness', 'codex', 'gemini-cli', 'opencode', 'pi', 'vscode-copilot', 'roo-code', 'goose', 'crush', 'cline'] });
    await page.getByTestId('matrix-refresh').click();
    await expect.poll(() => page.getByTestId('matrix-column').count()).toBe(12);
    const rowsBox = page.getByTestId('matrix-rows');
    await rowsBox.evaluate((el) => { el.scrollLeft = 600; });
    const name = page.locator('[data-testid=matrix-row] .hx-name').first();
    await expect.poll(async () => Math.round((await name.boundingBox())!.x - (await rowsBox.boundingBox())!.x)).toBe(0);
    expect(await rowsBox.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await app.screenshot('harnesses-1024-maximised');
    await page.getByTestId('matrix-maximize').click();
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(true);
    await app.screenshot('harnesses-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await app.screenshot('harnesses-1440');
    await page.setViewportSize({ width: 1500, height: 900 });
    await app.api('settings.update', { harnessColumns: ['claude-code', 'agent-skills', 'openharness'] });
    await page.getByTestId('matrix-refresh').click();
    await expect.poll(() => page.getByTestId('matrix-column').count()).toBe(3);
  });

  it('each cell says what the harness does: listed, skipped (why), shadowed (by what), not read', async () => {
    await openOnThree();
    const claude = (rel: string) => path.join(project, rel);
    await expect.poll(() => cell(claude('.claude/skills/good/SKILL.md'), 'claude-code').getAttribute('data-status')).toBe('listed');
    expect(await cell(claude('.claude/skills/good/SKILL.md'), 'claude-code').getAttribute('data-listed')).toBe('full');
    const skipped = cell(claude('.claude/skills/no-desc/SKILL.md'), 'agent-skills');
    expect(await skipped.getAttribute('data-status')).toBe('skipped');
    expect(await skipped.textContent()).toContain('skipped');
    expect(await cell(claude('.claude/skills/no-desc/SKILL.md'), 'openharness').getAttribute('data-status')).toBe('listed');
    const shadowed = cell(claude('.agents/skills/good/SKILL.md'), 'openharness');
    expect(await shadowed.getAttribute('data-status')).toBe('shadowed');
    expect(await shadowed.textContent()).toContain('by .claude/skills/good/SKILL.md');
    expect(await cell(claude('.agents/skills/good/SKILL.md'), 'claude-code').getAttribute('data-status')).toBe('not-read');
  });

  it('filters: skipped anywhere keeps no-desc; differs between harnesses drops the row every harness lists alike', async () => {
    const page = app.page;
    await openOnThree();
    const rows = () => page.getByTestId('matrix-row').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
    await page.getByTestId('matrix-filter-skipped').click();
    await expect.poll(rows).toEqual([path.join(project, '.claude/skills/no-desc/SKILL.md')]);
    await page.getByTestId('matrix-filter-differs').click();
    // .claude/skills/good is listed full as "good" by all three: no difference.
    await expect.poll(rows).toEqual([path.join(project, '.agents/skills/good/SKILL.md'), path.join(project, '.claude/skills/no-desc/SKILL.md')]);
    await app.screenshot('harnesses-differs');
    await page.getByTestId('matrix-filter-all').click();
    await expect.poll(async () => (await rows()).length).toBe(3);
  });

  it('a click on a cell opens Explain under that harness; the app keeps its profile', async () => {
    const page = app.page;
    await openOnThree();
    await cell(path.join(project, '.claude/skills/no-desc/SKILL.md'), 'agent-skills').click();
    await expect.poll(() => page.getByTestId('explain-name').inputValue()).toBe('no-desc');
    expect(await page.getByTestId('explain-profile').inputValue()).toBe('agent-skills@latest');
    await expect.poll(() => page.getByTestId('explain-under').textContent(), { timeout: 20_000 }).toContain('Explained under Agent Skills spec');
    expect(await page.getByTestId('explain-text').textContent()).toMatch(/error|could not load/);
    expect(await page.getByTestId('profile-select').inputValue()).toBe('claude-code');
    await app.screenshot('harnesses-explain');
    // Back to the app's harness in the picker: explained in the page again, listed.
    await page.getByTestId('explain-profile').selectOption('claude-code@latest');
    await expect.poll(() => page.getByTestId('explain-under').textContent()).toContain('effective catalog');
    expect(await page.getByTestId('explain-text').textContent()).toMatch(/listed/);
  });

  it('the column chooser is remembered in the settings', async () => {
    const page = app.page;
    await openOnThree();
    await page.getByTestId('matrix-columns').click();
    // Controlled by the matrix main sends back: the box ticks when the new columns arrive.
    await page.getByTestId('matrix-choose-minimal').click();
    await expect.poll(() => page.getByTestId('matrix-column').evaluateAll((els) => els.map((e) => e.getAttribute('data-profile'))))
      .toEqual(['claude-code', 'agent-skills', 'openharness', 'minimal']);
    expect((await app.api<{ harnessColumns?: string[] }>('settings.get', {})).harnessColumns).toEqual(['claude-code', 'agent-skills', 'openharness', 'minimal']);
    expect(await cell(path.join(project, '.claude/skills/good/SKILL.md'), 'minimal').getAttribute('data-status')).toBe('not-read');
    await app.screenshot('harnesses-chooser');
    await page.getByTestId('matrix-defaults').click();
    await expect.poll(() => page.getByTestId('matrix-column').evaluateAll((els) => els.map((e) => e.getAttribute('data-profile')))).toEqual(DEFAULTS);
  });
});
