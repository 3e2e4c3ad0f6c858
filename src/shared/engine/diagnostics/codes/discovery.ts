/** Diagnostic codes emitted by the engine's `discovery` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const DISCOVERY_CODES: CodeTable = {
};
