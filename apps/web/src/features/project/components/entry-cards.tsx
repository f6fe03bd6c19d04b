import { Button, Card, Flex, Form, type FormListFieldData } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A form's list of numbered entries (an inspection's issues, a sampling's checklist items), each
 * a small card with its fields and a remove button, then the button that adds one, up to `max`.
 * `keepOne`: the last entry cannot be removed.
 */
export function EntryCards({
  name,
  max,
  keepOne = false,
  newEntry,
  title,
  removeLabel,
  addLabel,
  children,
}: {
  name: string;
  max: number;
  keepOne?: boolean;
  /** The fields an added entry starts with. */
  newEntry: object;
  /** The card's title and its remove button's name, given the entry's number (from 1). */
  title: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  /** An entry's fields. */
  children: (field: FormListFieldData) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={12}>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={title(i + 1)}
              extra={
                (!keepOne || fields.length > 1) && (
                  <Button
                    type="link"
                    danger
                    aria-label={removeLabel(i + 1)}
                    onClick={() => remove(field.name)}
                  >
                    {t('project.statement.remove')}
                  </Button>
                )
              }
            >
              {children(field)}
            </Card>
          ))}
          {fields.length < max && <Button onClick={() => add(newEntry)}>{addLabel}</Button>}
        </Flex>
      )}
    </Form.List>
  );
}
