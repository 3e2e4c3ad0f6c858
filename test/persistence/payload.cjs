// Deterministic, self-checking file contents for the torn-writes test: the
// content of version `gen` of `file` is fully determined by (file, gen), so a
// reader can tell a complete version from a torn or mixed one.
'use strict';
const FILES = ['settings.json', 'usage.json', 'history.json'];
/** The exact text of version `gen` of `file` (~20 KiB, so a write takes a while). */
function render(file, gen) {
  const rows = [];
  for (let i = 0; i < 240; i++) rows.push({ i, file, gen, pad: `${file}:${gen}:${i}:`.padEnd(48, '.') });
  return JSON.stringify({ file, gen, rows }, null, 1) + '\n';
}
/** 'ok' with the generation, or why the text is not a complete version. */
function check(file, text) {
  let data;
  try { data = JSON.parse(text); } catch (e) { return { ok: false, why: `not JSON (${text.length} bytes)` }; }
  if (!data || data.file !== file || !Number.isInteger(data.gen)) return { ok: false, why: 'wrong header' };
  if (text !== render(file, data.gen)) return { ok: false, why: `gen ${data.gen} content differs from its version` };
  return { ok: true, gen: data.gen };
}
module.exports = { FILES, render, check };
