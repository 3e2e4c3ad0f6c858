/** Diagnostic codes emitted by the engine's `invoke` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const INVOKE_CODES: CodeTable = {
};
