import { ClearOutlined, CodeOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Popconfirm, Popover, Segmented, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignProblem } from './design-problems';

export type DesignerView = 'design' | 'preview';

export interface DesignerToolbarProps {
  view: DesignerView;
  onView: (view: DesignerView) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onJson: () => void;
  problems: readonly DesignProblem[];
  actions?: ReactNode;
}

/** Design/preview switch, undo and redo, clear, JSON, the design's problems, and the page's actions. */
export function DesignerToolbar(props: DesignerToolbarProps) {
  const { t } = useTranslation();
  const { problems } = props;
  return (
    <Flex gap={8} wrap align="center" justify="space-between">
      <Segmented<DesignerView>
        value={props.view}
        onChange={props.onView}
        options={[
          { value: 'design', label: t('form.designer.canvas') },
          { value: 'preview', label: t('form.designer.preview') },
        ]}
      />
      <Flex gap={4} wrap align="center">
        <Button
          icon={<UndoOutlined aria-hidden />}
          disabled={!props.canUndo}
          onClick={props.onUndo}
        >
          {t('form.designer.undo')}
        </Button>
        <Button
          icon={<RedoOutlined aria-hidden />}
          disabled={!props.canRedo}
          onClick={props.onRedo}
        >
          {t('form.designer.redo')}
        </Button>
        <Popconfirm
          title={t('form.designer.clearConfirm')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={props.onClear}
        >
          <Button icon={<ClearOutlined aria-hidden />}>{t('form.designer.clear')}</Button>
        </Popconfirm>
        <Button icon={<CodeOutlined aria-hidden />} onClick={props.onJson}>
          {t('form.designer.json')}
        </Button>
        {problems.length > 0 && (
          <Popover
            title={t('form.designer.issues')}
            content={
              <Flex vertical gap={4} style={{ maxWidth: 360 }}>
                {problems.map((p, i) => (
                  <Typography.Text key={i} type="danger">
                    {p.text}
                  </Typography.Text>
                ))}
              </Flex>
            }
          >
            <Badge count={problems.length}>
              <Button danger>{t('form.designer.issues')}</Button>
            </Badge>
          </Popover>
        )}
        {props.actions}
      </Flex>
    </Flex>
  );
}
