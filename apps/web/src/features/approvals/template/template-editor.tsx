import { PlusOutlined } from '@ant-design/icons';
import { APPROVAL_DOC_TYPES, APPROVAL_MAX_STEPS, approvalTemplateCreateBody } from '@depot/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvalKeys,
  createApprovalTemplate,
  updateApprovalTemplate,
  type ApprovalTemplate,
} from '../../../api/approval';
import { FormModal } from '../../../components/data-table';
import { isConflict } from '../hooks/use-approval-action';
import { useTemplateRule } from '../hooks/use-template-rule';
import { issueText, type SchemaIssue } from '../lib/issue-text';
import {
  NEW_STEP,
  NEW_TEMPLATE,
  toTemplateBody,
  toTemplateValues,
  type TemplateValues,
} from '../lib/template-form';
import { CategoriesSelect, EnterprisesSelect } from './org-pickers';
import { StepCard } from './step-card';
import { choicesOf } from '../../../lib/choices';

/**
 * The flow template editor: which document type, name, priority, enabled; when it applies
 * (amount range, categories, enterprises); its ordered steps. Every field is checked with the
 * shared schema as the user goes, and all of them on saving. A save makes a new version; a
 * template someone else saved meanwhile is a 409, and the dialog says to open it again. Mount it
 * to open it.
 */
export function TemplateEditor({
  template,
  onClose,
}: {
  /** The template read just now, or none for a new one. */
  template: ApprovalTemplate | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TemplateValues>();
  const rule = useTemplateRule();
  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: (values: TemplateValues) => {
      const body = toTemplateBody(values);
      return template
        ? updateApprovalTemplate({
            ...body,
            templateId: template.templateId,
            version: template.version,
          })
        : createApprovalTemplate(body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalKeys.templates() }),
  });
  const close = () => {
    setStale(false);
    onClose();
  };
  const submit = (values: TemplateValues) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        void message.success(
          template
            ? t('approvals.templates.saved', { version: saved.version })
            : t('approvals.templates.created'),
        );
        close();
      },
      onError: (error) => {
        if (isConflict(error) && template) setStale(true);
      },
    });
  const stepsRule = {
    validator: async () => {
      const result = approvalTemplateCreateBody.safeParse(
        toTemplateBody(form.getFieldsValue(true) as TemplateValues),
      );
      const issue = result.error?.issues.find(
        (i) => i.path.length === 1 && i.path[0] === 'steps',
      ) as SchemaIssue | undefined;
      if (!issue) return;
      throw new Error(
        issue.code === 'too_small' ? t('approvals.validation.atLeastOneStep') : issueText(t, issue),
      );
    },
  };

  return (
    <FormModal<TemplateValues>
      name="approval-template"
      title={
        template
          ? t('approvals.editor.editTitle', { name: template.name })
          : t('approvals.editor.addTitle')
      }
      open
      form={form}
      width={880}
      initialValues={template ? toTemplateValues(template) : NEW_TEMPLATE}
      submitting={save.isPending}
      onSubmit={submit}
      onClose={close}
    >
      {stale && (
        <Alert
          type="warning"
          showIcon
          title={t('approvals.editor.stale')}
          style={{ marginBottom: 16 }}
        />
      )}
      {template && (
        <Typography.Paragraph type="secondary">
          {t('approvals.editor.versionNote', { version: template.version + 1 })}
        </Typography.Paragraph>
      )}
      <Divider titlePlacement="start">{t('approvals.editor.basics')}</Divider>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="docType"
            label={t('approvals.field.docType')}
            required
            rules={[rule(['docType'])]}
          >
            <Select options={choicesOf(APPROVAL_DOC_TYPES, (d) => t(`approvals.docType.${d}`))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={t('approvals.templates.name')}
            required
            rules={[rule(['name'])]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="priority"
            label={t('approvals.templates.priority')}
            extra={t('approvals.editor.priorityHint')}
            rules={[rule(['priority'])]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="enabled"
            label={t('approvals.templates.enabled')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('approvals.editor.condition')}</Divider>
      <Typography.Paragraph type="secondary">
        {t('approvals.editor.conditionHint')}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['condition', 'minAmount']}
            label={t('approvals.editor.minAmount')}
            rules={[rule(['condition', 'minAmount'])]}
            dependencies={[['condition', 'maxAmount']]}
          >
            <Input inputMode="decimal" placeholder={t('approvals.editor.any')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['condition', 'maxAmount']}
            label={t('approvals.editor.maxAmount')}
            rules={[rule(['condition', 'maxAmount'])]}
            dependencies={[['condition', 'minAmount']]}
          >
            <Input inputMode="decimal" placeholder={t('approvals.editor.any')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['condition', 'categoryIds']} label={t('approvals.editor.categories')}>
            <CategoriesSelect placeholder={t('approvals.editor.any')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['condition', 'enterpriseIds']}
            label={t('approvals.editor.enterprises')}
          >
            <EnterprisesSelect placeholder={t('approvals.editor.any')} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('approvals.editor.steps')}</Divider>
      <Form.List name="steps" rules={[stepsRule]}>
        {(fields, { add, remove, move }, { errors }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <StepCard
                key={field.key}
                name={field.name}
                index={index}
                count={fields.length}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
              />
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= APPROVAL_MAX_STEPS}
              onClick={() => add({ ...NEW_STEP })}
            >
              {t('approvals.editor.addStep')}
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </FormModal>
  );
}
