/**
 * Shell commands found in the expanded body, with the text they would run
 * after substitution and the profile's rule for each. Dry run by default:
 * a command runs only when the user clicks its own Run button.
 */
import { profileOrDefault, type InvocationRecord } from '../../../../shared/engine';
import { useSandboxStore } from '../../stores/sandbox';
import { runShell } from '../../actions/sandbox';
import { Badge, Section } from '../listing/ui';

/** The shell commands section. */
export function ShellCommands({ record }: { record: InvocationRecord }) {
  const shell = useSandboxStore((s) => s.shell);
  const harness = profileOrDefault(record.profile).inSentence;
  const run = runShell;
  if (!record.shellCommands.length) return null;
  return (
    <Section title={`Shell commands (${record.shellCommands.length}) — dry run`} testId="shell-commands">
      {record.shellCommands.map((c, i) => {
        const st = shell[String(i)];
        return (
          <div key={`${i}-${c.command}`} className="sp-cmd" data-testid="shell-command">
            <div className="sp-row">
              <Badge kind={c.wouldRun ? 'full' : 'omitted'}>{c.wouldRun ? 'harness would run it' : 'harness would not run it'}</Badge>
              <Badge kind="not-discovered">{c.kind}</Badge>
              {c.injectedArguments && <Badge kind="error">argument text inside the command</Badge>}
              <code data-testid="shell-command-text">{c.command}</code>
              <button type="button" className="sp-btn sp-right" data-testid="shell-run" disabled={!record.skillPath || !record.allowed || st?.running}
                onClick={() => void run(i)}>{st?.running ? 'Running…' : 'Run'}</button>
            </div>
            <dl className="sp-model-facts" data-testid="shell-record">
              <dt>{harness} would</dt>
              <dd data-testid="shell-harness">{c.wouldRun
                ? <>run <code>{c.command}</code> with its Bash tool while loading the skill, under the Bash tool's permission rules, and put the output in the body in place of the command{c.note ? <span className="sp-muted"> ({c.note})</span> : null}</>
                : <>not run it: {c.note ?? 'the text reaches the model as written'}</>}</dd>
              <dt>Skill Studio did</dt>
              <dd data-testid="shell-ours">{st?.result
                ? <>ran it here because you clicked Run (exit {st.result.exitCode ?? 'none'})</>
                : st?.running ? <>is running it (you clicked Run)</>
                  : <>nothing: a dry run, the body above keeps the command text; it runs here only when you click Run</>}</dd>
            </dl>
            {st?.error && <div className="sp-error" data-testid="shell-error">{st.error}</div>}
            {st?.result && (
              <div data-testid="shell-result">
                <div className="sp-small">exit <strong data-testid="shell-exit">{st.result.exitCode ?? 'none'}</strong>{st.result.timedOut && ' · timed out'}{st.result.truncated && ' · output truncated'} · {st.result.durationMs} ms</div>
                {st.result.stdout && <pre className="sp-cmd-out" data-testid="shell-stdout">{st.result.stdout}</pre>}
                {st.result.stderr && <pre className="sp-cmd-out sp-error" data-testid="shell-stderr">[stderr] {st.result.stderr}</pre>}
              </div>
            )}
          </div>
        );
      })}
    </Section>
  );
}
