/**
 * The sealed environment Claude Code is started with, in a module of its own: the
 * `--version` probe (findClaude.ts), which every listing under a Claude Code profile
 * may run, needs only this, not the capture runner with its fake API (node:http, zlib).
 */

/** The environment Claude Code runs with (claude-code-measured.md), plus `extra`. */
export function claudeEnv(home: string, baseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    USERPROFILE: home,
    USER: 'conformance',
    TERM: 'dumb',
    LANG: 'C.UTF-8',
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'sk-ant-conformance-dummy',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    DISABLE_BUG_COMMAND: '1',
    CLAUDE_CODE_DISABLE_TERMINAL_TITLE: '1',
    CLAUDE_CODE_DISABLE_POLICY_SKILLS: '1',
    // Anything not meant for the fake API goes to it as a proxy, which refuses (and logs) it.
    HTTPS_PROXY: baseUrl, HTTP_PROXY: baseUrl, https_proxy: baseUrl, http_proxy: baseUrl,
    NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost',
    ...extra,
  };
}
