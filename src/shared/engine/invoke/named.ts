/**
 * Claude Code 2.1.112's named-argument step (reference §9.1 step 3) runs one
 * `replaceAll` per name, in the order of `arguments`, each on the text the
 * previous one left: names × text work, and for the simulator (which also
 * keeps every substitution's offsets) much more (8,000 names: 40 s). When the
 * passes cannot interact, one scan gives the same result: at each `$`, the
 * first name in pass order that matches there (followed by neither `[` nor a
 * word character, as the regex's lookahead wants) takes it.
 *
 * They cannot interact when no inserted value and no name holds a `$` (so no
 * pass creates or moves a `$`), no name holds white space, and no run of the
 * text without white space holds two `$`: then every `$`'s possible matches
 * and their lookahead lie in its own run, which only its own replacement
 * changes. Otherwise the caller runs the passes one by one, as the harness.
 */

/** One name's match: `[start, end)` of the text (the `$` included) and the name's index in pass order. */
export interface NamedMatch { start: number; end: number; index: number }

interface TrieNode { next: Map<string, TrieNode>; index: number }

const isWordChar = (c: string): boolean => /\w/.test(c);

/**
 * The matches of all `names` in one scan of `text`, or null when the passes
 * could interact (see the file comment). `values[i]` is what name `i` inserts
 * (undefined: nothing, the placeholder is emptied). Linear in the text plus
 * the names: a trie walk from each `$` stays inside that `$`'s run.
 */
export function namedMatchesInOneScan(text: string, names: string[], values: (string | undefined)[]): NamedMatch[] | null {
  if (values.some((v) => v !== undefined && v.includes('$'))) return null;
  if (names.some((n) => /[\s$]/.test(n))) return null;
  let dollarInRun = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '$') {
      if (dollarInRun) return null;
      dollarInRun = true;
    } else if (/\s/.test(c)) dollarInRun = false;
  }
  const root: TrieNode = { next: new Map(), index: -1 };
  names.forEach((n, i) => {
    let node = root;
    for (let k = 0; k < n.length; k++) {
      const c = n[k]; // by UTF-16 unit, as the text is walked
      let nx = node.next.get(c);
      if (!nx) node.next.set(c, (nx = { next: new Map(), index: -1 }));
      node = nx;
    }
    if (node.index < 0) node.index = i; // a repeated name: its first pass takes every match
  });
  const out: NamedMatch[] = [];
  for (let p = text.indexOf('$'); p >= 0; p = text.indexOf('$', p + 1)) {
    let node: TrieNode | undefined = root;
    let best = -1;
    let bestEnd = -1;
    for (let q = p + 1; node; q++) {
      if (node !== root && node.index >= 0 && (best < 0 || node.index < best)) {
        const c = q < text.length ? text[q] : '';
        if (c === '' || (c !== '[' && !isWordChar(c))) { best = node.index; bestEnd = q; }
      }
      if (q >= text.length) break;
      node = node.next.get(text[q]);
    }
    if (best >= 0) out.push({ start: p, end: bestEnd, index: best });
  }
  return out;
}
