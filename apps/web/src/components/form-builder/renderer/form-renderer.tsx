import { formDesignSchema, levelWidgets, validateFormData, type FormDesign } from '@depot/shared';
import { Alert, App, Col, Flex, Form, Row, type FormInstance } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormBuilderContext, type FormBuilderContextValue } from '../form-builder-context';
import { ButtonWidget } from '../widgets/button';
import { renderDataWidget } from '../widgets/registry';
import { FormField } from './form-field';
import { designDefaults, errorsByField, submittedData, type FormValues } from './form-values';
import { useErrorText } from './use-error-text';
import { useLiveCalculations } from './use-live-calculations';

export type FormRendererMode = 'create' | 'edit' | 'view';

export interface FormRendererProps {
  design: FormDesign;
  /** create: defaults applied; edit: initialValues; view: read-only, no actions. */
  mode?: FormRendererMode;
  initialValues?: FormValues;
  /** Called with valid data (calculate fields recomputed). A rejected promise keeps the form. */
  onSubmit?: (data: FormValues) => unknown;
  submitText?: string;
  /** Show the reset button (create and edit). */
  showReset?: boolean;
  /** Extra actions next to submit. */
  extraActions?: ReactNode;
  form?: FormInstance<FormValues>;
  /** The form's name: its fields' ids start with it, so two forms on a page keep theirs apart. */
  name?: string;
}

const DEFAULT_LABEL_WIDTH = 100;
const FULL_SPAN = 24;

/**
 * Renders a form design (SPEC §1, §3) for creating, editing or viewing a record. Fields are
 * checked with validateFormData from @depot/shared, the function the server runs, so what
 * passes here passes there; calculate fields follow the data 500 ms after each change.
 */
export function FormRenderer({
  design,
  mode = 'create',
  initialValues,
  onSubmit,
  submitText,
  showReset = true,
  extraActions,
  form: givenForm,
  name,
}: FormRendererProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>(givenForm);
  const [submitCount, setSubmitCount] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const errorText = useErrorText();
  const readOnly = mode === 'view';
  const parsed = useMemo(() => formDesignSchema.safeParse(design), [design]);
  const onValuesChange = useLiveCalculations(form, design.fields, !readOnly);

  const initial = useMemo(
    () =>
      mode === 'create'
        ? { ...designDefaults(design.fields), ...initialValues }
        : (initialValues ?? {}),
    [mode, design.fields, initialValues],
  );
  const context = useMemo<FormBuilderContextValue>(
    () => ({ renderWidget: renderDataWidget, submitCount }),
    [submitCount],
  );

  const refuse = () => {
    setSubmitCount((count) => count + 1);
    void message.error(t('form.renderer.invalid'));
  };

  // Runs once antd's rules (validateFormData per field) passed; checks the whole data once more.
  const finish = async () => {
    setSubmitCount((count) => count + 1);
    const data = submittedData(design.fields, form.getFieldsValue());
    const { errors } = validateFormData(design, data);
    if (errors.length > 0) {
      const widgets = new Map(
        levelWidgets(design.fields).map(({ widget }) => [widget.vModel, widget]),
      );
      form.setFields(
        [...errorsByField(errors)].flatMap(([name, fieldErrors]) => {
          const widget = widgets.get(name);
          return widget ? [{ name, errors: fieldErrors.map((e) => errorText(widget, e)) }] : [];
        }),
      );
      refuse();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit?.(data);
    } catch {
      // The http client has shown why; the data stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  if (!parsed.success) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('form.validation.designError')}
        description={parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}
      />
    );
  }

  const labelPosition = design.labelPosition ?? 'right';
  return (
    <FormBuilderContext value={context}>
      <Form<FormValues>
        form={form}
        name={name}
        initialValues={initial}
        onValuesChange={onValuesChange}
        layout={labelPosition === 'top' ? 'vertical' : 'horizontal'}
        labelAlign={labelPosition === 'left' ? 'left' : 'right'}
        labelCol={
          labelPosition === 'top'
            ? undefined
            : { flex: `${design.labelWidth ?? DEFAULT_LABEL_WIDTH}px` }
        }
        labelWrap
        size={design.size}
        disabled={design.disabled}
        onFinish={() => void finish()}
        onFinishFailed={refuse}
      >
        <Row gutter={16}>
          {design.fields.map((widget, index) => (
            <Col
              key={widget.kind === 'row' ? `row-${index}` : widget.vModel}
              span={widget.span ?? FULL_SPAN}
            >
              <FormField widget={widget} design={design} readOnly={readOnly} />
            </Col>
          ))}
        </Row>
        {!readOnly && (
          <Flex gap={8} justify="center">
            <ButtonWidget
              type="primary"
              htmlType="submit"
              loading={submitting}
              label={submitText ?? t('form.renderer.submit')}
            />
            {showReset && (
              <ButtonWidget label={t('form.renderer.reset')} onClick={() => form.resetFields()} />
            )}
            {extraActions}
          </Flex>
        )}
      </Form>
    </FormBuilderContext>
  );
}
