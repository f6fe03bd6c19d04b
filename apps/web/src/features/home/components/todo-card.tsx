import { CheckCircleOutlined } from '@ant-design/icons';
import { ASSET_EXPIRING_DAYS, HOME_TODO_KINDS, HOME_TODO_PERMISSION } from '@depot/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, theme, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeTodosQueryOptions, type HomeTodo } from '../../../api/home';
import { openUnreadMessages } from '../../../lib/message-centre-opener';
import { useSessionStore } from '../../../stores/session';
import { todoHref } from '../lib/todo-links';
import { PanelFallback } from './panel-fallback';

/** One row's height: a finger's width on a phone, and what the card keeps per row. */
const ROW_HEIGHT = 44;

/** A row's label at its start and its count at its end. */
const spread: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  width: '100%',
};

function TodoRow({ todo }: { todo: HomeTodo }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const waiting = todo.count > 0;
  const style: CSSProperties = {
    ...spread,
    minHeight: ROW_HEIGHT,
    padding: '0 4px',
    color: waiting ? token.colorText : token.colorTextSecondary,
  };
  const content = (
    <>
      <span>{t(`home.todos.kind.${todo.kind}`, { days: ASSET_EXPIRING_DAYS })}</span>
      <span
        style={{
          fontSize: token.fontSizeLG,
          fontWeight: waiting ? 600 : undefined,
          color: waiting ? token.colorPrimary : undefined,
        }}
      >
        {todo.count}
      </span>
    </>
  );
  const href = todoHref(todo);
  return (
    <li style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
      {!waiting ? (
        // Nothing to open: the row says so and leads nowhere.
        <div style={style}>{content}</div>
      ) : href ? (
        <Link to={href} style={style}>
          {content}
        </Link>
      ) : (
        <Button
          type="text"
          style={{ ...style, height: 'auto' }}
          // The button wraps its children in a span of its own: that span spreads them.
          styles={{ content: spread }}
          onClick={openUnreadMessages}
        >
          {content}
        </Button>
      )}
    </li>
  );
}

/** How many to-dos the signed-in user's keys allow (the server answers the same ones). */
function useExpectedRows(): number {
  return useSessionStore(
    (s) =>
      HOME_TODO_KINDS.filter((kind) => {
        const key = HOME_TODO_PERMISSION[kind];
        return key === null || s.permissions[key] === true;
      }).length,
  );
}

/**
 * The home page's "my to-dos": what waits for the signed-in user (only what their keys
 * allow, counted in their data scope by the server), each waiting row opening the list
 * filtered to it (unread messages open the message centre); "nothing waiting" when all are
 * zero. Every allowed row shows, zeros too, so the card is as tall loaded as while loading.
 */
export function TodoCard() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const todos = useQuery(homeTodosQueryOptions());
  const rows = useExpectedRows();
  const height: CSSProperties = { minHeight: rows * ROW_HEIGHT };
  const items = todos.data?.items;
  return (
    <Card title={t('home.todos.title')} size="small">
      {items ? (
        items.every((item) => item.count === 0) ? (
          <Flex align="center" justify="center" gap={8} style={height}>
            <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />
            <Typography.Text type="secondary">{t('home.todos.none')}</Typography.Text>
          </Flex>
        ) : (
          <ul
            aria-label={t('home.todos.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0, ...height }}
          >
            {items.map((todo) => (
              <TodoRow key={todo.kind} todo={todo} />
            ))}
          </ul>
        )
      ) : (
        <PanelFallback
          failed={todos.isError}
          failedTitle={t('home.todos.loadFailed')}
          onRetry={() => void todos.refetch()}
          minHeight={rows * ROW_HEIGHT}
          rows={rows}
          heading={false}
        />
      )}
    </Card>
  );
}
