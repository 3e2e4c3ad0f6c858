/** Diagnostic codes shared by every engine module (see ../catalogue.ts, ../limits.ts). */
import type { CodeTable } from '../catalogue';

export const GENERAL_CODES: CodeTable = {
  'diagnostics-capped': {
    severity: 'info', title: 'More diagnostics of one kind',
    message: (d) => `${Number(d.omitted ?? 0).toLocaleString('en-US')} more \`${d.code}\` diagnostics here are not shown (${Number(d.total ?? 0).toLocaleString('en-US')} in all; the first ${d.shown} are). Fix the first ones and the rest appear.`,
  },
};
