/** Driving the Sandbox pane in browser tests (shared by the sandbox suites). */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Show the Sandbox tab of the right panel. */
export async function openSandbox(page: Page): Promise<void> {
  await page.getByTestId('pane-tab-sandbox').click();
  await page.getByTestId('sandbox-pane').waitFor();
}

/** Fill the Sandbox inputs, click Invoke and wait until the saved record for exactly this request is shown. */
export async function invoke(page: Page, name: string, as: 'model' | 'user', args: string): Promise<void> {
  await page.getByTestId('sandbox-tab-run').click();
  await page.getByTestId('sandbox-name').fill(name);
  await page.getByTestId(`sandbox-as-${as}`).click();
  await page.getByTestId('sandbox-args').fill(args);
  const kind = page.getByTestId('record-kind');
  const before = (await kind.count()) ? await kind.getAttribute('data-saved-id') : null;
  await page.getByTestId('sandbox-invoke').click();
  // Main simulates and writes the history: on a loaded machine (the full browser run beside the unit and conformance runs, load 10+) that took over 15 s.
  await expect.poll(async () => [await kind.getAttribute('data-request'), (await kind.getAttribute('data-saved-id')) !== before && (await kind.getAttribute('data-saved-id')) !== ''], { timeout: 45_000 })
    .toEqual([`${as}:${name}:${args}`, true]);
}

/**
 * Record the page's `shell.run` requests from now on. Main runs a `!` command
 * only for such a request, so "nothing ran" is an observable: `list` stays
 * empty (no sleep before asserting it). `stop` ends the recording.
 */
export function shellRuns(page: Page): { list: string[]; stop(): void } {
  const list: string[] = [];
  const onRequest = (r: { url(): string; postData(): string | null }) => { if (new URL(r.url()).pathname === '/api/shell.run') list.push(r.postData() ?? ''); };
  page.on('request', onRequest);
  return { list, stop: () => { page.off('request', onRequest); } };
}
