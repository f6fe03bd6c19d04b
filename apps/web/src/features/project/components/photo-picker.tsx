import { QUALITY_MAX_FILES } from '@depot/shared';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { UploadedFiles } from '../../../components/uploaded-files';

/**
 * Photos of a record, uploaded through the files module as they are chosen: on a phone the
 * button opens the camera (`capture`), elsewhere a file picker of images. Each can be removed
 * before the record is saved.
 */
export function PhotoPicker({
  value,
  onChange,
}: {
  value: StoredFile[];
  onChange: (next: StoredFile[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <UploadedFiles
      value={value}
      onChange={onChange}
      max={QUALITY_MAX_FILES}
      accept="image/*"
      capture="environment"
      large
      words={{
        upload: t('project.quality.takePhoto'),
        remove: t('project.statement.remove'),
        removeFile: (name) => t('project.quality.removePhoto', { name }),
      }}
    />
  );
}
