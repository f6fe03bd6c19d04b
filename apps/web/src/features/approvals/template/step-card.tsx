import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  APPROVAL_STEP_MODES,
  APPROVER_RULES,
  EMPTY_APPROVER_RULES,
  SELF_APPROVAL_RULES,
  TIMEOUT_ACTIONS,
} from '@depot/shared';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { UsersSelect } from '../components/user-select';
import { useTemplateRule } from '../hooks/use-template-rule';
import type { TemplateValues } from '../lib/template-form';
import { RoleSelect } from './org-pickers';

/**
 * One step of the template editor: its name, who approves (named people, a role, the applicant's
 * department head, the assets' custodian, the warehouse keeper) with the picker the rule needs,
 * the mode, what happens with nobody or with the applicant, and the timeout. Move up, move down
 * and remove are buttons, so the order is changed from the keyboard as well.
 */
export function StepCard({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** The step's name in the form's list. */
  name: number;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const rule = useTemplateRule();
  const form = Form.useFormInstance<TemplateValues>();
  const kind = Form.useWatch(['steps', name, 'kind'], form);
  const at = (field: string) => [rule(['steps', name, field])];
  const number = index + 1;
  const options = <T extends string>(values: readonly T[], words: (value: T) => string) =>
    values.map((value) => ({ value, label: words(value) }));

  return (
    <Card
      size="small"
      data-testid="template-step"
      title={t('approvals.editor.step', { index: number })}
      extra={
        <>
          <Tooltip title={t('approvals.editor.moveUp', { index: number })}>
            <Button
              type="text"
              aria-label={t('approvals.editor.moveUp', { index: number })}
              icon={<ArrowUpOutlined aria-hidden />}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
          </Tooltip>
          <Tooltip title={t('approvals.editor.moveDown', { index: number })}>
            <Button
              type="text"
              aria-label={t('approvals.editor.moveDown', { index: number })}
              icon={<ArrowDownOutlined aria-hidden />}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            />
          </Tooltip>
          <Tooltip title={t('approvals.editor.removeStep', { index: number })}>
            <Button
              type="text"
              danger
              aria-label={t('approvals.editor.removeStep', { index: number })}
              icon={<DeleteOutlined aria-hidden />}
              disabled={count === 1}
              onClick={onRemove}
            />
          </Tooltip>
        </>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'name']}
            label={t('approvals.editor.stepName')}
            required
            rules={at('name')}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, 'mode']} label={t('approvals.editor.mode')} rules={at('mode')}>
            <Select
              options={APPROVAL_STEP_MODES.map((mode) => ({
                value: mode,
                label: t('approvals.editor.modeOption', {
                  mode: t(`approvals.mode.${mode}`),
                  hint: t(`approvals.modeHint.${mode}`),
                }),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'kind']}
            label={t('approvals.editor.rule')}
            required
            rules={at('kind')}
          >
            <Select options={options(APPROVER_RULES, (r) => t(`approvals.editor.rules.${r}`))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {kind === 'users' && (
            <Form.Item
              name={[name, 'userIds']}
              label={t('approvals.editor.users')}
              required
              rules={at('userIds')}
            >
              <UsersSelect />
            </Form.Item>
          )}
          {kind === 'role' && (
            <Form.Item
              name={[name, 'roleId']}
              label={t('approvals.editor.role')}
              required
              rules={at('roleId')}
            >
              <RoleSelect />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'whenEmpty']}
            label={t('approvals.editor.whenEmpty')}
            rules={at('whenEmpty')}
          >
            <Select
              options={options(EMPTY_APPROVER_RULES, (r) =>
                t(`approvals.editor.whenEmptyValue.${r}`),
              )}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'whenApplicant']}
            label={t('approvals.editor.whenApplicant')}
            rules={at('whenApplicant')}
          >
            <Select
              options={options(SELF_APPROVAL_RULES, (r) =>
                t(`approvals.editor.whenApplicantValue.${r}`),
              )}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'timeoutHours']}
            label={t('approvals.editor.timeoutHours')}
            extra={t('approvals.editor.timeoutHint')}
            rules={at('timeoutHours')}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'timeoutAction']}
            label={t('approvals.editor.timeoutAction')}
            rules={at('timeoutAction')}
          >
            <Select
              options={options(TIMEOUT_ACTIONS, (a) =>
                t(`approvals.editor.timeoutActionValue.${a}`),
              )}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
