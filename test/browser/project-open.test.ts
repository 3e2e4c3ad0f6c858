/**
 * Opening another project in the browser: a folder that does not exist is
 * refused with a message and the field goes back to the current project.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, startApp, type StartedApp } from './helpers/app';

describeBrowser('project field', () => {
  let app: StartedApp;
  beforeAll(async () => { app = await startApp(); });
  afterAll(async () => { await app?.close(); });

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
});
