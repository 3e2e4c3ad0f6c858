/** Diagnostic codes emitted by the engine's `parse` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const PARSE_CODES: CodeTable = {
};
