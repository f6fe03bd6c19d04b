import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// Loaded when a page fails: antd's Result and its pictures are not needed up front.
const PageError = lazy(() => import('./page-error').then((m) => ({ default: m.PageError })));

interface PageBoundaryProps {
  children: ReactNode;
}

interface PageBoundaryState {
  error: Error | null;
}

/**
 * Catches what one tab's page throws (or its code failing to load) and shows it inside the
 * layout: the shell and the other tabs keep working.
 */
export class PageBoundary extends Component<PageBoundaryProps, PageBoundaryState> {
  override state: PageBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PageBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageError error={error} onRetry={this.retry} />
      </Suspense>
    );
  }
}
