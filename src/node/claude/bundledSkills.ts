/**
 * Read Claude Code's bundled skills and built-in prompt commands out of its own
 * JavaScript entry (`cli.js` of the npm package `@anthropic-ai/claude-code`) at run
 * time, with a real parser (acorn), so their names and descriptions never enter the
 * repository (issue 13 §3: the texts are Anthropic's).
 *
 * What is read (2.1.112 `cli.js`, read 2026-12-02):
 * - **register functions**: a function whose body builds an object with
 *   `source: "bundled"` or `source: "builtin"` (2.1.112 `MA`, which pushes
 *   `{type:"prompt", …, source:"bundled", loadedFrom:"bundled"}`; `UnK`, which makes a
 *   built-in prompt command) and is called with an object literal
 *   (`MA({name:"…", description:"…", whenToUse:"…", isEnabled:…})`): one entry per call;
 * - **built-in prompt commands written as literals**: an object with `type: "prompt"`,
 *   `source: "builtin"` and a literal `name` (2.1.112 `init`, `review`).
 *
 * A value counts only when it is a string literal, a template without expressions, or an
 * identifier bound once in the file to one of those (`description: zH5` with `zH5 = "…"`).
 * A getter (`get description(){ if (gate) return "A"; return "B" }`) gives every literal
 * it can return, in source order (`candidates`); which one the client uses is a runtime
 * gate, recorded per version in {@link LISTED_BUNDLED}. Anything else is `null` (unknown).
 *
 * Whether an entry is *listed* also depends on runtime gates (`isEnabled` functions,
 * environment switches, `disableModelInvocation`), so the reader does not guess: the
 * measured list of listed names per version ({@link LISTED_BUNDLED}) decides, and an
 * unmeasured version says so (`listed: null`).
 *
 * Never throws: a file that is missing, too large, not JavaScript, or holds no register
 * function gives `{ ok: false, reason, message }`.
 */
import fs from 'node:fs';
import { parse, type Node } from 'acorn';
import { full, fullAncestor } from 'acorn-walk';
import { z } from 'zod';

/** One bundled skill or built-in prompt command as its definition says. */
export const bundledDefinitionSchema = z.object({
  name: z.string().min(1),
  /** `bundled`: a bundled skill (register function with `source:"bundled"`); `builtin`: a built-in prompt command. */
  kind: z.enum(['bundled', 'builtin']),
  /** Every literal the description can be, in source order (one for a plain literal; none when unknown). */
  descriptions: z.array(z.string()),
  /** The `whenToUse` literal(s), same rule; empty when the definition has none or it is not a literal. */
  whenToUse: z.array(z.string()),
  /** The definition has a field the reader cannot resolve to literals (`description`, `whenToUse`). */
  unresolved: z.array(z.string()),
  /** Keys of the definition that gate it at run time (`isEnabled`, `disableModelInvocation`, `userInvocable`). */
  gates: z.array(z.string()),
  /** `disableModelInvocation: true` / `userInvocable: false` when written as literals. */
  disableModelInvocation: z.boolean().optional(),
  userInvocable: z.boolean().optional(),
  /**
   * `allowedTools` when written as an array of string literals (tool names, e.g. 2.1.112's
   * `claude-api`: `["Read","Grep","Glob","WebFetch"]`): under `-p` the Skill tool then asks a
   * permission nobody answers and the call is refused (point 23; measured 2026-12-03,
   * test/conformance/inputs/bundled-collide).
   */
  allowedTools: z.array(z.string()).optional(),
});
export type BundledDefinition = z.infer<typeof bundledDefinitionSchema>;

/** A bundled skill as the listing would show it, after the measured list decided it is listed. */
export const listedBundledSchema = z.object({
  name: z.string(),
  kind: z.enum(['bundled', 'builtin']),
  description: z.string(),
  whenToUse: z.string().optional(),
  /** The definition's literal `allowedTools` ({@link bundledDefinitionSchema}). */
  allowedTools: z.array(z.string()).optional(),
});
export type ListedBundled = z.infer<typeof listedBundledSchema>;

/** What {@link readBundledSkills} found. */
export const bundledReadSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The file read (absolute). */
    file: z.string(),
    /** The package's version (package.json next to the entry), or null when unknown. */
    version: z.string().nullable(),
    definitions: z.array(bundledDefinitionSchema),
    /**
     * The entries the client lists, in its order (measured list × definitions), or null when
     * the version has no measured list (then only `definitions` are known, not which are listed).
     */
    listed: z.array(listedBundledSchema).nullable(),
    /** Problems that keep `listed` from being complete (a measured name with no readable definition). */
    problems: z.array(z.string()),
    /** Where the listed-ness comes from: the measured list's source, or why it is unknown. */
    listedSource: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    file: z.string(),
    reason: z.enum(['missing', 'too-large', 'not-javascript', 'unparsable', 'no-register-function']),
    message: z.string(),
  }),
]);
export type BundledRead = z.infer<typeof bundledReadSchema>;

/**
 * Which bundled skills and built-in commands each Claude Code release lists to the model,
 * in its order, measured (names only; the texts stay in the client). `choice[name]` is the
 * index (in source order) of the getter return value the run used.
 *
 * 2.1.112: measured 2026-12-02 with `skill-studio capture` on an empty project and an empty
 * home (bundled skills on, `-p`, environment of docs/claude-code-measured.md): the listing
 * held these 9 entries in this order; `loop`'s description is the getter's last return
 * (the gate `isLoopDefaultPromptEnabled` off), `init`'s the getter's second (the gate
 * `CLAUDE_CODE_NEW_INIT` unset). Not listed there: `batch`, `claude-in-chrome`, `debug`,
 * `dream`, `schedule` (their gates are off in that run).
 */
export const LISTED_BUNDLED: Readonly<Record<string, { source: string; names: readonly string[]; choice: Readonly<Record<string, number>> }>> = {
  '2.1.112': {
    source: 'measured 2026-12-02, Claude Code 2.1.112 cli.js, empty project and home, -p',
    names: ['update-config', 'keybindings-help', 'simplify', 'less-permission-prompts', 'loop', 'claude-api', 'init', 'review', 'security-review'],
    choice: { loop: 1, init: 1 },
  },
};

/** Largest entry read (2.1.112's cli.js is 13.7 MB). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

type AnyNode = Node & Record<string, any>;

/** The property key's name (`name`, `"name"`), or null for a computed key. */
function keyName(p: AnyNode): string | null {
  if (p.type !== 'Property' || p.computed) return null;
  if (p.key.type === 'Identifier') return p.key.name;
  if (p.key.type === 'Literal' && typeof p.key.value === 'string') return p.key.value;
  return null;
}

/** A string literal or an expression-free template, else null. */
function literalString(n: AnyNode | null | undefined): string | null {
  if (!n) return null;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0) return n.quasis[0].value.cooked ?? null;
  return null;
}

function prop(o: AnyNode, key: string): AnyNode | undefined {
  return o.properties.find((p: AnyNode) => keyName(p) === key);
}

/** What one walk of the file collects. */
interface Found { registerKinds: Map<string, 'bundled' | 'builtin'>; calls: { callee: string; arg: AnyNode }[]; literals: AnyNode[]; bindings: Map<string, AnyNode[]> }

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/** `value` is the `name` of the parameter `param` (`q` with `q.name`, or `{name: q}` with `q`). */
function takesName(param: AnyNode | undefined, value: AnyNode | undefined): boolean {
  if (!param || !value) return false;
  if (param.type === 'Identifier') return value.type === 'MemberExpression' && !value.computed && value.object.type === 'Identifier' && value.object.name === param.name && value.property.name === 'name';
  if (param.type === 'ObjectPattern' && value.type === 'Identifier') {
    return param.properties.some((pp: AnyNode) => keyName(pp) === 'name' && pp.value.type === 'Identifier' && pp.value.name === value.name);
  }
  return false;
}

/** Collect in one walk what the reader needs (see the module comment). */
function collect(ast: AnyNode): Found {
  const f: Found = { registerKinds: new Map(), calls: [], literals: [], bindings: new Map() };
  const bind = (name: string, value: AnyNode) => {
    const list = f.bindings.get(name);
    if (list) list.push(value); else f.bindings.set(name, [value]);
  };
  fullAncestor(ast, (node: Node, _state: unknown, ancestors: Node[]) => {
    const n = node as AnyNode;
    switch (n.type) {
      case 'VariableDeclarator':
        if (n.id.type === 'Identifier' && n.init) bind(n.id.name, n.init);
        break;
      case 'AssignmentExpression':
        if (n.operator === '=' && n.left.type === 'Identifier') bind(n.left.name, n.right);
        break;
      case 'CallExpression':
        if (n.callee.type === 'Identifier' && n.arguments.length === 1 && n.arguments[0].type === 'ObjectExpression') f.calls.push({ callee: n.callee.name, arg: n.arguments[0] });
        break;
      case 'ObjectExpression': {
        const source = literalString(prop(n, 'source')?.value);
        if (source !== 'bundled' && source !== 'builtin') break;
        const nameValue = prop(n, 'name')?.value as AnyNode | undefined;
        if (source === 'builtin' && literalString(prop(n, 'type')?.value) === 'prompt' && literalString(nameValue) !== null) { f.literals.push(n); break; }
        // The name taken from the first parameter of the nearest enclosing named function
        // (`name: q.name`, or `name: q` with `{name: q}` destructured): a register function.
        for (let i = ancestors.length - 2; i >= 0; i--) {
          const p = ancestors[i] as AnyNode;
          if (!FUNCTION_TYPES.has(p.type)) continue;
          if (p.id?.type === 'Identifier' && takesName(p.params[0], nameValue)) f.registerKinds.set(p.id.name, source);
          break;
        }
        break;
      }
    }
  });
  return f;
}

/** Every literal a getter body can return, in source order; null when one return is not a literal. */
function getterReturns(fn: AnyNode, bindings: Map<string, AnyNode[]>): string[] | null {
  const out: string[] = [];
  let bad = false;
  const ret = (arg: AnyNode | null) => {
    if (!arg) { bad = true; return; }
    if (arg.type === 'ConditionalExpression') { ret(arg.consequent); ret(arg.alternate); return; }
    const s = constString(arg, bindings);
    if (s === null) bad = true; else out.push(s);
  };
  full(fn.body, (node: Node) => {
    const n = node as AnyNode;
    if (n.type === 'ReturnStatement') ret(n.argument);
  });
  return bad || !out.length ? null : out;
}

/**
 * A constant string expression: a literal, a template whose parts are constant, `a + b` of
 * constants, or an identifier bound exactly once in the file to a constant (depth ≤ 8).
 */
function constString(v: AnyNode | null | undefined, bindings: Map<string, AnyNode[]>, depth = 0): string | null {
  if (!v || depth > 8) return null;
  const s = literalString(v);
  if (s !== null) return s;
  if (v.type === 'BinaryExpression' && v.operator === '+') {
    const a = constString(v.left, bindings, depth + 1);
    const b = a === null ? null : constString(v.right, bindings, depth + 1);
    return a !== null && b !== null ? a + b : null;
  }
  if (v.type === 'TemplateLiteral') {
    let out = '';
    for (let i = 0; i < v.quasis.length; i++) {
      const cooked = v.quasis[i].value.cooked;
      if (cooked == null) return null;
      out += cooked;
      if (i < v.expressions.length) {
        const e = constString(v.expressions[i], bindings, depth + 1);
        if (e === null) return null;
        out += e;
      }
    }
    return out;
  }
  if (v.type === 'Identifier') {
    const b = bindings.get(v.name);
    return b && b.length === 1 ? constString(b[0], bindings, depth + 1) : null;
  }
  return null;
}

/** The constant value(s) of a definition's field: [] when absent, null when not constant. */
function fieldValues(o: AnyNode, key: string, bindings: Map<string, AnyNode[]>): string[] | null {
  const p = prop(o, key);
  if (!p) return [];
  if (p.kind === 'get') return getterReturns(p.value, bindings);
  const s = constString(p.value, bindings);
  return s === null ? null : [s];
}

function definitionOf(o: AnyNode, kind: 'bundled' | 'builtin', bindings: Map<string, AnyNode[]>): BundledDefinition | null {
  const name = literalString(prop(o, 'name')?.value);
  if (!name) return null;
  const unresolved: string[] = [];
  const desc = fieldValues(o, 'description', bindings);
  if (desc === null) unresolved.push('description');
  const when = fieldValues(o, 'whenToUse', bindings);
  if (when === null) unresolved.push('whenToUse');
  const gates = ['isEnabled', 'disableModelInvocation', 'userInvocable', 'isHidden'].filter((k) => prop(o, k));
  const bool = (k: string) => { const v = prop(o, k)?.value as AnyNode | undefined; return v?.type === 'Literal' && typeof v.value === 'boolean' ? v.value : undefined; };
  const d: BundledDefinition = { name, kind, descriptions: desc ?? [], whenToUse: when ?? [], unresolved, gates };
  const dmi = bool('disableModelInvocation');
  const ui = bool('userInvocable');
  if (dmi !== undefined) d.disableModelInvocation = dmi;
  if (ui !== undefined) d.userInvocable = ui;
  const tools = prop(o, 'allowedTools')?.value as AnyNode | undefined;
  if (tools?.type === 'ArrayExpression') {
    const names = (tools.elements as (AnyNode | null)[]).map((e) => literalString(e));
    if (names.every((n): n is string => n !== null)) d.allowedTools = names;
  }
  return d;
}

/** The definitions of a parsed entry (see the module comment), in source order. */
export function definitionsIn(source: string): { ok: true; definitions: BundledDefinition[] } | { ok: false; reason: 'unparsable' | 'no-register-function'; message: string } {
  let ast: AnyNode;
  try {
    ast = parse(source, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowImportExportEverywhere: true }) as AnyNode;
  } catch (e) {
    return { ok: false, reason: 'unparsable', message: `not JavaScript acorn can read: ${(e as Error).message}` };
  }
  const f = collect(ast);
  if (!f.registerKinds.size && !f.literals.length) return { ok: false, reason: 'no-register-function', message: 'no function registers bundled skills (another build?)' };
  const found: { at: number; d: BundledDefinition }[] = [];
  for (const c of f.calls) {
    const kind = f.registerKinds.get(c.callee);
    if (!kind) continue;
    const d = definitionOf(c.arg, kind, f.bindings);
    if (d) found.push({ at: c.arg.start, d });
  }
  for (const o of f.literals) {
    const d = definitionOf(o, 'builtin', f.bindings);
    if (d) found.push({ at: o.start, d });
  }
  found.sort((a, b) => a.at - b.at);
  return { ok: true, definitions: found.map((x) => x.d) };
}

/** The package version next to `file` (`package.json` of `@anthropic-ai/claude-code`), or null. */
export function packageVersionOf(file: string): string | null {
  try {
    const pkg = z.object({ name: z.string(), version: z.string().regex(/^\d+\.\d+\.\d+/) }).parse(JSON.parse(fs.readFileSync(`${file.replace(/[\\/][^\\/]+$/, '')}/package.json`, 'utf8')));
    return pkg.name === '@anthropic-ai/claude-code' ? pkg.version : null;
  } catch { return null; }
}

/**
 * Apply the measured list of `version` to `definitions`: the listed entries in the
 * client's order with the measured getter choice, or null when the version was not
 * measured. Names measured but not readable become problems.
 */
export function listedFrom(definitions: readonly BundledDefinition[], version: string | null, measured = LISTED_BUNDLED): { listed: ListedBundled[] | null; problems: string[]; source: string } {
  const m = version ? measured[version] : undefined;
  if (!m) return { listed: null, problems: [], source: `no measured list for Claude Code ${version ?? '(unknown version)'}: which bundled skills it lists is unknown (run a capture)` };
  const listed: ListedBundled[] = [];
  const problems: string[] = [];
  for (const name of m.names) {
    const d = definitions.find((x) => x.name === name);
    const i = m.choice[name] ?? 0;
    const desc = d?.descriptions[i];
    if (!d || desc === undefined) { problems.push(`${name}: listed by ${version} but its description is not readable in this file`); continue; }
    const e: ListedBundled = { name, kind: d.kind, description: desc };
    const when = d.whenToUse[0];
    if (when !== undefined) e.whenToUse = when;
    if (d.allowedTools?.length) e.allowedTools = d.allowedTools;
    listed.push(e);
  }
  return { listed, problems, source: m.source };
}

/**
 * Read the bundled skills of the Claude Code entry `file` (its `cli.js`). Synchronous and
 * CPU-heavy (acorn parses the whole 13.7 MB file: seconds): callers cache the result
 * (installBundled.ts). Never throws.
 */
export function readBundledSkills(file: string, measured = LISTED_BUNDLED): BundledRead {
  let text: string;
  try {
    const st = fs.statSync(file);
    if (!st.isFile()) return { ok: false, file, reason: 'missing', message: `${file} is not a file` };
    if (st.size > MAX_ENTRY_BYTES) return { ok: false, file, reason: 'too-large', message: `${file} is ${st.size} bytes (a native build?): its bundled skills cannot be read; run a capture instead` };
    const buf = fs.readFileSync(file);
    // A native build (ELF, Mach-O, PE) holds NUL bytes where JavaScript never does.
    if (buf.subarray(0, 4096).includes(0)) return { ok: false, file, reason: 'not-javascript', message: `${file} is a native build: its bundled skills cannot be read; run a capture instead` };
    text = buf.toString('utf8');
  } catch (e) {
    return { ok: false, file, reason: 'missing', message: `cannot read ${file}: ${(e as Error).message}` };
  }
  const defs = definitionsIn(text);
  if (!defs.ok) return { ok: false, file, reason: defs.reason, message: `${file}: ${defs.message}` };
  const version = packageVersionOf(file);
  const l = listedFrom(defs.definitions, version, measured);
  return { ok: true, file, version, definitions: defs.definitions, listed: l.listed, problems: l.problems, listedSource: l.source };
}
