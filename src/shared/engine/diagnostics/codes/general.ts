/** Diagnostic codes shared by every engine module (see ../catalogue.ts, ../limits.ts). */
import type { CodeTable } from '../catalogue';
import { thousands } from '../lists';

export const GENERAL_CODES = {
  'catalog-scan-failed': {
    severity: 'error', title: 'Scan failed',
    message: (d) => `catalog unavailable: ${d.error}`,
  },
  'listing-failed': {
    severity: 'error', title: 'Listing failed',
    message: (d) => `The listing could not be rendered: ${d.error}`,
  },
  'diagnostics-capped': {
    severity: 'info', title: 'More diagnostics of one kind',
    message: (d) => `${thousands(Number(d.omitted ?? 0))} more \`${d.code}\` diagnostics here are not shown (${thousands(Number(d.total ?? 0))} in all; the first ${d.shown} are). Fix the first ones and the rest appear.`,
  },
} satisfies CodeTable;
