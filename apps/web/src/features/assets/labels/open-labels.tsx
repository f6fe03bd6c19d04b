import { useState, type ReactNode } from 'react';
import { LabelsDialog } from './labels-dialog';
import type { LabelSelection } from './labels-pdf';

export type { LabelSelection } from './labels-pdf';

/**
 * The "Print labels" dialog for a page: `openLabels(selection)` opens it for the chosen assets
 * (`{ ids }`) or the list's filters; render `labelsDialog` once in the page.
 */
export function useOpenLabels(): [openLabels: (selection: LabelSelection) => void, ReactNode] {
  const [selection, setSelection] = useState<LabelSelection>();
  const dialog = selection ? (
    <LabelsDialog selection={selection} onClose={() => setSelection(undefined)} />
  ) : null;
  return [setSelection, dialog];
}
