/** Diagnostic codes emitted by the engine's `body` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const BODY_CODES: CodeTable = {
};
