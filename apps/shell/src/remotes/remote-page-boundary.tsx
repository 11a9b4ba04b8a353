import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel.tsx';

type Props = { children: ReactNode; onRetry: () => void };
type State = { error: Error | null };

/**
 * Catches a remote page that throws while rendering or whose chunk fails to arrive, so one broken
 * page never takes the shell down. Retry clears the error and lets the parent load the page again.
 */
export class RemotePageBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('remote page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <RemoteErrorPanel
        failure="page-failed"
        detail={this.state.error.message}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
