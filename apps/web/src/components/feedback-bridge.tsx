import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApi } from '../lib/feedback';

/** Hands antd's context-aware message/modal/notification API to code outside React. */
export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    setFeedbackApi(api);
    return () => setFeedbackApi(null);
  }, [api]);
  return null;
}
