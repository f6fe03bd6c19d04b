import {
  DRAWING_FILE_TYPES,
  DRAWING_KINDS,
  type Drawing,
  type DrawingKind,
  type DrawingList,
  type ProjectDetail,
} from '@depot/shared';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../api/form-design';
import { UploadedFiles } from '../../../components/uploaded-files';
import { useSaving } from '../../../lib/use-saving';
import { addDrawing, addDrawingVersion, projectKeys } from '../api';
import { choicesOf } from '../../../lib/choices';

interface Values {
  kind: DrawingKind;
  title: string;
  sheetNo?: string;
  stageId?: number;
  note?: string;
}

/** What the upload dialog makes: a new drawing (of `kind` when fixed), or `drawing`'s next version. */
export type DrawingUpload = { kind?: DrawingKind } | { drawing: Drawing };

/**
 * A new drawing with its first version, or the next version of one: the file (a PDF or a
 * picture, uploaded as it is chosen) and a note; a new drawing also its kind, name, sheet number
 * and stage. The earlier versions stay as they were.
 */
export function DrawingUploadDialog({
  project,
  upload,
  onClose,
}: {
  project: ProjectDetail;
  upload: DrawingUpload | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [missing, setMissing] = useState(false);
  const drawing = upload && 'drawing' in upload ? upload.drawing : undefined;
  const fixedKind = upload && 'kind' in upload ? upload.kind : undefined;
  const close = () => {
    form.resetFields();
    setFiles([]);
    setMissing(false);
    onClose();
  };
  const save = useSaving({
    save: ({ values, fileId }: { values: Values; fileId: string }): Promise<DrawingList> =>
      drawing
        ? addDrawingVersion({ drawingId: drawing.id, fileId, note: values.note ?? null })
        : addDrawing({
            projectId: project.id,
            kind: fixedKind ?? values.kind,
            title: values.title,
            sheetNo: values.sheetNo ?? null,
            stageId: values.stageId ?? null,
            fileId,
            note: values.note ?? null,
          }),
    refresh: projectKeys.all,
    done: (list) => {
      if (!drawing) return t('project.drawing.saved', { title: form.getFieldValue('title') });
      const now = list.drawings.find((d) => d.id === drawing.id);
      return t('project.drawing.versionSaved', {
        title: drawing.title,
        n: now?.versions[0]?.version ?? drawing.versions.length + 1,
      });
    },
    then: close,
  });
  const submit = (values: Values) => {
    const file = files[0];
    if (!file) {
      setMissing(true);
      return;
    }
    save.mutate({ values, fileId: String(file.id) });
  };
  const title = drawing
    ? t('project.drawing.addVersionOf', { title: drawing.title })
    : fixedKind
      ? t('project.drawing.addKind', { kind: t(`project.drawing.kinds.${fixedKind}`) })
      : t('project.drawing.add');
  return (
    <Modal
      open={upload !== undefined}
      title={title}
      onCancel={close}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="drawing-upload"
        layout="vertical"
        initialValues={{ kind: fixedKind ?? 'construction' }}
        onFinish={submit}
      >
        {!drawing && (
          <>
            {!fixedKind && (
              <Form.Item name="kind" label={t('project.drawing.kind')}>
                <Select
                  aria-label={t('project.drawing.kind')}
                  options={choicesOf(DRAWING_KINDS, (k) => t(`project.drawing.kinds.${k}`))}
                />
              </Form.Item>
            )}
            <Form.Item
              name="title"
              label={t('project.drawing.drawingTitle')}
              rules={[
                { required: true, whitespace: true, message: t('project.drawing.giveTitle') },
              ]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="sheetNo" label={t('project.drawing.sheetNo')}>
              <Input maxLength={40} />
            </Form.Item>
            <Form.Item name="stageId" label={t('project.drawing.stage')}>
              <Select
                allowClear
                aria-label={t('project.drawing.stage')}
                placeholder={t('project.drawing.noStage')}
                options={project.stages.map((s) => ({ value: s.id, label: `${s.seq}. ${s.name}` }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('project.drawing.file')} extra={t('project.drawing.fileHint')} required>
          <UploadedFiles
            value={files}
            onChange={(next) => {
              setFiles(next);
              setMissing(false);
            }}
            max={1}
            accept={DRAWING_FILE_TYPES.join(',')}
            words={{
              upload: t('project.drawing.pickFile'),
              remove: t('project.statement.remove'),
              removeFile: (name) => t('project.visa.removeFile', { name }),
            }}
          />
        </Form.Item>
        {missing && (
          <Alert
            type="error"
            showIcon
            title={t('project.drawing.chooseFile')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item name="note" label={t('project.drawing.note')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
