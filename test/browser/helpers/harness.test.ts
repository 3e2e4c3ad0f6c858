/**
 * The browser harness itself, end to end: the built app in the web host,
 * loaded through the token URL in Chromium, renders under the strict CSP with
 * no console errors, no request leaving 127.0.0.1, and the session cookie
 * invisible to scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './app';

/** A project with one skill (in `p`), so opening it brings up Monaco (workers, fonts) under the CSP. */
function projectWithSkill(p: string): string {
  fs.mkdirSync(path.join(p, '.claude', 'skills', 'harness-check'), { recursive: true });
  fs.writeFileSync(path.join(p, '.claude', 'skills', 'harness-check', 'SKILL.md'), '---\nname: harness-check\ndescription: Checks the harness\n---\nBody.\n');
  return p;
}

describeBrowser('browser harness', () => {
  let requests: string[] = [];
  const app = appPerTest(({ temp }) => {
    requests = [];
    return { project: projectWithSkill(temp('harness')) };
  }, async (started) => { started.page.on('request', (r) => requests.push(r.url())); });

  it('lands on the clean URL with an HttpOnly session cookie', async () => {
    expect(app.page.url()).toBe(`${app.origin}/`);
    expect(await app.page.evaluate('document.cookie')).toBe('');
    const cookies = await app.context.cookies();
    expect(cookies.some((c) => c.httpOnly && c.sameSite === 'Strict')).toBe(true);
  });

  it('answers API calls from the page and saves a screenshot', async () => {
    const info = await app.api<{ host: string; dataDir: string }>('app.info');
    expect(info).toMatchObject({ host: 'web', dataDir: app.dataDir });
    const file = await app.screenshot('harness-home');
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
    expect(path.dirname(file)).toMatch(/test-results\/screenshots$/);
  });

  it('renders Monaco without CSP violations or requests leaving 127.0.0.1', async () => {
    await app.page.reload({ waitUntil: 'networkidle' });
    // The catalog row itself (the name also shows in other panes, e.g. the project Problems list).
    await app.page.locator('[data-testid="skill-row"][data-name="harness-check"] .skill-open').first().click();
    await app.page.waitForSelector('.monaco-editor .view-lines', { timeout: 30_000 });
    // The file is on screen and the engine has measured it: everything the page loads has loaded.
    await app.page.locator('.monaco-editor .view-lines', { hasText: 'harness-check' }).waitFor({ timeout: 30_000 });
    await app.page.getByTestId('body-lines').waitFor({ timeout: 30_000 });
    await app.screenshot('harness-editor');
    if (app.pageErrors.length) console.warn('page errors:', app.pageErrors);
    expect(app.pageErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    expect(requests.filter((u) => !u.startsWith(app.origin) && !u.startsWith('ws://127.0.0.1') && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
  });
});
