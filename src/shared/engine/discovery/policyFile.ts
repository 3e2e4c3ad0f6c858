/**
 * A skill's policy file (`DiscoverySection.policyFile`, Codex
 * `agents/openai.yaml`): `policy.allow_implicit_invocation: false` hides the
 * skill from the model's listing; a named invocation still reaches it
 * (loader.rs `load_skill_metadata`, render.rs
 * `allowed_skills_for_implicit_invocation`; measured 0.171.0). A missing,
 * unreadable or invalid file changes nothing (Codex "fails open").
 */
import { parse } from 'yaml';
import type { FsPort } from '../fsport';
import type { Profile } from '../profiles/types';
import type { SkillRecord } from '../types';
import { makeDiagnostic } from '../diagnostics/catalogue';
import { FILE_START } from '../text/positions';
import { joinPath } from './pathutil';
import { readText } from './read';

/** Apply the profile's policy file to `rec` (in place); a no-op for profiles without one. */
export function applyPolicyFile(port: FsPort, rec: SkillRecord, profile: Profile): void {
  const file = profile.discovery.policyFile;
  if (!file || !rec.dir) return;
  const path = joinPath(rec.dir, file);
  const r = readText(port, path, 256 * 1024);
  if (!r.ok) return;
  let doc: unknown;
  try { doc = parse(r.text); } catch { return; }
  const policy = (doc as { policy?: { allow_implicit_invocation?: unknown } } | null)?.policy;
  if (policy?.allow_implicit_invocation !== false) return;
  rec.fields = { ...rec.fields, disableModelInvocation: true };
  const d = makeDiagnostic('implicit-invocation-off', FILE_START, { file, name: rec.name, harness: profile.label });
  d.path = path;
  rec.diagnostics.push(d);
}

/** An edited SKILL.md keeps what its (unchanged) policy file said at the last scan (`updateSkillText` has no port). */
export function carryPolicyFile(old: SkillRecord, fresh: SkillRecord): void {
  const d = old.diagnostics.find((x) => x.code === 'implicit-invocation-off');
  if (!d) return;
  fresh.fields = { ...fresh.fields, disableModelInvocation: true };
  fresh.diagnostics.push(d);
}
