import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUCCESS_NOTICE_MS } from '@depot/shared';
import { ANNOUNCE_SEND_TYPES, announceNotice, type AnnounceSendType } from '../../../api/notice';
import { RecipientField } from './recipient-field';

export const ANNOUNCE_TITLE_MAX = 100;
export const ANNOUNCE_CONTENT_MAX = 1000;

interface AnnounceValues {
  title?: string;
  content: string;
  sendType: AnnounceSendType;
  targetIds?: number[];
}

const INITIAL: Partial<AnnounceValues> = { sendType: 'all' };

/** Title, content and recipients of an announcement; says how many users received it. */
export function AnnounceForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnounceValues>();
  const sendType = Form.useWatch('sendType', form) ?? 'all';
  const send = useMutation({
    mutationFn: announceNotice,
    onSuccess: ({ recipients }) => {
      void message.success({
        content: t('messages.announce.sent', { count: recipients }),
        duration: SUCCESS_NOTICE_MS / 1000,
      });
      form.resetFields();
    },
  });

  const submit = (values: AnnounceValues) => {
    const title = values.title?.trim();
    send.mutate({
      ...(title ? { title } : {}),
      content: values.content.trim(),
      sendType: values.sendType,
      targetIds: values.sendType === 'all' ? [] : (values.targetIds ?? []),
    });
  };

  return (
    <Form<AnnounceValues>
      form={form}
      layout="vertical"
      initialValues={INITIAL}
      onFinish={submit}
      // Ids of one kind mean nothing as another: switching from users to roles starts empty.
      onValuesChange={(changed: Partial<AnnounceValues>) => {
        if ('sendType' in changed) form.resetFields(['targetIds']);
      }}
      style={{ maxWidth: 720 }}
    >
      <Form.Item name="title" label={t('messages.announce.noticeTitle')}>
        <Input maxLength={ANNOUNCE_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('messages.announce.content')}
        rules={[
          { required: true, whitespace: true, message: t('messages.announce.contentRequired') },
        ]}
      >
        <Input.TextArea rows={5} maxLength={ANNOUNCE_CONTENT_MAX} showCount />
      </Form.Item>
      <Form.Item name="sendType" label={t('messages.announce.sendType')}>
        <Radio.Group
          options={ANNOUNCE_SEND_TYPES.map((value) => ({
            value,
            label: t(`messages.announce.sendTypes.${value}`),
          }))}
        />
      </Form.Item>
      <RecipientField sendType={sendType} />
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          {t('messages.announce.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
