/**
 * Issue 16 §11 in the browser: an unclosed quote is reported on the line that
 * opens it (not on the closing `---`), and `text:!`cmd`` (glued to the text
 * before it) gets an info under Claude Code that it will not run it (reference
 * §10). The engine's exact ranges and words are unit-tested in
 * test/engine/parse/ranges.test.ts and test/engine/body/shellGlued.test.ts;
 * this checks the author sees them in the Problems list of the open file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPerTest, describeBrowser, type StartedApp, type TestFolders } from './helpers/app';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The open file's Problems rows as [code, line]. */
async function rows(app: StartedApp): Promise<[string, string][]> {
  await app.page.getByTestId('problems-view-open').click();
  return app.page.getByTestId('problem').evaluateAll((els) => els.map((e) => [e.getAttribute('data-code') ?? '', e.getAttribute('data-line') ?? ''] as [string, string]));
}

describeBrowser('clear words: unclosed quote line, glued !`cmd`', () => {
  let project: string;
  /** Both skills, in a fresh project: line 3 opens a double-quoted value that never closes; the closing `---` is line 5. */
  const fixture = ({ temp }: TestFolders) => {
    project = temp('words');
    write(path.join(project, '.agents/skills/quote/SKILL.md'), '---\nname: quote\ndescription: "unclosed\nfoo: bar\n---\nBody.\n');
    write(path.join(project, '.claude/skills/glued/SKILL.md'), '---\nname: glued\ndescription: Shows status.\n---\nStatus text:!`git status` here\n');
    return project;
  };

  describe('under the Agent Skills profile', () => {
    const quoteApp = appPerTest((t) => ({ project: fixture(t), profile: 'agent-skills', readySelector: '[data-testid="skill-row"]' }));

    it('an unclosed quote is reported on the line that opens it', async () => {
      const { page } = quoteApp;
      const file = path.join(project, '.agents/skills/quote/SKILL.md');
      await page.locator(`[data-testid="loose-row"], [data-testid="skill-row"]`).filter({ hasText: 'quote' }).first().locator('button').first().click();
      await page.locator(`[data-testid="tab"][data-path="${file}"]`).waitFor();
      await expect.poll(async () => (await rows(quoteApp)).length).toBeGreaterThan(0);
      const row = page.getByTestId('problem').filter({ hasText: 'a double-quoted value opened here is never closed' });
      // The YAML error sits on line 3; the spec's loader also says why it skips the skill (line 1). Nothing on the closing `---`.
      const found = await row.evaluateAll((els) => els.map((e) => [e.getAttribute('data-code'), e.getAttribute('data-line')]));
      expect(found).toEqual([['skill-not-loaded', '1'], ['yaml-unparseable', '3']]);
      expect((await rows(quoteApp)).some(([, line]) => line === '5')).toBe(false);
      await quoteApp.screenshot('clear-words-unclosed-quote');
    });
  });

  describe('under Claude Code', () => {
    const shellApp = appPerTest((t) => ({ project: fixture(t), readySelector: '[data-testid="skill-row"][data-name="glued"]' }));

    it('text:!`cmd` glued to the text gets an info that Claude Code will not run it', async () => {
      const { page } = shellApp;
      const file = path.join(project, '.claude/skills/glued/SKILL.md');
      await page.locator('[data-testid="skill-row"][data-name="glued"] .skill-open').click();
      await page.locator(`[data-testid="tab"][data-path="${file}"]`).waitFor();
      await expect.poll(async () => (await rows(shellApp)).some(([c]) => c === 'shell-inline-not-run')).toBe(true);
      expect((await rows(shellApp)).filter(([c]) => c === 'shell-inline-not-run')).toEqual([['shell-inline-not-run', '5']]);
      const row = page.locator('[data-testid="problem"][data-code="shell-inline-not-run"]');
      expect(await row.innerText()).toContain('only when the `!` starts a line or follows a space');
      await shellApp.screenshot('clear-words-glued-shell');
    });
  });
});
