/**
 * Room (issue 16 §3): splitters resize the catalog, the preview panes and
 * Problems, by pointer and by keyboard, and the sizes come back after a reload
 * (settings.layout); Ctrl+Alt+M (or the pane button) maximises the
 * Listing/Sandbox pane; at 1024×700 and 1440×900 no button, select or field is
 * clipped; the status bar names the profile's length unit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser } from './helpers/app';

/** Every visible control whose box leaves the window or whose own text does not fit in it. */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const ctx = document.createElement('canvas').getContext('2d')!;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('button, select, input:not([type=hidden])'))) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || el.closest('.monaco-editor, [aria-hidden="true"]')) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      const name = `${el.tagName.toLowerCase()}[${el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}]`;
      if (r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1) {
        // Inside a scrolling list a row may be scrolled out of view: that is not clipping.
        const scroller = el.parentElement?.closest('.pane-body, .tree, .problem-list, .project-problems, .tab-bar, .palette ul');
        if (!scroller) out.push(`${name} outside the window (${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)})`);
        continue;
      }
      const cs = getComputedStyle(el);
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      if (el instanceof HTMLSelectElement) {
        const text = el.selectedOptions[0]?.textContent ?? '';
        // The drop-down arrow takes ~20 px of the box.
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 18;
        if (ctx.measureText(text).width > room) out.push(`${name} shows "${text}" in ${Math.round(room)} px`);
      } else if (el instanceof HTMLButtonElement && el.scrollWidth > el.clientWidth + 1) {
        out.push(`${name} text overflows (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return out;
  });
}

const box = async (page: Page, sel: string) => (await page.locator(sel).first().boundingBox())!;

describeBrowser('resizable panes, maximise, 1024 px', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('layout');
    for (const id of ['alpha', 'beta-with-a-long-name']) {
      const f = path.join(project, '.claude/skills', id, 'SKILL.md');
      fs.mkdirSync(path.dirname(f), { recursive: true });
      fs.writeFileSync(f, `---\nname: ${id}\ndescription: Does ${id} things when the user asks for ${id}.\n---\nBody.\n`);
    }
    return { project, readySelector: '[data-testid="skill-row"]', viewport: { width: 1440, height: 900 } };
  });

  it('drags the sidebar and right splitters, steps Problems by keyboard, and keeps the sizes across a reload', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"] .skill-open').first().click();
    await page.locator('.monaco-editor').waitFor();
    const side0 = (await box(page, '.sidebar')).width;
    const right0 = (await box(page, '.right-panel')).width;
    const s = await box(page, '[data-testid="splitter-sidebar"]');
    await page.mouse.move(s.x + 2, s.y + 200);
    await page.mouse.down();
    await page.mouse.move(s.x + 60, s.y + 200, { steps: 4 });
    await page.mouse.move(s.x + 102, s.y + 200, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await box(page, '.sidebar')).width)).toBe(Math.round(side0 + 100));
    const r = await box(page, '[data-testid="splitter-right"]');
    await page.mouse.move(r.x + 2, r.y + 200);
    await page.mouse.down();
    await page.mouse.move(r.x - 118, r.y + 200, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await box(page, '.right-panel')).width)).toBe(Math.round(right0 + 120));
    const p0 = (await box(page, '[data-testid="problems"]')).height;
    await page.getByTestId('splitter-problems').focus();
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Math.round((await box(page, '[data-testid="problems"]')).height)).toBe(Math.round(p0 + 60));
    await expect.poll(async () => (await app.api<{ layout: Record<string, number> }>('settings.get')).layout)
      .toMatchObject({ sidebar: Math.round(side0 + 100), right: Math.round(right0 + 120), problems: Math.round(p0 + 60) });
    await app.screenshot('layout-resized-1440');
    await page.reload();
    await page.locator('[data-testid="skill-row"]').first().waitFor();
    await expect.poll(async () => Math.round((await box(page, '.sidebar')).width)).toBe(Math.round(side0 + 100));
    await expect.poll(async () => Math.round((await box(page, '.right-panel')).width)).toBe(Math.round(right0 + 120));
    await expect.poll(async () => Math.round((await box(page, '[data-testid="problems"]')).height)).toBe(Math.round(p0 + 60));
    // Double-click restores the default.
    await page.getByTestId('splitter-sidebar').dblclick();
    await expect.poll(async () => Math.round((await box(page, '.sidebar')).width)).toBe(Math.round(side0));
  });

  it('maximises the Listing/Sandbox pane with Ctrl+Alt+M and the pane button, and restores it', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"] .skill-open').first().click();
    await page.locator('[data-testid="tab"]').first().waitFor();
    await page.keyboard.press('Control+Alt+M');
    await expect.poll(async () => Math.round((await box(page, '.right-panel')).width)).toBe(1440);
    expect(await page.locator('.sidebar').isVisible()).toBe(false);
    expect(await page.getByTestId('pane-maximize').getAttribute('aria-pressed')).toBe('true');
    await app.screenshot('layout-maximised-1440');
    await page.getByTestId('pane-tab-sandbox').click();
    await expect.poll(async () => Math.round((await box(page, '.right-panel')).width)).toBe(1440);
    await page.getByTestId('pane-maximize').click();
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(true);
    expect((await box(page, '.right-panel')).width).toBeLessThan(1000);
    // The editor kept its model while hidden.
    expect(await page.locator('[data-testid="tab"]').count()).toBe(1);
    await page.keyboard.press('Control+Alt+M');
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(false);
    await page.keyboard.press('Control+Alt+M');
    await expect.poll(() => page.locator('.sidebar').isVisible()).toBe(true);
  });

  it('clips no button, select or field at 1440×900 and at 1024×700', async () => {
    const { page } = app;
    // With a skill open, so the tab bar and the editor's controls are measured too.
    await page.locator('[data-testid="skill-row"] .skill-open').first().click();
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('pane-tab-listing').click();
    expect(await clippedControls(page)).toEqual([]);
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByTestId('splitter-right').dblclick();
    await expect.poll(() => clippedControls(page)).toEqual([]);
    await app.screenshot('layout-1024x700');
    await page.getByTestId('pane-tab-sandbox').click();
    await expect.poll(() => clippedControls(page)).toEqual([]);
    // The widest panes the splitters allow still leave the editor and every control whole.
    for (const id of ['splitter-sidebar', 'splitter-right']) {
      await page.getByTestId(id).focus();
      await page.keyboard.press('End');
    }
    expect((await box(page, '.center')).width).toBeGreaterThanOrEqual(320);
    await expect.poll(() => clippedControls(page)).toEqual([]);
    await app.screenshot('layout-1024x700-wide-panes');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the profile length unit in the status bar', async () => {
    const { page } = app;
    await expect.poll(() => page.getByTestId('status-unit').textContent()).toBe('Columns');
    const before = { profile: (await box(page, '[data-testid=profile-select]')).x, theme: (await box(page, '[data-testid=theme-select]')).x };
    await page.getByTestId('profile-select').selectOption('codebot');
    await expect.poll(() => page.getByTestId('status-unit').textContent()).toBe('Bytes');
    // The Version picker goes away for a profile without versions; nothing in the top bar moves.
    expect(await page.getByTestId('version-select').count()).toBe(0);
    expect({ profile: (await box(page, '[data-testid=profile-select]')).x, theme: (await box(page, '[data-testid=theme-select]')).x }).toEqual(before);
    await page.getByTestId('profile-select').selectOption('claude-code');
    await expect.poll(() => page.getByTestId('status-unit').textContent()).toBe('Columns');
    expect(app.pageErrors).toEqual([]);
  });
});

describeBrowser('Problems rows at 1024 px', () => {
  const app = appPerTest(({ temp }) => {
    const project = temp('problems-rows');
    const f = path.join(project, '.claude/skills/tabbed/SKILL.md');
    fs.mkdirSync(path.dirname(f), { recursive: true });
    // A tab-indented mapping and a colon in a plain value: two long messages (a new user saw them drawn under the code).
    fs.writeFileSync(f, '---\nname: tabbed\ndescription: Use when: the user asks\nmetadata:\n\tauthor: me\n---\nBody.\n');
    return { project, readySelector: '[data-testid="skill-row"]', viewport: { width: 1024, height: 700 } };
  });

  it('a long message wraps beside its code and place, never under them', async () => {
    const { page } = app;
    await page.locator('[data-testid="skill-row"][data-name="tabbed"] .skill-open').click();
    await expect.poll(() => page.getByTestId('problem').count()).toBeGreaterThan(0);
    // Each line box of the message against the code's and the place's boxes (at this width they
    // may sit beside the message or under it; the bug drew the message's one long line over them).
    const overlaps = await page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="problem"]')).flatMap((b) => {
      const range = document.createRange();
      range.selectNodeContents(b.querySelector('.msg')!);
      const lines = Array.from(range.getClientRects());
      return ['.code', '.where'].flatMap((sel) => {
        const o = b.querySelector(sel)!.getBoundingClientRect();
        const hit = lines.find((l) => l.right > o.left + 1 && l.left < o.right - 1 && l.bottom > o.top + 1 && l.top < o.bottom - 1);
        return hit ? [`${b.getAttribute('data-code')}: a message line (${Math.round(hit.left)}–${Math.round(hit.right)}, y ${Math.round(hit.top)}) over ${sel} (${Math.round(o.left)}–${Math.round(o.right)}, y ${Math.round(o.top)})`] : [];
      });
    }));
    expect(overlaps).toEqual([]);
    await app.screenshot('problems-rows-1024');
    expect(app.pageErrors).toEqual([]);
  });
});
