/**
 * Shell commands found in the expanded body, with the text they would run
 * after substitution and the profile's rule for each. Dry run by default:
 * a command runs only when the user clicks its own Run button.
 */
import type { InvocationRecord } from '../../../../shared/engine';
import { useSandboxStore } from '../../stores/sandbox';
import { runShell } from '../../actions/sandbox';
import { Badge, Section } from '../listing/ui';

/** The shell commands section. */
export function ShellCommands({ record }: { record: InvocationRecord }) {
  const shell = useSandboxStore((s) => s.shell);
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
            {c.note && <div className="sp-reason">{c.note}</div>}
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
