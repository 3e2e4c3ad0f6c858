/** `status:hiden` in the catalog filter says "unknown status" instead of an unexplained empty tree (issue 16 §11). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { appPerTest, describeBrowser } from './helpers/app';

describeBrowser('catalog filter with an unknown status', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('status');
    const f = path.join(project, '.claude/skills/pdf/SKILL.md');
    fs.mkdirSync(path.dirname(f), { recursive: true });
    fs.writeFileSync(f, '---\nname: pdf\ndescription: PDFs\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]' };
  });

  it('names the unknown status and the real ones; a known status shows no note', async () => {
    const { page } = app;
    await page.getByTestId('catalog-filter').fill('status:hiden');
    const note = page.getByTestId('unknown-status');
    await note.waitFor();
    expect(await note.textContent()).toBe('Unknown status "hiden"; the statuses are listed, hidden, shadowed, inactive, error.');
    await page.getByTestId('catalog-filter').fill('status:listed');
    await note.waitFor({ state: 'detached' });
    await page.locator('[data-testid="skill-row"][data-name="pdf"]').waitFor();
  });
});
