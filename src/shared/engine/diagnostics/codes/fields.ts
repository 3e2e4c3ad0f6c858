/** Diagnostic codes emitted by the engine's `fields` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const FIELD_CODES: CodeTable = {
};
