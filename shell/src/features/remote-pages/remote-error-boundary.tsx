import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from './remote-error-panel';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Keeps a remote that fails to load (or crashes while rendering) inside its own panel of the layout. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RemoteErrorPanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}
