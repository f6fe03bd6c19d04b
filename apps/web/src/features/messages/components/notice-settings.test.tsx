import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, useSessionStore } from '../../../stores/session';
import { fail } from '../../../test/fake-server';
import { TOKEN_SET } from '../../../test/fixtures';
import { noticeBackendForEachTest } from '../test/notice-backend';
import { renderWithProviders } from '../test/render-message-centre';
import { NoticeSettings } from './notice-settings';

const backend = noticeBackendForEachTest(() => ({
  config: { messageNotifiStatus: 1, voiceNotifiStatus: 0 },
}));

async function renderSettings() {
  renderWithProviders(<NoticeSettings />);
  const message = screen.getByRole('switch', { name: '消息通知' });
  const voice = screen.getByRole('switch', { name: '语音提醒' });
  await waitFor(() => expect(message).toBeChecked());
  return { message, voice, user: userEvent.setup() };
}

describe('notification settings', () => {
  beforeEach(() => {
    logoutLocal();
    useSessionStore.getState().signIn(TOKEN_SET);
  });

  it("shows the user's switches and saves both when one changes", async () => {
    const { message, voice, user } = await renderSettings();
    expect(voice).not.toBeChecked();

    await user.click(voice);
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    expect(voice).toBeChecked();
    expect(backend.find('PUT', '/admin/noticeconfig/setInfoOnOrOff')[0]?.body).toEqual({
      messageNotifiStatus: 1,
      voiceNotifiStatus: 1,
    });

    await user.click(message);
    await waitFor(() => expect(message).not.toBeChecked());
    expect(backend.find('PUT', '/admin/noticeconfig/setInfoOnOrOff')[1]?.body).toEqual({
      messageNotifiStatus: 0,
      voiceNotifiStatus: 1,
    });
  });

  it('shows the server message and keeps the switch when saving fails', async () => {
    backend.state.extraRoutes['PUT /admin/noticeconfig/setInfoOnOrOff'] = () =>
      fail(200, '设置保存失败');
    const { voice, user } = await renderSettings();
    await user.click(voice);
    expect(await screen.findByText('设置保存失败')).toBeInTheDocument();
    expect(voice).not.toBeChecked();
    expect(backend.state.config.voiceNotifiStatus).toBe(0);
  });
});
