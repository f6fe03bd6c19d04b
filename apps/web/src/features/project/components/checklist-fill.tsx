import {
  acceptanceItems,
  levelWidgets,
  type Acceptance,
  type AcceptanceKind,
  type AcceptanceRecordKind,
  type FormDesign,
  type ProjectDetail,
} from '@depot/shared';
import { Alert, Card, DatePicker, Flex, Form, Input, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { FormRenderer, type FormValues } from '../../../components/form-builder';
import { SignatureField, useSignature } from '../../../components/signature-field';
import { useSaving } from '../../../lib/use-saving';
import { addHandover, completeProject, projectKeys } from '../api';
import { PhotoPicker } from './photo-picker';
import { NoTemplates, TemplateSelect, useTemplateChoice } from './template-choice';

export interface Head {
  acceptedOn: Dayjs;
  signerName: string;
  note?: string | null;
  stageId?: number | null;
}

const DAY = 'YYYY-MM-DD';

/** How many yes/no items pass as the checklist is filled in; for a completion, those failing. */
function ItemCount({
  design,
  form,
  kind,
}: {
  design: FormDesign;
  form: ReturnType<typeof Form.useForm<FormValues>>[0];
  kind: AcceptanceRecordKind;
}) {
  const { t } = useTranslation();
  const values = (Form.useWatch([], form) as FormValues | undefined) ?? {};
  const items = acceptanceItems(design, values);
  if (items.itemCount === 0) return null;
  const failing = kind === 'completion' && items.failed.length > 0;
  return (
    <Alert
      type={failing ? 'warning' : items.passedCount === items.itemCount ? 'success' : 'info'}
      showIcon
      title={t('project.checklist.items', { passed: items.passedCount, count: items.itemCount })}
      description={
        failing ? t('project.checklist.failedItems', { names: items.failed.join('、') }) : undefined
      }
    />
  );
}

/** The head's fields as sent: the day, who signs, the note, the photos. */
export interface ChecklistHeadBody {
  acceptedOn: string;
  signerName: string;
  note: string | null;
  fileIds: string[];
  stageId: number | null;
}

/**
 * A designed checklist rendered by the form builder (yes/no items starting at no), sent with the
 * head through `send`; its submit signs it.
 */
export function FilledChecklist({
  design,
  formKey,
  kind,
  head,
  photos,
  send,
  onSaved,
}: {
  design: FormDesign;
  /** Changes when another design or version is shown (the renderer starts again). */
  formKey: string;
  kind: AcceptanceRecordKind;
  head: ReturnType<typeof Form.useForm<Head>>[0];
  photos: StoredFile[];
  send: (head: ChecklistHeadBody, data: FormValues) => Promise<Acceptance>;
  onSaved: (saved: Acceptance) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  // A yes/no item starts at no (unless designed otherwise): left alone, it has not passed.
  const initialValues = useMemo(
    () =>
      Object.fromEntries(
        levelWidgets(design.fields).flatMap(({ widget }) =>
          widget.kind === 'switch' && widget.defaultValue === undefined
            ? [[widget.vModel, false]]
            : [],
        ),
      ),
    [design],
  );
  const save = useSaving({
    save: async (data: FormValues) => {
      const v = await head.validateFields();
      return send(
        {
          acceptedOn: v.acceptedOn.format(DAY),
          signerName: v.signerName.trim(),
          note: v.note?.trim() || null,
          fileIds: photos.map((p) => String(p.id)),
          stageId: v.stageId ?? null,
        },
        data,
      );
    },
    refresh: projectKeys.all,
    done: () => t(`project.checklist.filled.${kind}`),
    then: onSaved,
  });
  return (
    <Flex vertical gap={12}>
      <ItemCount design={design} form={form} kind={kind} />
      <FormRenderer
        key={formKey}
        design={design}
        form={form}
        name={`${kind}-checklist`}
        initialValues={initialValues}
        showReset={false}
        submitText={t(`project.checklist.submit.${kind}`)}
        onSubmit={(data) => save.mutateAsync(data)}
      />
    </Flex>
  );
}

/**
 * The head of a checklist filled in on site, made for a phone: the day (today, never later), who
 * signs, a note, photos from the camera; `before` and `after` hold what a kind adds (its
 * template, its stage).
 */
export function ChecklistHead({
  form,
  kind,
  photos,
  onPhotos,
  before,
  after,
}: {
  form: ReturnType<typeof Form.useForm<Head>>[0];
  kind: AcceptanceRecordKind;
  photos: StoredFile[];
  onPhotos: (photos: StoredFile[]) => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form<Head>
      form={form}
      name={`${kind}-head`}
      layout="vertical"
      size="large"
      initialValues={{ acceptedOn: dayjs() }}
    >
      {before}
      <Form.Item
        name="acceptedOn"
        label={t(
          kind === 'handover' ? 'project.checklist.handedOverOn' : 'project.checklist.acceptedOn',
        )}
        rules={[{ required: true, message: t('project.checklist.giveDay') }]}
      >
        <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item
        name="signerName"
        label={t('project.checklist.signer')}
        extra={t('project.checklist.signerHint')}
        rules={[{ required: true, whitespace: true, message: t('project.checklist.giveSigner') }]}
      >
        <Input maxLength={50} style={{ maxWidth: 360 }} />
      </Form.Item>
      {after}
      <Form.Item name="note" label={t('project.checklist.note')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Form.Item label={t('project.checklist.photos')}>
        <PhotoPicker value={photos} onChange={onPhotos} />
      </Form.Item>
    </Form>
  );
}

/**
 * A checklist of `kind` filled in on site, made for a phone: the template (the only enabled one
 * chosen at once), the day (today, never later), who signs (a completion: with their drawn
 * signature, required), a note, photos from the camera, then the designed checklist; the submit
 * signs it. A completion names the stages not done and the
 * required items not passed before anything is sent; the server decides.
 */
export function ChecklistFill({
  project,
  kind,
  onSaved,
}: {
  project: ProjectDetail;
  kind: AcceptanceKind;
  onSaved: (saved: Acceptance) => void;
}) {
  const { t } = useTranslation();
  const [head] = Form.useForm<Head>();
  const [photos, setPhotos] = useState<StoredFile[]>([]);
  const signature = useSignature();
  const choice = useTemplateChoice(kind);
  const { templateId, template } = choice;
  const open = project.stages.filter((s) => s.status !== 'done');
  const handoverStages = project.stages.filter((s) => s.kind === 'handover');
  if (choice.pending) return <Spin />;
  if (!choice.offered.length) return <NoTemplates choice={choice} />;
  return (
    <Card>
      <Flex vertical gap={12}>
        {kind === 'completion' && open.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('project.checklist.stagesOpen', { names: open.map((s) => s.name).join('、') })}
          />
        )}
        <ChecklistHead
          form={head}
          kind={kind}
          photos={photos}
          onPhotos={setPhotos}
          before={<TemplateSelect choice={choice} label={t('project.checklist.template')} />}
          after={
            kind === 'completion' ? (
              <SignatureField id="completion" words="project.signature" {...signature.field} />
            ) : (
              handoverStages.length > 0 && (
                <Form.Item name="stageId" label={t('project.checklist.stage')}>
                  <Select
                    allowClear
                    style={{ maxWidth: 360 }}
                    options={handoverStages.map((s) => ({
                      value: s.id,
                      label: `${s.seq}. ${s.name}`,
                    }))}
                  />
                </Form.Item>
              )
            )
          }
        />
        {templateId !== undefined && !template.data && <Spin />}
        {template.data && (
          <>
            <Typography.Title level={5}>{template.data.name}</Typography.Title>
            <FilledChecklist
              design={template.data.design as FormDesign}
              formKey={`${template.data.id}-${template.data.designVersion}`}
              kind={kind}
              head={head}
              photos={photos}
              send={({ stageId, ...body }, data) => {
                const filled = {
                  ...body,
                  projectId: project.id,
                  templateId: template.data.id,
                  data,
                };
                if (kind === 'handover') return addHandover({ ...filled, stageId });
                // The signer's drawing is required: missing, the field says so and nothing is sent.
                const drawn = signature.png();
                return drawn === null
                  ? Promise.reject(new Error('no signature drawn'))
                  : completeProject({ ...filled, signature: drawn });
              }}
              onSaved={onSaved}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
