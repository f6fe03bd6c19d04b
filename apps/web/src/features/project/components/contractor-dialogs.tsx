import {
  CONTRACTOR_DOC_KINDS,
  CONTRACTOR_DOC_REMIND_DAYS,
  PROJECT_CONTRACTOR_ROLES,
  type ContractorDoc,
  type ContractorDocKind,
  type ProjectContractorRole,
  type ProjectContractors,
} from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { enterpriseListQueryOptions } from '../../../api/admin-org';
import type { StoredFile } from '../../../api/form-design';
import { searchable } from '../../../components/org-selects';
import { SavingFormModal } from '../../../components/data-table';
import { UploadedFiles } from '../../../components/uploaded-files';
import { addContractor, addContractorDoc, projectKeys, replaceContractorDoc } from '../api';
import { choicesOf } from '../../../lib/choices';

interface ContractorValues {
  enterpriseId: number;
  role: ProjectContractorRole;
  note?: string;
}

/** Adds an enterprise of the organisation to a project in a role. */
export function AddContractorDialog({
  projectId,
  onClose,
}: {
  projectId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const enterprises = useQuery(enterpriseListQueryOptions());
  return (
    <SavingFormModal<ContractorValues, ProjectContractors>
      name="contractor-add"
      title={t('project.contractors.add')}
      save={(v) =>
        addContractor({
          projectId,
          enterpriseId: v.enterpriseId,
          role: v.role,
          note: v.note?.trim() || null,
        })
      }
      refresh={projectKeys.contractors(projectId)}
      done={() => t('project.contractors.added')}
      onClose={onClose}
    >
      <Form.Item
        name="enterpriseId"
        label={t('project.contractors.enterprise')}
        rules={[{ required: true, message: t('project.contractors.pickEnterprise') }]}
      >
        <Select<number>
          {...searchable}
          loading={enterprises.isPending}
          options={(enterprises.data ?? []).map((e) => ({ value: e.entId, label: e.name }))}
        />
      </Form.Item>
      <Form.Item
        name="role"
        label={t('project.contractors.role')}
        rules={[{ required: true, message: t('project.contractors.pickRole') }]}
      >
        <Select<ProjectContractorRole>
          options={choicesOf(PROJECT_CONTRACTOR_ROLES, (r) => t(`project.contractors.roles.${r}`))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('project.contractors.note')}>
        <Input maxLength={200} />
      </Form.Item>
    </SavingFormModal>
  );
}

interface DocValues {
  kind?: ContractorDocKind;
  number: string;
  validUntil: Dayjs;
  remindDays: number;
  files: StoredFile[];
}

/**
 * A contractor's document: a new one (`contractorId`), or the renewal of `replacing` (its kind
 * kept); the number, the last valid day, the reminder's days and the scanned file.
 */
export function ContractorDocDialog({
  projectId,
  contractorId,
  replacing,
  onClose,
}: {
  projectId: number;
  contractorId: number;
  replacing?: ContractorDoc;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = (v: DocValues) => {
    const fields = {
      number: v.number.trim(),
      validUntil: v.validUntil.format('YYYY-MM-DD'),
      remindDays: v.remindDays,
      fileId: String(v.files[0]!.id),
    };
    return replacing
      ? replaceContractorDoc({ docId: replacing.id, ...fields })
      : addContractorDoc({ contractorId, kind: v.kind!, ...fields });
  };
  return (
    <SavingFormModal<DocValues, ProjectContractors>
      name={replacing ? 'contractor-doc-replace' : 'contractor-doc-add'}
      title={
        replacing
          ? t('project.contractors.replaceTitle', {
              kind: t(`project.contractors.kinds.${replacing.kind}`),
              number: replacing.number,
            })
          : t('project.contractors.addDocument')
      }
      save={save}
      refresh={projectKeys.contractors(projectId)}
      done={() => t('project.contractors.saved')}
      onClose={onClose}
      initialValues={{ remindDays: CONTRACTOR_DOC_REMIND_DAYS, files: [] }}
    >
      {!replacing && (
        <Form.Item
          name="kind"
          label={t('project.contractors.kind')}
          rules={[{ required: true, message: t('project.contractors.pickKind') }]}
        >
          <Select<ContractorDocKind>
            options={choicesOf(CONTRACTOR_DOC_KINDS, (k) => t(`project.contractors.kinds.${k}`))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="number"
        label={t('project.contractors.number')}
        rules={[{ required: true, whitespace: true, message: t('project.contractors.giveNumber') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="validUntil"
        label={t('project.contractors.validUntil')}
        rules={[{ required: true, message: t('project.contractors.giveValidUntil') }]}
      >
        <DatePicker />
      </Form.Item>
      <Form.Item name="remindDays" label={t('project.contractors.remindDays')}>
        <InputNumber min={0} max={365} precision={0} />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('project.contractors.file')}
        rules={[
          {
            validator: (_, files: StoredFile[] | undefined) =>
              files?.length ? Promise.resolve() : Promise.reject(new Error()),
            message: t('project.contractors.giveFile'),
          },
        ]}
      >
        <UploadedFiles
          max={1}
          accept="application/pdf,image/*"
          words={{
            upload: t('project.contractors.upload'),
            remove: t('project.statement.remove'),
            removeFile: (name) => t('project.contractors.removeFile', { name }),
          }}
        />
      </Form.Item>
    </SavingFormModal>
  );
}
