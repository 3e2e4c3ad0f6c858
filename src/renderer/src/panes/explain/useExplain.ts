/**
 * Explanation of one name on the effective catalog (unsaved edits included),
 * rendered against the same listing the listing pane previews.
 */
import { useMemo } from 'react';
import { explainName, type Explanation } from '../../engine';
import { usePreviewListing } from '../listing/useListing';

/** The engine's explanation of `name`, or null when there is no name or no project. */
export function useExplanation(name: string): Explanation | null {
  const { record, catalog, profile } = usePreviewListing();
  return useMemo(() => (name && catalog && record ? explainName(catalog, record, name, profile) : null), [name, catalog, record, profile]);
}
