import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';
import { sharedVersionSkew, type SharedVersionSkew } from './shared-version-skew';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
  skew?: SharedVersionSkew;
}

/** Keeps a remote that fails to load (or crashes while rendering) inside its own panel of the layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, skew: sharedVersionSkew(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <RemoteErrorPanel onRetry={this.props.onRetry} skew={this.state.skew} />
    ) : (
      this.props.children
    );
  }
}
