import { APPROVAL_DOC_TYPES, type ApprovalDocType } from '@depot/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/api-error';
import { previewApprovalRoute } from '../../../api/approval';
import { RequestRoute } from '../components/request-route';
import { UserSelect } from '../components/user-select';
import { PREVIEW_FIELDS, previewPayload, type PreviewDocument } from '../lib/preview-payload';
import {
  AssetSearchSelect,
  DoneDocumentSelect,
  PreviewChoiceSelect,
  StoreSelect,
} from './preview-pickers';
import { useWide } from '../../../lib/use-wide';
import { choicesOf } from '../../../lib/choices';

interface PreviewValues extends PreviewDocument {
  docType: ApprovalDocType;
  applicantId?: number;
}

/**
 * Who would approve: a document type, an applicant and what decides the approvers (the assets,
 * where they go, a rollback's original) go to POST /approval/template/preview, which answers the
 * template the enabled ones choose and each step's approvers as the rules find them today.
 * Nothing is written. Mount it to open it.
 */
export function PreviewDrawer({
  docType,
  onClose,
}: {
  docType: ApprovalDocType | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const wide = useWide();
  const [form] = Form.useForm<PreviewValues>();
  const chosenType = Form.useWatch('docType', form) ?? docType ?? APPROVAL_DOC_TYPES[0];
  const fields = PREVIEW_FIELDS[chosenType] ?? [];
  const preview = useMutation({
    mutationFn: ({ docType: type, applicantId = 0, ...doc }: PreviewValues) =>
      previewApprovalRoute({
        docType: type,
        applicantId,
        payload: previewPayload(type, applicantId, doc),
      }),
  });
  const answer = preview.data;
  const required = (message: string) => [{ required: true, message }];

  return (
    <Drawer
      open
      onClose={onClose}
      destroyOnHidden
      size={wide ? 560 : '100%'}
      title={t('approvals.preview.title')}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">{t('approvals.preview.hint')}</Typography.Paragraph>
        <Form<PreviewValues>
          form={form}
          name="approval-preview"
          layout="vertical"
          initialValues={{ docType: chosenType, assetIds: [] }}
          onFinish={(values) => preview.mutate(values)}
          onValuesChange={() => preview.reset()}
        >
          <Form.Item name="docType" label={t('approvals.field.docType')}>
            <Select options={choicesOf(APPROVAL_DOC_TYPES, (d) => t(`approvals.docType.${d}`))} />
          </Form.Item>
          <Form.Item
            name="applicantId"
            label={t('approvals.preview.applicant')}
            rules={required(t('approvals.preview.applicantRequired'))}
          >
            <UserSelect />
          </Form.Item>
          {fields.includes('assetIds') && (
            <Form.Item
              name="assetIds"
              label={t('approvals.preview.assets')}
              rules={[
                {
                  required: true,
                  type: 'array',
                  min: 1,
                  message: t('approvals.preview.assetsRequired'),
                },
              ]}
            >
              <AssetSearchSelect placeholder={t('approvals.preview.assetsHint')} />
            </Form.Item>
          )}
          {fields.includes('storeId') && (
            <Form.Item
              name="storeId"
              label={t(
                chosenType === 'return'
                  ? 'approvals.preview.returnStore'
                  : 'approvals.preview.toStore',
              )}
              rules={chosenType === 'return' ? required(t('approvals.validation.choose')) : []}
            >
              <StoreSelect />
            </Form.Item>
          )}
          {(['warehouseId', 'lockId'] as const)
            .filter((field) => fields.includes(field))
            .map((field) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`approvals.preview.${field === 'lockId' ? 'lock' : 'warehouse'}`)}
                rules={required(t('approvals.validation.choose'))}
              >
                <PreviewChoiceSelect
                  docType={chosenType}
                  placeholder={t('approvals.preview.searchHint')}
                />
              </Form.Item>
            ))}
          {fields.includes('rollbackOfId') && (
            <Form.Item
              name="rollbackOfId"
              label={t('approvals.preview.rollbackOf')}
              rules={required(t('approvals.validation.choose'))}
            >
              <DoneDocumentSelect placeholder={t('approvals.preview.rollbackHint')} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" loading={preview.isPending}>
            {t('approvals.preview.run')}
          </Button>
        </Form>
        {preview.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('approvals.preview.failed')}
            description={serverMessage(preview.error)}
          />
        )}
        {answer && (
          <Flex vertical gap={8} aria-live="polite">
            <Typography.Text strong>
              {t('approvals.preview.template', {
                name: answer.templateName,
                version: answer.version,
              })}
            </Typography.Text>
            <RequestRoute steps={answer.steps} />
          </Flex>
        )}
      </Flex>
    </Drawer>
  );
}
