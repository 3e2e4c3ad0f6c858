/**
 * Convert to UTF-8: a UTF-16 SKILL.md opens read-only (harnesses do not read
 * UTF-16); the read-only bar's button, and the project Problems row's fix,
 * rewrite it as UTF-8 through main (file.convertToUtf8), the tab becomes
 * editable and the catalog row loses its error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

/** UTF-16 bytes of `text`: little-endian with BOM, or big-endian with BOM. */
function utf16(text: string, order: 'le' | 'be'): Buffer {
  const le = Buffer.from(text, 'utf16le');
  if (order === 'le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  const be = Buffer.from(le);
  be.swap16();
  return Buffer.concat([Buffer.from([0xfe, 0xff]), be]);
}

describeBrowser('Convert to UTF-8', () => {
  let sk: string;
  const file = (id: string) => path.join(sk, id, 'SKILL.md');
  const text = (id: string) => `---\r\nname: ${id}\r\ndescription: Wide text, café\r\n---\r\nBody.\r\n`;
  const app = appPerTest(({ temp }) => {
    const project = temp('utf16');
    sk = path.join(project, '.claude/skills');
    for (const [id, order] of [['wide-le', 'le'], ['wide-be', 'be']] as const) {
      fs.mkdirSync(path.join(sk, id), { recursive: true });
      fs.writeFileSync(file(id), utf16(text(id), order));
    }
    return { project, readySelector: '[data-testid="skill-row"]' };
  });
  // Each test's own app logs no page errors (runs before appPerTest closes it: after hooks run in reverse order).
  afterEach(() => { expect(app.pageErrors).toEqual([]); });

  const row = (id: string) => app.page.locator(`[data-testid="skill-row"][data-name="${id}"]`);

  it('from the read-only bar: the file on disk is UTF-8, the tab editable, the row loses its error', async () => {
    const { page } = app;
    await expect.poll(() => row('wide-le').getAttribute('data-status')).toBe('error');
    await row('wide-le').locator('.skill-open').click();
    const bar = page.getByTestId('readonly-bar');
    await bar.waitFor();
    expect(await bar.textContent()).toMatch(/UTF-16 \(little-endian\)/);
    expect(await page.getByTestId('status-encoding').textContent()).toBe('UTF-16 LE');
    // The open file's Problems row offers the same conversion.
    await page.getByTestId('problems-view-open').click();
    await page.locator('.problem-row', { has: page.locator('[data-testid="problem"][data-code="binary-file"]') }).getByTestId('problem-fix').waitFor();
    await app.screenshot('utf16-readonly-bar');
    await page.getByTestId('convert-utf8').click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByTestId('status-encoding').textContent()).toBe('UTF-8');
    // Same text, CRLF kept, no BOM: the UTF-8 bytes of the text.
    expect(fs.readFileSync(file('wide-le')).equals(Buffer.from(text('wide-le'), 'utf8'))).toBe(true);
    await expect.poll(() => row('wide-le').getAttribute('data-status')).not.toBe('error');
    // Editable now: typing changes the buffer, Save writes it as UTF-8 with CRLF.
    await page.locator('.monaco-editor .view-lines').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('More.');
    const tab = page.locator(`[data-testid="tab"][data-path="${file('wide-le')}"]`);
    await expect.poll(() => tab.getAttribute('data-dirty')).toBe('true');
    await page.keyboard.press('Control+S');
    await expect.poll(() => tab.getAttribute('data-dirty')).toBe('false');
    await expect.poll(() => fs.readFileSync(file('wide-le'), 'utf8')).toBe(`${text('wide-le')}More.\r\n`);
    await app.screenshot('utf16-converted');
  });

  it('from the project Problems list: the binary-file (UTF-16) row has the fix', async () => {
    const { page } = app;
    // wide-le converted from its read-only bar, its tab left open (what the test above does).
    await row('wide-le').locator('.skill-open').click();
    await page.getByTestId('readonly-bar').waitFor();
    await page.getByTestId('convert-utf8').click();
    await page.getByTestId('readonly-bar').waitFor({ state: 'detached' });
    await expect.poll(() => fs.readFileSync(file('wide-le')).equals(Buffer.from(text('wide-le'), 'utf8'))).toBe(true);
    await page.getByTestId('problems-view-project').click();
    const fix = page.locator('.problem-row', { has: page.locator('[data-testid="project-problem"][data-code="binary-file"]') }).getByTestId('problem-fix');
    await fix.waitFor();
    await app.screenshot('utf16-problems-fix');
    await fix.click();
    await expect.poll(() => fs.readFileSync(file('wide-be')).equals(Buffer.from(text('wide-be'), 'utf8'))).toBe(true);
    await expect.poll(() => row('wide-be').getAttribute('data-status')).not.toBe('error');
    await page.locator('[data-testid="project-problem"][data-code="binary-file"]').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('readonly-bar').count()).toBe(0);
  });
});
