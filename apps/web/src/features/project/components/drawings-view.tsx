import { DRAWING_KINDS, type Drawing, type DrawingKind } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { drawingsQueryOptions } from '../api';
import { DrawingUploadDialog, type DrawingUpload } from './drawing-upload-dialog';
import { DrawingsTable } from './drawings-table';
import { ProjectRecordPage } from './project-record-page';
import { choicesOf } from '../../../lib/choices';

/**
 * A project's drawings (`?projectId=`, `&stageId=` to open one stage's): of `kind` only when the
 * page is of one kind (design, as-built), else filtered by kind; by stage; uploads of new
 * drawings and versions for those who may.
 */
export function DrawingsView({
  kind,
  title,
}: {
  kind?: DrawingKind;
  title: (project: string) => string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const projectId = Number(search.get('projectId')) || 0;
  const stageId = Number(search.get('stageId')) || undefined;
  const [pickedKind, setPickedKind] = useState<DrawingKind>();
  const [upload, setUpload] = useState<DrawingUpload>();
  const shownKind = kind ?? pickedKind;
  const list = useQuery({
    ...drawingsQueryOptions({ projectId, kind: shownKind, stageId }),
    enabled: projectId > 0,
  });
  const setStage = (id: number | undefined) =>
    setSearch(
      (s) => {
        if (id) s.set('stageId', String(id));
        else s.delete('stageId');
        return s;
      },
      { replace: true },
    );
  return (
    <ProjectRecordPage
      projectId={projectId}
      title={title}
      extra={() =>
        list.data?.canUpload && (
          <Button type="primary" onClick={() => setUpload(kind ? { kind } : {})}>
            {kind
              ? t('project.drawing.addKind', { kind: t(`project.drawing.kinds.${kind}`) })
              : t('project.drawing.add')}
          </Button>
        )
      }
    >
      {(project) => (
        <Card>
          <Flex vertical gap={12}>
            {list.data &&
              !list.data.canUpload &&
              list.data.projectStatus !== 'planning' &&
              list.data.projectStatus !== 'active' && (
                <Alert type="info" showIcon title={t('project.drawing.closed')} />
              )}
            {list.isError && (
              <Alert type="error" showIcon title={t('project.drawing.loadFailed')} />
            )}
            <Flex gap={8} wrap>
              {!kind && (
                <Select<DrawingKind | ''>
                  aria-label={t('project.drawing.kind')}
                  style={{ minWidth: 160 }}
                  value={pickedKind ?? ''}
                  onChange={(v) => setPickedKind(v || undefined)}
                  options={[
                    { value: '', label: t('project.drawing.allKinds') },
                    ...choicesOf(DRAWING_KINDS, (k) => t(`project.drawing.kinds.${k}`)),
                  ]}
                />
              )}
              <Select<number>
                aria-label={t('project.drawing.stage')}
                style={{ minWidth: 200 }}
                value={stageId ?? 0}
                onChange={(v) => setStage(v || undefined)}
                options={[
                  { value: 0, label: t('project.drawing.allStages') },
                  ...project.stages.map((s) => ({ value: s.id, label: `${s.seq}. ${s.name}` })),
                ]}
              />
            </Flex>
            <DrawingsTable
              list={list.data}
              loading={list.isPending && projectId > 0}
              onNewVersion={(drawing: Drawing) => setUpload({ drawing })}
            />
          </Flex>
          <DrawingUploadDialog
            project={project}
            upload={upload}
            onClose={() => setUpload(undefined)}
          />
        </Card>
      )}
    </ProjectRecordPage>
  );
}
