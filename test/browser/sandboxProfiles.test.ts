/**
 * Golden checks of the Sandbox under every profile, on a temp copy of
 * examples/demo-project (plus a `.codebot/skills` pair for codebot, a
 * `.harness-skills` folder for the minimal loader and one `.agents/skills`
 * skill for Agent Skills). The profile is switched with the Sandbox's own
 * picker; the app's profile (top bar) must not change.
 *
 * Every expected text is written by hand from the reference
 * (../shared/reference/skill-semantics.md §1.3, §8–§12, E19, E22) and the seeds
 * (000 codebot, 003 minimal loader, 004 OpenHarness), never copied from the
 * app's output. The demo files the goldens are built on are pinned first, so a
 * change to the demo fails loudly instead of silently changing the golden.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerTest, describeBrowser, REPO_ROOT } from './helpers/app';
import { invoke, openSandbox, shellRuns } from './helpers/sandbox';

const DEMO = path.join(REPO_ROOT, 'examples/demo-project');

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

// --- The demo files the goldens rely on (pinned in the first test). ---
const LOG_TIME_MD = [
  '---',
  'name: log-time',
  "description: Records time spent against a ticket in the team's time sheet.",
  'argument-hint: <duration> <ticket>',
  'arguments: duration ticket',
  '---',
  '',
  '# Log time',
  '',
  'Record $duration against $ticket (raw: $ARGUMENTS).',
  '',
  'Run `${CLAUDE_SKILL_DIR}/scripts/log.sh $0 $1` to append the entry.',
  'The helper in ${CLAUDE_SKILL_DIR}/scripts/missing.sh does not exist.',
  '',
  '```bash',
  '# In code, $1 is still replaced by Claude Code:',
  'echo "$1"',
  '```',
  '',
].join('\n');

const DEPLOY_MD = [
  '---',
  'name: deploy',
  'description: Deploys the current branch to staging or production after running the checks.',
  'disable-model-invocation: true',
  'argument-hint: <environment>',
  '---',
  '',
  '# Deploy',
  '',
  'Deploy to $0 only after `npm test` passes. Never deploy to production on a Friday.',
  '',
].join('\n');

// --- Skills this test adds to the copy. ---
const CB_WRAP_MD = '---\nname: cb-wrap\ndescription: Summarises a topic for the team.\n---\n\nSummarise $ARGUMENTS for the team.\nSecond word: $1\n\n';
const CB_SHELL_MD = '---\nname: cb-shell\ndescription: Echoes its arguments through the shell.\n---\nRun !`echo $ARGUMENTS` for $ARGUMENTS.\n';
// Seed 003's own example skill, byte for byte as its heredoc writes it.
const MIN_CHANGELOG_BODY = [
  '# 写 CHANGELOG 条目',
  '',
  '- 目标文件是 `CHANGELOG.md`，条目放在 `## Unreleased` 这个小节下面，格式是',
  '  `- 一句话描述`，用现在时，不写"新增了/修复了"这类前缀。',
  '- 文件不存在就创建，内容以 `# Changelog\\n\\n## Unreleased\\n\\n` 开头。',
  '- 文件已存在但没有 `## Unreleased` 小节，就在文件最开头补一个，原有内容',
  '  往后挪，不要删掉任何已有条目。',
  '- 只处理用户这句话里提到的这一项变更，不要自己联想去补别的条目。',
].join('\n');
const MIN_CHANGELOG_MD = `---\nname: changelog\ndescription: 当用户口头描述一项功能变更，要求把它记到 CHANGELOG 里时使用。\n---\n\n${MIN_CHANGELOG_BODY}\n`;
// Frontmatter name differs from the folder: seed 003 keys the skill on the folder name.
const MIN_GODOC_BODY = '# Go 文档注释规范\n\n- 注释是一整句话，以被注释的标识符名字开头，句号结尾。';
const MIN_GODOC_MD = `---\nname: go-docs\ndescription: 当用户要求给一段 Go 代码里的函数或类型写文档注释时使用。\n---\n\n${MIN_GODOC_BODY}\n\n\n`;
const AS_MD = '---\nname: pdf-notes\ndescription: Reads a PDF and writes study notes. Use when the user shares a PDF.\n---\n\n# PDF notes\n\nRead the PDF and write notes.\n\n';



const messageTexts = (page: Page, hidden?: boolean) =>
  page.locator(`[data-testid=message]${hidden === undefined ? '' : `[data-hidden=${hidden}]`} [data-testid=message-text]`).allTextContents();

/** The one message a non-Claude harness delivers (tool result or submitted prompt). */
async function onlyMessage(page: Page): Promise<string> {
  const all = await messageTexts(page);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** The verdict says allowed (the refusal reason is in the failure message). */
async function expectAllowed(page: Page): Promise<void> {
  const reason = page.getByTestId('verdict-reason');
  const why = (await reason.count()) ? await reason.textContent() : '';
  expect(await page.getByTestId('verdict').getAttribute('data-allowed'), `refused: ${why}`).toBe('true');
}

const subText = (page: Page, placeholder: string) =>
  page.locator(`[data-testid=sub][data-placeholder="${placeholder}"]`).allTextContents();

function goldens(mode: 'sandbox' | 'app', title: string): void {
  describeBrowser(title, () => {
    let project: string;
    const dirOf = (rel: string) => path.join(project, rel);

    /**
     * 'sandbox': pick the profile in the Sandbox's own picker and check the app's profile
     * stayed Claude Code latest. 'app': switch the app's profile in the top bar (the Sandbox follows).
     */
    async function useProfile(value: string): Promise<void> {
      if (mode === 'sandbox') {
        await app.page.getByTestId('sandbox-profile').selectOption(value);
      } else {
        await app.page.getByTestId('profile-select').selectOption(value.split('@')[0]!);
      }
      // Switching the app's profile waits for main's rescan: give a loaded machine more than the default second.
      await expect.poll(() => app.page.getByTestId('sandbox-profile').inputValue(), { timeout: 15_000 }).toBe(value);
      await topBarUnchanged();
    }
    async function topBarUnchanged(): Promise<void> {
      if (mode !== 'sandbox') return;
      expect(await app.page.getByTestId('profile-select').inputValue()).toBe('claude-code');
      expect(await app.page.getByTestId('version-select').inputValue()).toBe('latest');
    }

    /*
     * Skills in roots only the simulated profile scans (`.codebot/skills`, `.harness-skills`,
     * `.agents/skills`): main reads their bodies within the simulated profile's roots, so the
     * goldens hold both with the Sandbox's own picker and with the app's profile switched.
     */
    const itOtherRoot = it;

    const app = appPerTest(({ temp }) => {
      const root = temp('profiles');
      project = path.join(root, 'demo-project');
      fs.cpSync(DEMO, project, { recursive: true, verbatimSymlinks: true });
      write(path.join(project, '.codebot/skills/cb-wrap/SKILL.md'), CB_WRAP_MD);
      write(path.join(project, '.codebot/skills/cb-shell/SKILL.md'), CB_SHELL_MD);
      write(path.join(project, '.harness-skills/changelog/SKILL.md'), MIN_CHANGELOG_MD);
      write(path.join(project, '.harness-skills/go-doc-comment/SKILL.md'), MIN_GODOC_MD);
      write(path.join(project, '.agents/skills/pdf-notes/SKILL.md'), AS_MD);
      const home = path.join(root, 'home');
      fs.mkdirSync(home);
      return { project, home, viewport: { width: 1600, height: 1200 }, readySelector: '[data-testid=listing-pane]' };
    }, async (a) => {
      await openSandbox(a.page);
      await topBarUnchanged();
    });

    it('the demo files the goldens are written against are unchanged', () => {
      expect(fs.readFileSync(dirOf('.claude/skills/log-time/SKILL.md'), 'utf8')).toBe(LOG_TIME_MD);
      expect(fs.readFileSync(dirOf('.claude/skills/deploy/SKILL.md'), 'utf8')).toBe(DEPLOY_MD);
    });

    if (mode === 'sandbox') it('Claude Code latest, user path /log-time 2h PROJ-42: named arguments (§9.1 step 3), 0-based $N (step 5), raw $ARGUMENTS (step 6), ${CLAUDE_SKILL_DIR} (step 8), no trailer (step 7), §8.3 base dir', async () => {
      await useProfile('claude-code@latest');
      // Under the app's own profile the picker shows each skill's status, and no note.
      expect(await app.page.getByTestId('sandbox-skill').locator('option').allTextContents()).toContain('log-time — listed (project)');
      expect(await app.page.getByTestId('sandbox-skill-note').count()).toBe(0);
      await invoke(app.page, 'log-time', 'user', '2h PROJ-42');
      await expectAllowed(app.page);
      const dir = dirOf('.claude/skills/log-time');
      // §8.2: a visible header message (ending with a newline, measured), then the hidden body message.
      expect(await messageTexts(app.page, false)).toEqual([
        '<command-message>log-time</command-message>\n<command-name>/log-time</command-name>\n<command-args>2h PROJ-42</command-args>\n',
      ]);
      const hidden = await messageTexts(app.page, true);
      expect(hidden).toHaveLength(1);
      const text = hidden[0]!;
      expect(text.startsWith(`Base directory for this skill: ${dir}\n\n`)).toBe(true);
      // §1.3: the body is not trimmed; everything from the heading on, substituted by hand.
      expect(text.endsWith([
        '# Log time',
        '',
        'Record 2h against PROJ-42 (raw: 2h PROJ-42).',
        '',
        `Run \`${dir}/scripts/log.sh 2h PROJ-42\` to append the entry.`,
        `The helper in ${dir}/scripts/missing.sh does not exist.`,
        '',
        '```bash',
        '# In code, PROJ-42 is still replaced by Claude Code:',
        'echo "PROJ-42"',
        '```',
        '',
      ].join('\n'))).toBe(true);
      expect(text).not.toContain('ARGUMENTS:');
      expect(await subText(app.page, '$duration')).toEqual(['2h']);
      expect(await subText(app.page, '$ticket')).toEqual(['PROJ-42']);
      expect(await subText(app.page, '$0')).toEqual(['2h']);
      expect(await subText(app.page, '$1')).toEqual(['PROJ-42', 'PROJ-42', 'PROJ-42']);
      expect(await subText(app.page, '$ARGUMENTS')).toEqual(['2h PROJ-42']);
      expect(await app.page.getByTestId('argv-token').allTextContents()).toEqual(['$02h', '$1PROJ-42']);
      expect(await app.page.getByTestId('named-token').allTextContents()).toEqual(['$duration2h', '$ticketPROJ-42']);
      await app.screenshot(`${mode}-profiles-cc-log-time`);
      await topBarUnchanged();
    });

    if (mode === 'sandbox') it('Claude Code latest, model path: deploy is refused, the error names disable-model-invocation (§8.1 CC, E19)', async () => {
      await useProfile('claude-code@latest');
      await invoke(app.page, 'deploy', 'model', 'staging');
      expect(await app.page.getByTestId('verdict').getAttribute('data-allowed')).toBe('false');
      expect(await app.page.getByTestId('verdict-reason').textContent()).toContain('disable-model-invocation');
      expect(await messageTexts(app.page, true)).toEqual([]);
      await topBarUnchanged();
    });

    itOtherRoot('codebot, model path: the tool result is the <skill name="…"> wrap with "References are relative to {dir}." and the trimmed, expanded body (seed 000, §9.3, §1.3 CB)', async () => {
      await useProfile('codebot@latest');
      await invoke(app.page, 'cb-wrap', 'model', 'alpha beta');
      await expectAllowed(app.page);
      const dir = dirOf('.codebot/skills/cb-wrap');
      const expected = `<skill name="cb-wrap">\nReferences are relative to ${dir}.\n\nSummarise alpha beta for the team.\nSecond word: beta\n</skill>`;
      expect(await onlyMessage(app.page)).toBe(expected);
      expect(await app.page.getByTestId('body-text').textContent()).toBe(expected);
      await app.screenshot(`${mode}-profiles-codebot-wrap`);
      await topBarUnchanged();
    });

    itOtherRoot('codebot, E22: shell runs before argument expansion, so $ARGUMENTS reaches the command unexpanded and the arguments cannot inject (§9.3 CB order)', async () => {
      await useProfile('codebot@latest');
      const runs = shellRuns(app.page);
      await invoke(app.page, 'cb-shell', 'model', '; touch injected.txt');
      await expectAllowed(app.page);
      const cmds = app.page.getByTestId('shell-command');
      expect(await cmds.count()).toBe(1);
      expect(await cmds.first().getByTestId('shell-command-text').textContent()).toBe('echo $ARGUMENTS');
      // The prose placeholder outside the command is expanded afterwards.
      expect(await onlyMessage(app.page)).toContain('for ; touch injected.txt.');
      // Main runs a `!` command only for a shell.run request: none was sent.
      expect(runs.list).toEqual([]);
      runs.stop();
      expect(fs.existsSync(dirOf('injected.txt'))).toBe(false);
      await app.screenshot(`${mode}-profiles-codebot-e22`);
      await topBarUnchanged();
    });

    if (mode === 'sandbox') it('OpenHarness, user path with a placeholder: "Base directory for this skill: {dir}" + the WHOLE file (frontmatter included), only $ARGUMENTS and ${CLAUDE_SKILL_DIR} replaced, nothing appended (§8.2 OH, §1.3, E7, seed 004)', async () => {
      await useProfile('openharness@latest');
      // The picker no longer labels skills with the app profile's statuses (they would not be OpenHarness's).
      const options = await app.page.getByTestId('sandbox-skill').locator('option').allTextContents();
      expect(options).toContain('log-time (project)');
      expect(options.some((o) => / — (listed|hidden|shadowed|cut|dropped|inactive|error)/.test(o))).toBe(false);
      expect(await app.page.getByTestId('sandbox-skill-note').textContent()).toContain('OpenHarness');
      await invoke(app.page, 'log-time', 'user', '2h PROJ-42');
      await expectAllowed(app.page);
      const dir = dirOf('.claude/skills/log-time');
      expect(await onlyMessage(app.page)).toBe([
        `Base directory for this skill: ${dir}`,
        '',
        '---',
        'name: log-time',
        "description: Records time spent against a ticket in the team's time sheet.",
        'argument-hint: <duration> <ticket>',
        'arguments: duration ticket',
        '---',
        '',
        '# Log time',
        '',
        'Record $duration against $ticket (raw: 2h PROJ-42).',
        '',
        `Run \`${dir}/scripts/log.sh $0 $1\` to append the entry.`,
        `The helper in ${dir}/scripts/missing.sh does not exist.`,
        '',
        '```bash',
        '# In code, $1 is still replaced by Claude Code:',
        'echo "$1"',
        '```',
        '',
      ].join('\n'));
      await app.screenshot(`${mode}-profiles-oh-user-log-time`);
      await topBarUnchanged();
    });

    if (mode === 'sandbox') it('OpenHarness, user path without a placeholder: the whole file + "\\n\\nArguments: staging" ($0 is not an OH placeholder) (§8.2 OH, E8, seed 004)', async () => {
      await useProfile('openharness@latest');
      await invoke(app.page, 'deploy', 'user', 'staging');
      await expectAllowed(app.page);
      const dir = dirOf('.claude/skills/deploy');
      expect(await onlyMessage(app.page)).toBe(`Base directory for this skill: ${dir}\n\n${DEPLOY_MD}\n\nArguments: staging`);
      await topBarUnchanged();
    });

    if (mode === 'sandbox') it('OpenHarness, model path: the raw file, frontmatter included, no substitution, no base-dir line (§8.1 OH, §9.3 OH model path)', async () => {
      await useProfile('openharness@latest');
      await invoke(app.page, 'log-time', 'model', '2h PROJ-42');
      await expectAllowed(app.page);
      expect(await onlyMessage(app.page)).toBe(LOG_TIME_MD);
      expect(await app.page.locator('[data-testid=sub]').count()).toBe(0);
      await topBarUnchanged();
    });

    itOtherRoot('minimal, model path: `[skill "name"，所在目录：.harness-skills/name]` + blank line + the trimmed body, exactly as seed 003 prints it', async () => {
      await useProfile('minimal@latest');
      await invoke(app.page, 'changelog', 'model', '');
      await expectAllowed(app.page);
      expect(await onlyMessage(app.page)).toBe(`[skill "changelog"，所在目录：.harness-skills/changelog]\n\n${MIN_CHANGELOG_BODY}`);
      // Seed 003: the folder name is the skill's name; frontmatter `name` is not read.
      await invoke(app.page, 'go-doc-comment', 'model', '');
      await expectAllowed(app.page);
      expect(await onlyMessage(app.page)).toBe(`[skill "go-doc-comment"，所在目录：.harness-skills/go-doc-comment]\n\n${MIN_GODOC_BODY}`);
      await app.screenshot(`${mode}-profiles-minimal`);
      await topBarUnchanged();
    });

    itOtherRoot('agent-skills, model path: the §8.1 AS guide wrapper <skill_content name="…"> with the body and the skill directory', async () => {
      await useProfile('agent-skills@latest');
      await invoke(app.page, 'pdf-notes', 'model', '');
      await expectAllowed(app.page);
      const text = await onlyMessage(app.page);
      // Only what §8.1's AS guide row states: a <skill_content name="…"> wrapper holding the
      // body (trimmed, §1.1 AS guide) and the skill directory. (The guide's <skill_resources>
      // would list bundled files; this skill has none, so nothing is asserted about it.)
      expect(text.startsWith('<skill_content name="pdf-notes">')).toBe(true);
      expect(text.trimEnd().endsWith('</skill_content>')).toBe(true);
      expect(text).toContain('# PDF notes\n\nRead the PDF and write notes.');
      expect(text).toContain(dirOf('.agents/skills/pdf-notes'));
      expect(text).not.toContain('description: Reads a PDF');
      await app.screenshot(`${mode}-profiles-agent-skills`);
      await topBarUnchanged();
    });
  });
}

goldens('sandbox', 'sandbox golden checks per profile, switched with the Sandbox picker (demo project)');
goldens('app', 'the codebot / minimal / agent-skills goldens with the app profile switched (coverage while the picker bug stands)');
