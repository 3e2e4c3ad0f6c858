/**
 * "Export JSON Schema of the Frontmatter…" from the command palette
 * (Ctrl+Shift+P), in the web host: the download is a JSON Schema of the app's
 * active profile. Expected keys come from the reference
 * (../shared/reference/skill-semantics.md §2.1 field matrix, §2.2 ASref
 * allowed keys), not from the app's output.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';

const TITLE = 'Export JSON Schema of the Frontmatter…';

interface Schema { $schema?: string; type?: string; properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown }

/** Open the palette with Ctrl+Shift+P, run the export command, and return the parsed download. */
async function exportSchema(page: Page): Promise<{ schema: Schema; filename: string }> {
  await page.locator('body').click({ position: { x: 600, y: 400 } }).catch(() => undefined);
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('palette');
  await palette.waitFor();
  await palette.getByRole('textbox').fill('export json schema');
  const item = page.getByTestId('palette-item').filter({ hasText: TITLE });
  await expect.poll(() => item.count()).toBe(1);
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  const file = await download.path();
  expect(file).toBeTruthy();
  const text = fs.readFileSync(file!, 'utf8');
  return { schema: JSON.parse(text) as Schema, filename: download.suggestedFilename() };
}

function expectJsonSchema(s: Schema): void {
  expect(typeof s).toBe('object');
  expect(s.$schema ?? '').toMatch(/^https?:\/\/json-schema\.org\//);
  expect(s.type).toBe('object');
  expect(s.properties && typeof s.properties).toBe('object');
}

describeBrowser('JSON Schema export from the command palette', () => {
  const app = appPerTest(() => ({ readySelector: '[data-testid=listing-pane]' }));

  it('claude-code (§2.1 CC column): a JSON Schema whose properties include description, allowed-tools, disable-model-invocation; neither name nor description is required', async () => {
    expect(await app.page.getByTestId('profile-select').inputValue()).toBe('claude-code');
    await app.page.keyboard.press('Control+Shift+P');
    await app.page.getByTestId('palette').waitFor();
    await app.page.getByTestId('palette').getByRole('textbox').fill('export json');
    await app.screenshot('schema-export-palette');
    await app.page.keyboard.press('Escape');
    await expect.poll(() => app.page.getByTestId('palette').count()).toBe(0);

    const { schema, filename } = await exportSchema(app.page);
    expect(filename).toMatch(/\.json$/);
    expectJsonSchema(schema);
    const keys = Object.keys(schema.properties!);
    for (const k of ['description', 'allowed-tools', 'disable-model-invocation']) expect(keys).toContain(k);
    // §2.1: in CC `name` is display-only and `description` optional (fallback from the body).
    expect(schema.required ?? []).not.toContain('description');
    expect(schema.required ?? []).not.toContain('name');
  });

  it('agent-skills (§2.2 ASref): properties are exactly name, description, license, allowed-tools, metadata, compatibility; unknown keys rejected; name and description required', async () => {
    await app.page.getByTestId('profile-select').selectOption('agent-skills');
    await expect.poll(() => app.page.getByTestId('profile-select').inputValue()).toBe('agent-skills');
    const { schema } = await exportSchema(app.page);
    expectJsonSchema(schema);
    expect(Object.keys(schema.properties!).sort()).toEqual(['allowed-tools', 'compatibility', 'description', 'license', 'metadata', 'name']);
    // §2.2: "only name, description, license, allowed-tools, metadata, compatibility allowed; others → error".
    expect(schema.additionalProperties).toBe(false);
    // §2.2: name and description are required.
    expect([...(schema.required ?? [])].sort()).toEqual(expect.arrayContaining(['description', 'name']));
    await app.screenshot('schema-export-agent-skills');
  });
});
