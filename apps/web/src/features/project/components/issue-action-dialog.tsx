import type { InspectionDetail, InspectionIssueDetail } from '@depot/shared';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { SavingFormModal } from '../../../components/data-table';
import { projectKeys, rectifyIssue, reopenIssue, verifyIssue } from '../api';
import { PhotoPicker } from './photo-picker';

export type IssueAction = 'rectify' | 'verify' | 'reopen';

interface Values {
  note?: string;
  deadline?: Dayjs;
}

/**
 * One step of an issue, confirmed in a dialog: rectified (what was done, photos), verified and
 * closed (an optional note), or reopened (why, and a new deadline from today on).
 */
export function IssueActionDialog({
  issue,
  action,
  onClose,
}: {
  issue: InspectionIssueDetail;
  action: IssueAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const seq = issue.seq;
  const save = (v: Values): Promise<InspectionDetail> => {
    const note = v.note?.trim() ?? '';
    if (action === 'rectify')
      return rectifyIssue({ issueId: issue.id, note, fileIds: photos.map((p) => String(p.id)) });
    if (action === 'verify') return verifyIssue({ issueId: issue.id, note: note || null });
    return reopenIssue({ issueId: issue.id, note, deadline: v.deadline!.format('YYYY-MM-DD') });
  };
  const noteRequired = action !== 'verify';
  return (
    <SavingFormModal<Values, InspectionDetail>
      name={`issue-${action}`}
      title={t(`project.quality.${action}Title`, { seq })}
      save={save}
      refresh={projectKeys.all}
      done={() =>
        t(
          action === 'rectify'
            ? 'project.quality.rectified'
            : action === 'verify'
              ? 'project.quality.verified'
              : 'project.quality.reopened',
          { seq },
        )
      }
      onClose={onClose}
    >
      <Form.Item
        name="note"
        label={t(`project.quality.${action}Note`)}
        rules={
          noteRequired
            ? [{ required: true, whitespace: true, message: t('project.quality.giveNote') }]
            : []
        }
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
      {action === 'rectify' && (
        <Form.Item label={t('project.quality.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} />
        </Form.Item>
      )}
      {action === 'reopen' && (
        <Form.Item
          name="deadline"
          label={t('project.quality.reopenDeadline')}
          rules={[{ required: true, message: t('project.quality.giveDeadline') }]}
        >
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
      )}
    </SavingFormModal>
  );
}
