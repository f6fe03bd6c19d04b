import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { http } from '../../api/http';
import { fakeServerForEachTest, ok } from '../../test/fake-server';
import { findDialog, renderPage } from '../../test/render-page';
import { FormModal } from '.';

interface Values {
  name: string;
  note?: string;
}

/** A create dialog as the pages build it: closes on success only. */
function ThingDialog() {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const save = useMutation({ mutationFn: (values: Values) => http.post('/things', values) });
  return (
    <FormModal<Values>
      name="thing"
      title="新增物品"
      open={open}
      form={form}
      submitting={save.isPending}
      onSubmit={(values) => save.mutate(values, { onSuccess: () => setOpen(false) })}
      onClose={() => setOpen(false)}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea />
      </Form.Item>
    </FormModal>
  );
}

let serverDown = false;
const server = fakeServerForEachTest(() => {
  serverDown = false;
  return {
    'POST /things': () => {
      // What axios gives when nothing answers (refused, offline).
      if (serverDown) throw new Error('connect ECONNREFUSED 127.0.0.1:8080');
      return ok({ id: 1 });
    },
  };
});

describe('FormModal', () => {
  it('keeps what was typed when the server cannot be reached, and saves once it can', async () => {
    const { user } = renderPage(<ThingDialog />);
    const dialog = await findDialog('新增物品');
    await user.type(within(dialog).getByLabelText('名称'), '三号仓叉车');
    await user.type(within(dialog).getByLabelText('备注'), '下周一前送修');

    serverDown = true;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByLabelText('名称')).toHaveValue('三号仓叉车');
    expect(within(dialog).getByLabelText('备注')).toHaveValue('下周一前送修');
    // Not stuck saving: the same button can be pressed again.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /确\s*定/ })).not.toHaveClass(
        'ant-btn-loading',
      ),
    );

    serverDown = false;
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.find('POST', '/things').map((r) => r.body)).toEqual([
      { name: '三号仓叉车', note: '下周一前送修' },
      { name: '三号仓叉车', note: '下周一前送修' },
    ]);
  });
});
