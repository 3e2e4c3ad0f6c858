/**
 * Skill Studio's own limits: guards of the app against absurd inputs, not
 * behaviour of any harness. A harness's own limits are profile data
 * (`DiscoverySection.maxFileBytes`); these must never decide whether a skill
 * the harness loads is listed.
 */

/**
 * The largest text file Skill Studio reads whole, edits, saves and backs up as
 * an unsaved buffer: 32 MiB (bytes of UTF-8). One number for the catalog
 * scan, the editor (`file.read`/`file.save`), the unsaved-buffer backup and
 * the invocation read, so they agree. Claude Code 2.1.112 loads and delivers a
 * 20,000,011-byte SKILL.md whole (measured: docs/claude-code-measured.md), so
 * the guard sits above that. A larger file is still listed when its harness
 * loads it (the catalog parses its first `APP_MAX_TEXT_BYTES` bytes and says
 * so with `app-read-limit`), and it opens read-only.
 */
export const APP_MAX_TEXT_BYTES = 32 * 1024 * 1024;
