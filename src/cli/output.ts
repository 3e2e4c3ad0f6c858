/** Writing the CLI's output to stdout and stderr. */

/** Characters per write: a few MB of JSON are encoded piecewise, not into one buffer as large as the text. */
export const WRITE_CHUNK = 1 << 16;

/**
 * Write text to a stream in pieces of about {@link WRITE_CHUNK} characters,
 * ignoring a closed pipe (`| head`). A piece never ends between the two halves
 * of a surrogate pair (each half alone would be encoded as U+FFFD), so the
 * bytes are those of one `write(text)`. Measured on the 5 MB `scan --json`:
 * one write of the whole text spends ~70 ms building a single UTF-8 buffer,
 * 64 Ki-character pieces ~47 ms. Pieces queued on an asynchronous stream are
 * flushed before the process exits (the exit code is set, `process.exit` is
 * never called).
 */
export function write(stream: Pick<NodeJS.WriteStream, 'write'>, text: string): void {
  try {
    for (let i = 0; i < text.length;) {
      let end = Math.min(text.length, i + WRITE_CHUNK);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
      stream.write(i === 0 && end === text.length ? text : text.slice(i, end));
      i = end;
    }
  } catch { /* EPIPE: reader went away */ }
}
