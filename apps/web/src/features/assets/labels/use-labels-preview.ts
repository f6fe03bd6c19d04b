import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../api/api-error';
import { labelsPdf, type LabelSelection, type LabelSettings } from './labels-pdf';

/** How long the settings must rest before the preview is drawn again (typing an offset). */
const SETTLE_MS = 400;

export interface LabelsPreview {
  /** The latest PDF drawn, and its object URL (revoked when replaced). */
  pdf: { blob: Blob; url: string } | undefined;
  /** True until the PDF (or the failure) of the current selection and settings is in. */
  loading: boolean;
  /** Why the latest drawing failed, in the server's words when it gave them. */
  error: string | undefined;
}

interface Drawn {
  selection: LabelSelection;
  settings: LabelSettings;
  pdf: LabelsPreview['pdf'];
  error: string | undefined;
}

/**
 * The labels PDF of `selection` with `settings`, fetched at once and again whenever the settings
 * change and then rest; an answer to older settings is dropped. The object URL lives until the
 * next PDF replaces it or the caller unmounts.
 */
export function useLabelsPreview(
  selection: LabelSelection,
  settings: LabelSettings,
  failedText: string,
): LabelsPreview {
  const [drawn, setDrawn] = useState<Drawn>();
  const url = useRef<string | undefined>(undefined);

  useEffect(() => {
    let current = true;
    const draw = () =>
      labelsPdf(selection, settings).then(
        (blob) => {
          if (!current) return;
          if (url.current) URL.revokeObjectURL(url.current);
          url.current = URL.createObjectURL(blob);
          setDrawn({ selection, settings, pdf: { blob, url: url.current }, error: undefined });
        },
        (error: unknown) => {
          if (!current) return;
          const why = serverMessage(error) ?? failedText;
          setDrawn((d) => ({ selection, settings, pdf: d?.pdf, error: why }));
        },
      );
    // The first PDF at once; later ones once the settings rest.
    const timer = setTimeout(() => void draw(), url.current ? SETTLE_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [selection, settings, failedText]);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );
  return {
    pdf: drawn?.pdf,
    loading: drawn?.selection !== selection || drawn.settings !== settings,
    error: drawn?.error,
  };
}
