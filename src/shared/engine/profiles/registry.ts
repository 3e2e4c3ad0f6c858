/**
 * The profile registry: every harness Skill Studio simulates, declared once,
 * in the order pickers show them (the first is the default). Adding a harness
 * is one file in `harnesses/` plus one line here; `ProfileId`, the zod enums,
 * the CLI's `--profile` choices and the UI lists all derive from this list.
 */
import { agentSkills } from './harnesses/agentSkills';
import { claudeCode } from './harnesses/claudeCode';
import { codebot } from './harnesses/codebot';
import { minimal } from './harnesses/minimal';
import { openharness } from './harnesses/openharness';
import { codex } from './harnesses/codex';
import { geminiCli } from './harnesses/geminiCli';
import { opencode } from './harnesses/opencode';
import { pi } from './harnesses/pi';
import { vscodeCopilot } from './harnesses/vscodeCopilot';
import { rooCode } from './harnesses/rooCode';
import { goose } from './harnesses/goose';
import { crush } from './harnesses/crush';
import { cursor } from './harnesses/cursor';
import { windsurf } from './harnesses/windsurf';
import { amp } from './harnesses/amp';
import { qwenCode } from './harnesses/qwenCode';
import { copilotCli } from './harnesses/copilotCli';
import { cline } from './harnesses/cline';

export const PROFILES = [
  claudeCode,
  agentSkills,
  codebot,
  openharness,
  minimal,
  codex,
  geminiCli,
  opencode,
  pi,
  vscodeCopilot,
  rooCode,
  goose,
  crush,
  cursor,
  windsurf,
  amp,
  qwenCode,
  copilotCli,
  cline,
] as const;
