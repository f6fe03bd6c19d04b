import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '../../../components/form-builder/testing/user';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest, ok } from '../../../test/fake-server';
import { renderFormDesignPage } from '../testing';

const submitted: unknown[] = [];
fakeServerForEachTest({
  'GET /admin/form-design/7': () =>
    ok({
      id: 7,
      code: 'leave',
      name: '请假单',
      version: 2,
      design: { fields: [{ kind: 'input', vModel: 'reason', label: '事由', required: true }] },
    }),
  'POST /admin/form-design/7/submit': (request) => {
    submitted.push(request.body);
    return ok({ recordId: 41, version: 2 });
  },
});

describe('form preview page', () => {
  it('submits valid data to the server', async () => {
    const user = setupUser();
    renderFormDesignPage('/admin/form-design/preview?id=7');
    expect(await screen.findByText('预览：请假单')).toBeInTheDocument();
    await user.type(screen.getByLabelText('事由'), '年假');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功，记录号 41')).toBeInTheDocument();
    await waitFor(() => expect(submitted).toEqual([{ data: { reason: '年假' } }]));
  });
});
