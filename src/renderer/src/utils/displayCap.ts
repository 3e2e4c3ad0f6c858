/**
 * Display caps for text that users' files control. A harness with no budget and no file-size
 * limit (OpenHarness, the spec) lists a one-line description of megabytes whole; putting that
 * into the DOM hung the page for minutes (a 5 MB description: 2.3 GB renderer, found by a
 * new-user trial). What is *shown* is cut; what is copied, exported or saved stays whole.
 */

/** Longest line the listing text shows whole, in UTF-16 code units. */
export const LINE_DISPLAY_CAP = 20_000;
/**
 * Longest description a catalog row shows. Far more than fits on the row, but whole for every
 * real description (the corpus has some of several thousand characters, and tests compare the
 * row with the CLI's description), so only hostile sizes are cut.
 */
export const ROW_DISPLAY_CAP = 20_000;

/** The marker that replaces the rest of a cut line: says how much is not shown and where to get it. */
export function cutMarker(hidden: number): string {
  return ` … [${hidden.toLocaleString('en-US')} more characters not shown; Copy or Export gives the whole text]`;
}

/**
 * `line` whole when it has at most `cap` code units, else its first `cap` code units (never
 * ending inside a surrogate pair) followed by `cutMarker`.
 */
export function capLine(line: string, cap = LINE_DISPLAY_CAP): string {
  if (line.length <= cap) return line;
  let end = cap;
  const c = line.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return line.slice(0, end) + cutMarker(line.length - end);
}

/** `text` with each line over `cap` cut by `capLine`; the same string when none is (no copy). */
export function capLines(text: string, cap = LINE_DISPLAY_CAP): string {
  if (text.length <= cap) return text;
  // The common case (no long line) allocates nothing: the listing is re-shown on every key.
  let start = 0;
  let long = false;
  while (start <= text.length) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (end - start > cap) { long = true; break; }
    if (nl < 0) break;
    start = nl + 1;
  }
  return long ? text.split('\n').map((l) => capLine(l, cap)).join('\n') : text;
}

/** A one-line row text: whole up to `cap` code units, else cut with `…` (the row ellipsises anyway). */
export function capRow(text: string, cap = ROW_DISPLAY_CAP): string {
  if (text.length <= cap) return text;
  const end = (text.charCodeAt(cap - 1) & 0xfc00) === 0xd800 ? cap - 1 : cap;
  return text.slice(0, end) + '…';
}
