/**
 * Errors that cross the API boundary. A service throws `ApiError` with a
 * stable kebab-case `code`; the handler table and the web host turn it into
 * `{ ok: false, error: { code, message } }` (HTTP status from `status`).
 */
export class ApiError extends Error {
  constructor(
    /** Stable kebab-case code the renderer may branch on (`invalid-input`, `outside-roots`, ...). */
    readonly code: string,
    message: string,
    /** HTTP status the web host answers with. */
    readonly status = 400,
    /** zod issues for `invalid-input`. */
    readonly issues?: unknown[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * HTTP status of file-system errors that are the request's fault (a folder or
 * FIFO where a file was asked for, a file too large to edit, a missing path),
 * not the server's. Anything else stays 500.
 */
const ERRNO_STATUS: Record<string, number> = {
  EFBIG: 413,
  EISDIR: 400,
  ENOTDIR: 400,
  ENOTREG: 400,
  ENAMETOOLONG: 400,
  ENOTUTF8: 409,
  ENOENT: 404,
  EEXIST: 409,
  EACCES: 403,
  EPERM: 403,
  ELOOP: 400,
};

/** Plain `{code, message, issues}` for any thrown value (unknown errors become `internal`). */
export function toErrorPayload(e: unknown): { code: string; message: string; issues?: unknown[]; status: number } {
  if (e instanceof ApiError) return { code: e.code, message: e.message, issues: e.issues, status: e.status };
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string') return { code: err.code.toLowerCase(), message: err.message, status: ERRNO_STATUS[err.code] ?? 500 };
  return { code: 'internal', message: err?.message ?? String(e), status: 500 };
}
