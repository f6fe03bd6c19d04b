import { theme, Typography } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

/** Puts a page's own title up; the returned function takes it down. */
type Claim = () => () => void;

const TitleClaim = createContext<Claim>(() => () => undefined);

/** Lets the layout's pages claim the title (the provider of PageTitle's claim). */
export const PageTitleClaim = TitleClaim.Provider;

/**
 * Whether a shown page has its own title up, and the claim to hand to PageTitleClaim. Hidden
 * keep-alive pages drop their claim: React's <Activity> runs their effects' clean-ups.
 */
export function usePageTitleClaim(): [owned: boolean, claim: Claim] {
  const [count, setCount] = useState(0);
  const claim = useCallback<Claim>(() => {
    setCount((n) => n + 1);
    return () => setCount((n) => n - 1);
  }, []);
  return [count > 0, claim];
}

/**
 * A page's visible title (a record's code, a person's name) as the page's one `h1`, at a card
 * title's size: the layout then leaves out its hidden `h1`, so a screen reader does not hear
 * the same words twice (docs/accessibility.md).
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const claim = useContext(TitleClaim);
  useLayoutEffect(claim, [claim]);
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      style={{
        margin: 0,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
      }}
    >
      {children}
    </Typography.Title>
  );
}
