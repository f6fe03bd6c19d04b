import { matchesAccept, maxUploadBytes } from '@depot/shared';
import type { WidgetOf } from '../types';

type UploadWidgetDesign = WidgetOf<'upload'>;

export interface UploadMessage {
  key:
    | 'form.upload.tooMany'
    | 'form.upload.tooLarge'
    | 'form.upload.type'
    | 'form.upload.tipSizeType'
    | 'form.upload.tipSize'
    | 'form.upload.tipType';
  params: Record<string, string | number>;
}

/**
 * Why a chosen file cannot be uploaded (SPEC §5), or null. `before` counts the files already
 * held or on their way, so the first file that would pass maxCount is refused.
 */
export function uploadProblem(
  widget: UploadWidgetDesign,
  file: { name: string; type: string; size: number },
  before: number,
): UploadMessage | null {
  if (widget.maxCount !== undefined && before + 1 > widget.maxCount) {
    return { key: 'form.upload.tooMany', params: { max: widget.maxCount } };
  }
  if (!matchesAccept(file, widget.accept)) {
    return { key: 'form.upload.type', params: { accept: widget.accept ?? '' } };
  }
  if (widget.maxSize !== undefined && file.size > maxUploadBytes(widget.maxSize, widget.sizeUnit)) {
    return { key: 'form.upload.tooLarge', params: { max: widget.maxSize, unit: widget.sizeUnit } };
  }
  return null;
}

/** The tip under the button: "only files not larger than N unit of the accepted type…". */
export function uploadTip(widget: UploadWidgetDesign): UploadMessage | null {
  const accept = widget.accept?.trim();
  if (widget.maxSize !== undefined && accept) {
    return {
      key: 'form.upload.tipSizeType',
      params: { max: widget.maxSize, unit: widget.sizeUnit, accept },
    };
  }
  if (widget.maxSize !== undefined) {
    return { key: 'form.upload.tipSize', params: { max: widget.maxSize, unit: widget.sizeUnit } };
  }
  if (accept) return { key: 'form.upload.tipType', params: { accept } };
  return null;
}
