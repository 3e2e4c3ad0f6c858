/** Diagnostic codes emitted by the engine's `listing` module (see ../catalogue.ts). */
import type { CodeTable } from '../catalogue';

export const LISTING_CODES: CodeTable = {
};
