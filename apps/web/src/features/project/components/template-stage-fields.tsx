import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { PROJECT_STAGE_DAYS_MAX, PROJECT_STAGE_KINDS } from '@depot/shared';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormDesignSummary } from '../../../api/form-design';
import type { StageRow } from './template-stages';
import { SearchSelect } from '../../../components/search-select';
import { choicesOf } from '../../../lib/choices';

/**
 * One stage of a template: its name, kind, duration, the earlier stages it waits for, whether
 * it is a gate, its acceptance checklist (a designed form); moved up or down, or removed.
 */
export function TemplateStageFields({
  name,
  index,
  rows,
  forms,
  onMove,
  onRemove,
}: {
  /** The Form.List field's name. */
  name: number;
  index: number;
  rows: readonly StageRow[];
  forms: readonly FormDesignSummary[];
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const n = index + 1;
  const earlier = rows.slice(0, index).map((r, i) => ({
    value: r.key,
    label: `${i + 1}. ${r.name ?? ''}`,
  }));
  return (
    <Card
      size="small"
      title={t('project.design.stageTitle', { n })}
      extra={
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={t('project.design.moveUp', { n })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={t('project.design.moveDown', { n })}
            disabled={index === rows.length - 1}
            onClick={() => onMove(index + 1)}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('project.design.removeStage', { n })}
            disabled={rows.length === 1}
            onClick={onRemove}
          />
        </Flex>
      }
    >
      <Flex gap={12} wrap>
        <Form.Item
          name={[name, 'name']}
          label={t('project.stage.name')}
          rules={[{ required: true, whitespace: true, message: t('project.design.giveStageName') }]}
        >
          <Input aria-label={t('project.design.stageName', { n })} maxLength={50} />
        </Form.Item>
        <Form.Item name={[name, 'kind']} label={t('project.stage.kind')}>
          <Select
            aria-label={t('project.design.stageKind', { n })}
            style={{ minWidth: 130 }}
            options={choicesOf(PROJECT_STAGE_KINDS, (k) => t(`project.stage.kinds.${k}`))}
          />
        </Form.Item>
        <Form.Item
          name={[name, 'plannedDays']}
          label={t('project.stage.plannedDays')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 1,
              max: PROJECT_STAGE_DAYS_MAX,
              message: t('project.design.giveDays'),
            },
          ]}
        >
          <InputNumber
            aria-label={t('project.design.stageDays', { n })}
            min={1}
            max={PROJECT_STAGE_DAYS_MAX}
            precision={0}
          />
        </Form.Item>
        <Form.Item name={[name, 'dependsOn']} label={t('project.stage.dependsOn')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('project.design.stageDepends', { n })}
            style={{ minWidth: 180 }}
            options={earlier}
            disabled={index === 0}
          />
        </Form.Item>
        <Form.Item name={[name, 'checklistFormId']} label={t('project.design.checklist')}>
          <SearchSelect
            allowClear
            aria-label={t('project.design.stageChecklist', { n })}
            style={{ minWidth: 180 }}
            options={forms.map((f) => ({ value: f.id, label: f.name }))}
          />
        </Form.Item>
        <Form.Item name={[name, 'gate']} valuePropName="checked" style={{ alignSelf: 'flex-end' }}>
          <Checkbox aria-label={t('project.design.stageGate', { n })}>
            {t('project.stage.gate')}
          </Checkbox>
        </Form.Item>
      </Flex>
    </Card>
  );
}
