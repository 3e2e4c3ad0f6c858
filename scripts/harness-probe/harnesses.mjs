// What the probe needs to run each npm-installed harness offline: the package and version,
// the binary, the config written into the temporary HOME, the environment that keeps it on
// loopback, the command per case, and where in the captured request its listing and its
// skill activation are. Switches for pi, gemini, codex, qwen, opencode come from
// ../shared/tools/harness-probe/README.md (probed 2026-12-01) and were re-checked by these runs;
// cline (`cline auth` + --data-dir) and copilot (COPILOT_OFFLINE BYOK, from `copilot help
// environment`) were worked out here. Not here: @charmland/crush, whose npm install downloads its
// binary from github.com.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Folder of the `rg` binary that the Codex npm package ships (for OpenCode's skill tool), or ''. */
const rgDir = () => {
  const base = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.cache/harness-probe/codex/node_modules/@openai/codex-linux-x64/vendor');
  try { for (const t of fs.readdirSync(base)) { const d = path.join(base, t, 'codex-path'); if (fs.existsSync(path.join(d, 'rg'))) return d; } } catch {}
  return '';
};
const write = (file, text) => { fs.mkdirSync(path.dirname(file), { recursive: true }); fs.writeFileSync(file, text); };
const texts = (v, out = []) => {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => texts(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => texts(x, out));
  return out;
};
/** The main request: the first logged POST whose body mentions the marker (a skill name), else the first POST. */
const mainRequest = (reqs, marker) => reqs.find((r) => r.method === 'POST' && JSON.stringify(r.body ?? '').includes(marker))
  ?? reqs.find((r) => r.method === 'POST');

/**
 * One probed harness.
 * @typedef {object} ProbeHarness
 * @property {string} pkg npm package; @property {string} version pinned version;
 * @property {string} bin binary name under node_modules/.bin
 * @property {(home: string, port: number, c?: object) => void} setup writes the config into HOME (c: the case)
 * @property {(home: string, port: number) => Record<string,string>} env extra environment
 * @property {Record<string, {args: string[] | ((home: string) => string[]), toolCalls?: object[]}>} cases the runs
 * @property {(reqs: object[]) => {listing: string|null, tools: string[], activation: string|null}} extract
 */

/** @type {Record<string, ProbeHarness>} */
export const HARNESSES = {
  pi: {
    pkg: '@mariozechner/pi-coding-agent', version: '0.73.1', bin: 'pi',
    setup(home, port) {
      write(path.join(home, '.pi/agent/models.json'), JSON.stringify({ providers: { fake: {
        baseUrl: `http://127.0.0.1:${port}/v1`, api: 'openai-completions', apiKey: 'fake-key',
        compat: { supportsDeveloperRole: false, supportsReasoningEffort: false }, models: [{ id: 'fake-model' }] } } }));
      write(path.join(home, '.pi/agent/settings.json'), JSON.stringify({ defaultProvider: 'fake', defaultModel: 'fake-model', enableInstallTelemetry: false }));
    },
    env: () => ({ PI_OFFLINE: '1', PI_SKIP_VERSION_CHECK: '1', PI_TELEMETRY: '0' }),
    cases: {
      listing: { args: ['--provider', 'fake', '--model', 'fake-model', '-p', 'hello'] },
      // started in packages/app of the repository: which ancestor/descendant folders are read?
      subdir: { args: ['--provider', 'fake', '--model', 'fake-model', '-p', 'hello'], cwd: 'packages/app' },
      command: { args: ['--provider', 'fake', '--model', 'fake-model', '-p', '/skill:alpha-notes ARG-ONE two'] },
    },
    extract(reqs) {
      const m = mainRequest(reqs, 'alpha-notes');
      const msgs = m?.body?.messages ?? [];
      const sys = msgs.find((x) => x.role === 'system')?.content ?? null;
      const text = (c) => (typeof c === 'string' ? c : (c ?? []).map((p) => p.text ?? '').join(''));
      const user = msgs.filter((x) => x.role === 'user').map((x) => text(x.content)).pop() ?? null;
      return { listing: text(sys), tools: (m?.body?.tools ?? []).map((t) => t.function?.name), activation: user };
    },
  },
  gemini: {
    pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini',
    setup(home, port, c = {}) {
      write(path.join(home, '.gemini/settings.json'), JSON.stringify({
        security: { auth: { selectedType: 'gemini-api-key' }, folderTrust: { enabled: c.settings?.security?.folderTrust?.enabled ?? false } },
        privacy: { usageStatisticsEnabled: false }, telemetry: { enabled: false },
        general: { enableAutoUpdate: false, enableAutoUpdateNotification: false } }));
    },
    env: (home, port) => ({ GEMINI_API_KEY: 'fake-key', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port}`, GEMINI_CLI_TRUST_WORKSPACE: 'true' }),
    cases: {
      listing: { args: ['-m', 'gemini-2.5-flash', '--approval-mode', 'yolo', '-p', 'hello'] },
      // started in packages/app of the repository: which ancestor/descendant folders are read?
      subdir: { args: ['-m', 'gemini-2.5-flash', '--approval-mode', 'yolo', '-p', 'hello'], cwd: 'packages/app' },
      activate: { args: ['-m', 'gemini-2.5-flash', '--approval-mode', 'yolo', '-p', 'hello'],
        toolCalls: [{ name: 'activate_skill', args: { name: 'alpha-notes' } }] },
      // folder trust on and the workspace not trusted: what happens to workspace skills?
      untrusted: { args: ['-m', 'gemini-2.5-flash', '--approval-mode', 'yolo', '-p', 'hello'],
        env: { GEMINI_CLI_TRUST_WORKSPACE: null }, settings: { security: { folderTrust: { enabled: true } } } },
      'skip-trust': { args: ['-m', 'gemini-2.5-flash', '--approval-mode', 'yolo', '--skip-trust', '-p', 'hello'],
        env: { GEMINI_CLI_TRUST_WORKSPACE: null }, settings: { security: { folderTrust: { enabled: true } } } },
    },
    extract(reqs) {
      const posts = reqs.filter((r) => r.method === 'POST' && /GenerateContent|generateContent/.test(r.url));
      const m = mainRequest(posts, 'alpha-notes') ?? posts.find((r) => r.body?.systemInstruction);
      const listing = m ? texts(m.body.systemInstruction).join('\n') : null;
      const tools = (m?.body?.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
      const last = posts.at(-1);
      const fr = (last?.body?.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.functionResponse).pop();
      const toolDecl = (m?.body?.tools ?? []).flatMap((t) => t.functionDeclarations ?? []).find((f) => f.name === 'activate_skill');
      return { listing, tools, activation: fr ? JSON.stringify(fr.functionResponse.response) : null, toolSchema: toolDecl ? JSON.stringify(toolDecl) : null };
    },
  },
  codex: {
    pkg: '@openai/codex', version: '0.171.0', bin: 'codex',
    setup(home, port) {
      write(path.join(home, '.codex/config.toml'), [
        'model = "gpt-5"', 'model_provider = "fake"', 'check_for_update_on_startup = false', '',
        '[model_providers.fake]', 'name = "fake"', `base_url = "http://127.0.0.1:${port}/v1"`, 'env_key = "FAKE_API_KEY"', 'wire_api = "responses"', '',
        '[analytics]', 'enabled = false', '', '[features]', 'plugins = false', '', '[feedback]', 'enabled = false', ''].join('\n'));
    },
    env: (home) => ({ FAKE_API_KEY: 'fake-key', CODEX_HOME: path.join(home, '.codex') }),
    cases: {
      listing: { args: ['exec', '--skip-git-repo-check', 'hello'] },
      // started in packages/app of the repository: which ancestor/descendant folders are read?
      subdir: { args: ['exec', '--skip-git-repo-check', 'hello'], cwd: 'packages/app' },
      mention: { args: ['exec', '--skip-git-repo-check', 'use $beta-report ARG-ONE two'] },
      // alpha-notes is in two roots of the fixture: is an ambiguous mention injected?
      'mention-ambiguous': { args: ['exec', '--skip-git-repo-check', 'use $alpha-notes ARG-ONE two'] },
      // hidden from the listing by agents/openai.yaml: can it still be mentioned?
      'mention-implicit-off': { args: ['exec', '--skip-git-repo-check', 'use $implicit-off'] },
      // a model Codex has no metadata for: is the budget then 8,000 characters?
      'listing-unknown-model': { args: ['exec', '--skip-git-repo-check', '-m', 'fake-model', 'hello'] },
      // a 100,000-token window: the 2 % budget becomes 2,000 tokens
      'listing-window-100k': { args: ['exec', '--skip-git-repo-check', '-c', 'model_context_window=100000', 'hello'] },
      // a 10,000-token window: 200 tokens cannot hold even the name-only lines
      'listing-window-10k': { args: ['exec', '--skip-git-repo-check', '-c', 'model_context_window=10000', 'hello'] },
    },
    extract(reqs) {
      const m = mainRequest(reqs.filter((r) => r.url.endsWith('/responses')), '<skills_instructions>');
      const all = texts(m?.body?.input ?? []);
      return { listing: all.find((t) => t.includes('<skills_instructions>')) ?? null,
        tools: (m?.body?.tools ?? []).map((t) => t.name ?? t.type),
        activation: all.find((t) => t.startsWith('<skill>')) ?? null };
    },
  },
  qwen: {
    pkg: '@qwen-code/qwen-code', version: '0.15.10', bin: 'qwen',
    setup(home) {
      write(path.join(home, '.qwen/settings.json'), JSON.stringify({
        security: { auth: { selectedType: 'openai' } }, privacy: { usageStatisticsEnabled: false },
        telemetry: { enabled: false }, general: { enableAutoUpdate: false, enableAutoUpdateNotification: false } }));
    },
    env: (home, port) => ({ OPENAI_API_KEY: 'fake-key', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'fake-model', QWEN_DEFAULT_AUTH_TYPE: 'openai' }),
    cases: {
      listing: { args: ['-p', 'hello'] },
      // started in packages/app of the repository: which ancestor/descendant folders are read?
      subdir: { args: ['-p', 'hello'], cwd: 'packages/app' },
      activate: { args: ['-p', 'hello'], toolCalls: [{ name: 'skill', args: { skill: 'alpha-notes' } }] },
      command: { args: ['-p', '/alpha-notes ARG-ONE two'] },
    },
    extract(reqs) {
      const posts = reqs.filter((r) => r.method === 'POST' && r.url.endsWith('/chat/completions'));
      const m = posts.find((r) => (r.body?.tools ?? []).some((t) => t.function?.name === 'skill'));
      const text = (c) => (typeof c === 'string' ? c : (c ?? []).map((p) => p.text ?? '').join(''));
      const last = posts.filter((r) => (r.body?.tools ?? []).some((t) => t.function?.name === 'skill')).at(-1);
      const toolMsg = (last?.body?.messages ?? []).filter((x) => x.role === 'tool').map((x) => text(x.content)).pop() ?? null;
      const user = (m?.body?.messages ?? []).filter((x) => x.role === 'user').map((x) => text(x.content)).pop() ?? null;
      return { listing: m?.body?.tools?.find((t) => t.function?.name === 'skill')?.function?.description ?? null,
        tools: (m?.body?.tools ?? []).map((t) => t.function?.name), activation: toolMsg, userMessage: user,
        system: text((m?.body?.messages ?? []).find((x) => x.role === 'system')?.content) };
    },
  },
  opencode: {
    pkg: 'opencode-ai', version: '1.18.33', bin: 'opencode',
    setup(home, port) {
      write(path.join(home, '.config/opencode/opencode.json'), JSON.stringify({
        autoupdate: false, share: 'disabled', model: 'fake/fake-model', small_model: 'fake/fake-model',
        provider: { fake: { npm: '@ai-sdk/openai-compatible', name: 'Fake',
          options: { baseURL: `http://127.0.0.1:${port}/v1`, apiKey: 'fake-key' },
          models: { 'fake-model': { name: 'Fake Model', tool_call: true, limit: { context: 128000, output: 8192 } } } } } }));
    },
    // npm_config_registry on loopback: without it OpenCode installs its plugin packages from
    // registry.npmjs.org at start (team probe notes); its skill tool needs `rg` on PATH, taken
    // from the Codex package when that is installed.
    env: () => ({ npm_config_registry: 'http://127.0.0.1:9/', OPENCODE_DISABLE_AUTOUPDATE: '1', OPENCODE_DISABLE_MODELS_FETCH: '1',
      OPENCODE_DISABLE_LSP_DOWNLOAD: '1', OPENCODE_DISABLE_SHARE: '1', OPENCODE_DISABLE_DEFAULT_PLUGINS: '1',
      PATH: [rgDir(), process.env.PATH].filter(Boolean).join(':') }),
    cases: {
      listing: { args: ['run', 'hello'] },
      // started in packages/app of the repository: which ancestor/descendant folders are read?
      subdir: { args: ['run', 'hello'], cwd: 'packages/app' },
      activate: { args: ['run', 'hello'], toolCalls: [{ name: 'skill', args: { name: 'alpha-notes' } }] },
    },
    extract(reqs) {
      const posts = reqs.filter((r) => r.method === 'POST' && r.url.endsWith('/chat/completions'));
      const withSkill = posts.filter((r) => (r.body?.tools ?? []).some((t) => t.function?.name === 'skill'));
      const m = withSkill[0];
      const text = (c) => (typeof c === 'string' ? c : (c ?? []).map((p) => p.text ?? '').join(''));
      const toolMsg = (withSkill.at(-1)?.body?.messages ?? []).filter((x) => x.role === 'tool').map((x) => text(x.content)).pop() ?? null;
      return { listing: text((m?.body?.messages ?? []).find((x) => x.role === 'system')?.content) || null,
        tools: (m?.body?.tools ?? []).map((t) => t.function?.name), activation: toolMsg,
        toolSchema: JSON.stringify(m?.body?.tools?.find((t) => t.function?.name === 'skill') ?? null) };
    },
  },
  cline: {
    pkg: 'cline', version: '3.0.65', bin: 'cline',
    // `cline auth` writes the provider into the data dir; --data-dir keeps all state in the temp
    // HOME (without it the CLI also starts a background hub daemon that outlives the run).
    setup(home, port) {
      const bin = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../.cache/harness-probe/cline/node_modules/.bin/cline');
      execFileSync(bin, ['auth', '-p', 'openai', '-k', 'fake-key', '-m', 'fake-model', '-b', `http://127.0.0.1:${port}/v1`, '--data-dir', path.join(home, 'data')],
        { env: { PATH: process.env.PATH, HOME: home, TERM: 'dumb', CI: '1', NO_COLOR: '1' }, stdio: 'ignore', timeout: 60000 });
    },
    env: () => ({}),
    cases: {
      listing: { args: (home) => ['--json', '--data-dir', path.join(home, 'data'), '-t', '60', 'please say hello'] },
      invoke: { args: (home) => ['--json', '--data-dir', path.join(home, 'data'), '-t', '60', 'please say hello'],
        toolCalls: [{ name: 'skills', args: { skill: '/With-Args', args: '  ARG-ONE two  ' } }] },
      // three copies of `shared` (two project roots, ~/.cline): which one does the tool load?
      'invoke-shared': { args: (home) => ['--json', '--data-dir', path.join(home, 'data'), '-t', '60', 'please say hello'],
        toolCalls: [{ name: 'skills', args: { skill: 'shared' } }] },
    },
    extract(reqs) {
      const posts = reqs.filter((r) => r.method === 'POST' && r.url.endsWith('/chat/completions'));
      const m = posts.find((r) => (r.body?.tools ?? []).some((t) => t.function?.name === 'skills'));
      const text = (c) => (typeof c === 'string' ? c : (c ?? []).map((p) => p.text ?? '').join(''));
      const toolMsg = posts.flatMap((r) => r.body?.messages ?? []).filter((x) => x.role === 'tool').map((x) => text(x.content)).pop() ?? null;
      return { listing: m?.body?.tools?.find((t) => t.function?.name === 'skills')?.function?.description ?? null,
        tools: (m?.body?.tools ?? []).map((t) => t.function?.name), activation: toolMsg,
        system: text((m?.body?.messages ?? []).find((x) => x.role === 'system')?.content) };
    },
  },
  copilot: {
    pkg: '@github/copilot', version: '1.0.102', bin: 'copilot',
    setup() {},
    // BYOK offline mode (`copilot help environment`): no GitHub auth, no telemetry, no updates.
    env: (home, port) => ({ COPILOT_OFFLINE: 'true', COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${port}/v1`,
      COPILOT_PROVIDER_API_KEY: 'fake-key', COPILOT_PROVIDER_TYPE: 'openai', COPILOT_MODEL: 'fake-model' }),
    cases: {
      listing: { args: ['-p', 'please say hello', '--allow-all-tools', '--trust-folder', '--disable-client-telemetry'] },
      command: { args: ['-p', '/alpha-notes ARG-ONE two', '--allow-all-tools', '--trust-folder', '--disable-client-telemetry'] },
      activate: { args: ['-p', 'please say hello', '--allow-all-tools', '--trust-folder', '--disable-client-telemetry'],
        toolCalls: [{ name: 'skill', args: { skill: 'alpha-notes' } }] },
      // rules2-input: the related-files list of a skill with a folder tree, and of one with no other files
      'activate-tree': { args: ['-p', 'please say hello', '--allow-all-tools', '--trust-folder', '--disable-client-telemetry'],
        toolCalls: [{ name: 'skill', args: { skill: 'tree' } }] },
      'activate-plain': { args: ['-p', 'please say hello', '--allow-all-tools', '--trust-folder', '--disable-client-telemetry'],
        toolCalls: [{ name: 'skill', args: { skill: 'plain' } }] },
    },
    extract(reqs) {
      const posts = reqs.filter((r) => r.method === 'POST' && /chat\/completions|responses/.test(r.url));
      const toolResult = posts.flatMap((r) => r.body?.messages ?? []).filter((x) => x.role === 'tool')
        .map((x) => (typeof x.content === 'string' ? x.content : (x.content ?? []).map((p) => p.text ?? '').join(''))).pop() ?? null;
      const m = posts.find((r) => JSON.stringify(r.body ?? '').includes('alpha-notes')) ?? posts[0];
      const text = (c) => (typeof c === 'string' ? c : (c ?? []).map((p) => p.text ?? '').join(''));
      const msgs = m?.body?.messages ?? [];
      // The activation as delivered: the skill tool's result, then the `<skill-context>` user message after it.
      const context = posts.flatMap((r) => r.body?.messages ?? []).filter((x) => x.role === 'user' && text(x.content).startsWith('<skill-context')).map((x) => text(x.content)).pop();
      return { listing: msgs.filter((x) => x.role === 'system' || x.role === 'developer').map((x) => text(x.content)).join('\n---\n') || null,
        tools: (m?.body?.tools ?? []).map((t) => t.function?.name ?? t.name),
        activation: context ? `${toolResult}\n${context}` : null,
        prompt: msgs.filter((x) => x.role === 'user').map((x) => text(x.content)).join('\n---\n') || null,
        toolResult, toolDescriptions: JSON.stringify((m?.body?.tools ?? []).filter((t) => /skill/i.test(t.function?.name ?? '')).map((t) => t.function)) };
    },
  },
};
