import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter } from '../../../components/data-table';
import { useSaving } from '../../../lib/use-saving';
import { projectKeys } from '../api';
import { useProjectPermissions } from '../permissions';

interface Enablable {
  id: number;
  name: string;
  enabled: boolean;
}

/**
 * A template's enabled state as both template lists show it (project templates and acceptance
 * templates): its tag, and for those who may edit templates the button that asks first, then
 * enables or disables it. `words` names the list's own confirmation texts.
 */
export function useTemplateEnabling<T extends Enablable>(
  enable: (body: { id: number; enabled: boolean }) => Promise<unknown>,
  words: 'project.templates' | 'project.checklist',
) {
  const { t } = useTranslation();
  const can = useProjectPermissions();
  const toggle = useSaving({
    save: async (tp: T) => {
      await enable({ id: tp.id, enabled: !tp.enabled });
      return !tp.enabled;
    },
    refresh: projectKeys.all,
    done: (enabled) =>
      t(enabled ? 'project.templates.enabledDone' : 'project.templates.disabledDone'),
  });
  const state = (tp: T) => (
    <Tag color={tp.enabled ? 'success' : 'default'}>
      {t(tp.enabled ? 'project.templates.enabled' : 'project.templates.disabled')}
    </Tag>
  );
  const actions = (tp: T) =>
    can.template ? (
      <Popconfirm
        title={t(tp.enabled ? `${words}.disableConfirm` : `${words}.enableConfirm`, {
          name: tp.name,
        })}
        onConfirm={() => toggle.mutateAsync(tp).catch(() => undefined)}
      >
        <Button size="small">
          {t(tp.enabled ? 'project.templates.disable' : 'project.templates.enable')}
        </Button>
      </Popconfirm>
    ) : null;
  /** The wide table's last columns: the state, then the button. */
  const stateColumns: ColumnsType<T> = [
    { key: 'enabled', title: t('project.status'), render: (_, tp) => state(tp) },
    { key: 'actions', title: '', render: (_, tp) => actions(tp) },
  ];
  /** A narrow screen's one column, headed `title`: the link, the facts, the state and button. */
  const narrowColumns = (
    title: string,
    open: (tp: T) => ReactNode,
    facts: (tp: T) => ReactNode,
  ): ColumnsType<T> => [
    {
      key: 'template',
      title,
      render: (_, tp) => (
        <TemplateCell open={open(tp)} facts={facts(tp)} state={state(tp)} actions={actions(tp)} />
      ),
    },
  ];
  return { stateColumns, narrowColumns };
}

/** The template lists' filter by enabled or disabled. */
export function EnabledFilter() {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="enabled"
      label={t('project.status')}
      values={[true, false]}
      text={(on) => t(on ? 'project.templates.enabled' : 'project.templates.disabled')}
      minWidth={90}
    />
  );
}

/** A template in the one column of a narrow screen: its link, its facts, its state and button. */
function TemplateCell(props: {
  open: ReactNode;
  facts: ReactNode;
  state: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Flex vertical gap={2} align="flex-start">
      {props.open}
      <Typography.Text type="secondary">{props.facts}</Typography.Text>
      <Flex gap={8} align="center">
        {props.state}
        {props.actions}
      </Flex>
    </Flex>
  );
}
