/**
 * Opening another project in the browser: a folder that does not exist is
 * refused with a message and the field goes back to the current project; an
 * existing one opens read-only until the user types the code the web host
 * printed in its terminal (a script holding the API cannot see it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

/** Another project folder with one skill. */
function otherProject(name: string): { dir: string; skill: string } {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), `skill-studio-${name}-`)));
  const skill = path.join(dir, '.claude/skills/theirs/SKILL.md');
  fs.mkdirSync(path.dirname(skill), { recursive: true });
  fs.writeFileSync(skill, '---\nname: theirs\ndescription: In another project.\n---\nBody.\n');
  return { dir, skill };
}

describeBrowser('project field', () => {
  const app = appPerTest(() => ({}));

  it('a failed Open says why and restores the field to the current project; nothing is created', async () => {
    const { page } = app;
    const field = page.getByTestId('project-path');
    await expect.poll(() => field.inputValue()).toBe(app.project);
    const typo = path.join(path.dirname(app.project), 'no-such-project-folder');
    await field.fill(typo);
    await page.getByTestId('open-project').click();
    await page.getByTestId('notice').filter({ hasText: 'does not exist' }).waitFor();
    await expect.poll(() => field.inputValue()).toBe(app.project);
    expect(fs.existsSync(typo)).toBe(false);
    await app.screenshot('project-open-failed');
  });

  it('another project opens read-only; saving is allowed only with the code printed in the terminal', async () => {
    const { page } = app;
    const o = otherProject('approve');
    try {
      await page.getByTestId('project-path').fill(o.dir);
      await page.getByTestId('open-project').click();
      await page.locator('[data-testid="skill-row"][data-name="theirs"]').waitFor();
      const prompt = page.getByTestId('prompt');
      await prompt.waitFor();
      expect(await prompt.textContent()).toMatch(/code it printed in the terminal/);
      await app.screenshot('project-open-approval');
      // Not yet: a save is refused and says why.
      await expect(app.api('file.save', { path: o.skill, text: 'mine' })).rejects.toThrow(/not allowed yet/);
      // A wrong code is refused and asked again.
      await page.getByTestId('prompt-input').fill('AAAA-AAAA');
      await page.getByTestId('prompt-allow').click();
      await expect.poll(async () => (await prompt.textContent()) ?? '').toMatch(/wrong code/);
      const printed = [...app.serverLog().matchAll(/type this code in the page: (\S+)/g)].at(-1)?.[1];
      expect(printed).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      await page.getByTestId('prompt-input').fill(printed!);
      await page.getByTestId('prompt-allow').click();
      await prompt.waitFor({ state: 'detached' });
      await expect(app.api('file.save', { path: o.skill, text: '---\nname: theirs\ndescription: Edited.\n---\n' })).resolves.toMatchObject({ ok: true });
      expect(fs.readFileSync(o.skill, 'utf8')).toContain('Edited.');
    } finally {
      await page.getByTestId('project-path').fill(app.project);
      await page.getByTestId('open-project').click();
      fs.rmSync(o.dir, { recursive: true, force: true });
    }
  });

  it('"Keep read-only" keeps it read-only and says how to change that', async () => {
    const { page } = app;
    const o = otherProject('readonly');
    try {
      await page.getByTestId('project-path').fill(o.dir);
      await page.getByTestId('open-project').click();
      await page.getByTestId('prompt').waitFor();
      await page.getByTestId('prompt-readonly').click();
      await page.getByTestId('notice').filter({ hasText: 'is open read-only' }).waitFor();
      await expect(app.api('file.save', { path: o.skill, text: 'mine' })).rejects.toThrow(/not allowed yet/);
      expect(fs.readFileSync(o.skill, 'utf8')).toContain('In another project.');
      // The state stays on screen with its way out after the toast is gone (issue 16): a bar with "Allow saving…".
      const bar = page.getByTestId('project-readonly-bar');
      await bar.waitFor();
      expect(await bar.innerText()).toContain(o.dir);
      await app.screenshot('project-readonly-bar');
      await page.getByTestId('project-allow-saving').click();
      await page.getByTestId('prompt').waitFor();
      await page.getByTestId('prompt-readonly').click();
      await bar.waitFor();
    } finally {
      await page.getByTestId('project-path').fill(app.project);
      await page.getByTestId('open-project').click();
      fs.rmSync(o.dir, { recursive: true, force: true });
    }
  });
});
