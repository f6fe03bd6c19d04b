import {
  ACCEPTANCE_TEMPLATE_KINDS,
  type AcceptanceTemplateKind,
  type AcceptanceTemplateDetail,
  type FormDesign,
} from '@depot/shared';
import { SaveOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormDesigner, type CheckedDesign } from '../../../components/form-builder';
import { PageTitle } from '../../../components/page-title';
import { useSaving } from '../../../lib/use-saving';
import {
  acceptanceTemplateQueryOptions,
  createAcceptanceTemplate,
  editAcceptanceTemplate,
  projectKeys,
} from '../api';
import { ProjectLoadState } from '../components/project-load-state';
import { ACCEPTANCE_TEMPLATE_LIST, acceptanceTemplateHref } from '../paths';
import { useProjectPermissions } from '../permissions';
import { useAddressedRecord } from '../../../lib/use-addressed-record';
import { choicesOf } from '../../../lib/choices';

interface Values {
  name: string;
  kind: AcceptanceTemplateKind;
  note?: string | null;
}

/**
 * An acceptance template's name, use and note above the form builder's designer, which
 * designs its checklist (a sampling checklist's items scored widgets with their full scores); saving sends both (a saved template's checklist becomes its next
 * version; the server checks the design as the form builder does).
 */
function TemplateEditor({ template }: { template?: AcceptanceTemplateDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useProjectPermissions();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? template?.kind;
  // The server refuses a used template's change of use (409): the record filled from it keeps it.
  const used = (template?.useCount ?? 0) > 0;
  const save = useSaving({
    save: ({ values, design }: { values: Values; design: FormDesign }) => {
      const body = {
        name: values.name.trim(),
        kind: values.kind,
        note: values.note?.trim() || null,
        design,
      };
      return template
        ? editAcceptanceTemplate({ id: template.id, ...body, baseVersion: template.designVersion })
        : createAcceptanceTemplate(body);
    },
    refresh: projectKeys.all,
    done: (saved) => t('project.checklist.saved', { version: saved.designVersion }),
    then: (saved) => {
      if (!template) void navigate(acceptanceTemplateHref(saved.id), { replace: true });
    },
  });
  const submit = async ({ design, problems }: CheckedDesign) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!design) {
      void message.error(t('project.checklist.invalidDesign', { count: problems.length }));
      return;
    }
    save.mutate({ values, design });
  };
  return (
    <Flex vertical gap={16}>
      <Card>
        <Form<Values>
          form={form}
          name="acceptance-template"
          layout="vertical"
          initialValues={{
            name: template?.name,
            kind: template?.kind ?? 'completion',
            note: template?.note,
          }}
        >
          <Flex gap={16} wrap>
            <Form.Item
              name="name"
              label={t('project.checklist.name')}
              rules={[
                { required: true, whitespace: true, message: t('project.checklist.giveName') },
              ]}
              style={{ minWidth: 240 }}
            >
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item
              name="kind"
              label={t('project.checklist.kind')}
              rules={[{ required: true, message: t('project.checklist.giveKind') }]}
              extra={
                used ? t('project.checklist.kindKept', { count: template?.useCount }) : undefined
              }
              style={{ minWidth: 200 }}
            >
              <Select
                disabled={used}
                options={choicesOf(ACCEPTANCE_TEMPLATE_KINDS, (k) =>
                  t(`project.checklist.kinds.${k}`),
                )}
              />
            </Form.Item>
            <Form.Item
              name="note"
              label={t('project.checklist.note')}
              style={{ flex: 1, minWidth: 240 }}
            >
              <Input maxLength={500} />
            </Form.Item>
          </Flex>
        </Form>
        <Alert
          type="info"
          showIcon
          title={t(
            kind === 'sampling'
              ? 'project.checklist.designHintSampling'
              : 'project.checklist.designHint',
          )}
        />
      </Card>
      <FormDesigner
        key={template?.id ?? 'new'}
        initialDesign={template?.design as FormDesign | undefined}
        renderActions={(checked) =>
          can.template && (
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={save.isPending}
              onClick={() => void submit(checked)}
            >
              {t('project.checklist.save')}
            </Button>
          )
        }
      />
    </Flex>
  );
}

/**
 * /item/add-template (SPEC §2, 竣工验收模板): an acceptance template's checklist, designed with
 * the form builder; `?id=` opens a saved one, without it a new one.
 */
export function AcceptanceTemplatePage() {
  const { t } = useTranslation();
  const { id, query } = useAddressedRecord(acceptanceTemplateQueryOptions);
  const template = query.data;
  if (id > 0 && !template) {
    return (
      <ProjectLoadState
        query={query}
        asked
        notFound={t('project.checklist.notFound')}
        loadFailed={t('project.checklist.loadFailed')}
        list={{ to: ACCEPTANCE_TEMPLATE_LIST, label: t('project.checklist.templates') }}
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Flex gap={8} align="center">
          <PageTitle>
            {template
              ? t('project.checklist.editTitle', { name: template.name })
              : t('project.checklist.newTitle')}
          </PageTitle>
          {template && (
            <Tag>{t('project.checklist.versionOf', { version: template.designVersion })}</Tag>
          )}
        </Flex>
        <Link to={ACCEPTANCE_TEMPLATE_LIST}>{t('project.checklist.backToList')}</Link>
      </Flex>
      <TemplateEditor
        key={template ? `${template.id}-${template.designVersion}` : 'new'}
        template={template}
      />
    </Flex>
  );
}
