import { SaveOutlined } from '@ant-design/icons';
import type { FormDesign } from '@depot/shared';
import { App, Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDesigner, type CheckedDesign } from '../../../components/form-builder';
import { useDesignMutations } from '../hooks/use-design-mutations';
import { useFormDesignPermissions } from '../hooks/use-form-design-permissions';
import { SaveDesignDialog, type SaveDesignValues } from './save-design-dialog';

export interface DesignWorkspaceProps {
  /** The stored design being edited; absent for a new one. */
  record?: { id: number; version: number; name: string; design: FormDesign };
  /** A new design with a fixed code (the asset categories' form) is saved without asking. */
  preset?: { code: string; name: string };
  onCreated?: (id: number) => void;
}

/**
 * The designer with its name, version and save button. An existing design is saved as a new
 * version (PUT); a new one is created (POST) with the code and name asked for.
 */
export function DesignWorkspace({ record, preset, onCreated }: DesignWorkspaceProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { canAdd, canEdit } = useFormDesignPermissions();
  const { create, update } = useDesignMutations();
  const [name, setName] = useState(record?.name ?? preset?.name ?? t('form.designer.newDesign'));
  const [version, setVersion] = useState(record?.version);
  const [pending, setPending] = useState<FormDesign | null>(null);
  const mayEdit = record ? canEdit : canAdd;

  const created = (saved: { id: number; version: number }) => {
    setPending(null);
    setVersion(saved.version);
    void message.success(t('form.designer.saved', { version: saved.version }));
    onCreated?.(saved.id);
  };
  const createWith = (design: FormDesign, values: SaveDesignValues) =>
    create.mutate({ ...values, design }, { onSuccess: created });

  const save = ({ design, problems }: CheckedDesign) => {
    if (!design) {
      void message.error(t('form.designer.invalid', { count: problems.length }));
      return;
    }
    const trimmed = name.trim() || t('form.designer.newDesign');
    if (record) {
      update.mutate(
        { id: record.id, name: trimmed, design, baseVersion: version },
        {
          onSuccess: (saved) => {
            setVersion(saved.version);
            void message.success(t('form.designer.saved', { version: saved.version }));
          },
        },
      );
    } else if (preset) {
      createWith(design, { code: preset.code, name: trimmed });
    } else {
      setPending(design);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Input
          aria-label={t('form.designer.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          style={{ maxWidth: 320 }}
        />
        <Tag>
          {version === undefined
            ? t('form.designer.unsaved')
            : t('form.designer.version', { version })}
        </Tag>
      </Flex>
      <FormDesigner
        key={record?.id ?? 'new'}
        initialDesign={record?.design}
        renderActions={(checked) =>
          mayEdit && (
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={create.isPending || update.isPending}
              onClick={() => save(checked)}
            >
              {t('form.designer.save')}
            </Button>
          )
        }
      />
      {pending && (
        <SaveDesignDialog
          initialName={name}
          saving={create.isPending}
          onSave={(values) => {
            setName(values.name);
            createWith(pending, values);
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </Flex>
  );
}
