import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PlainRetry } from '../../shared/plain-retry';

/** A remote that needs a newer shared singleton than the page provides. */
export interface SharedVersionSkew {
  /** The shared package: 'shared-auth'. */
  packageName: string;
  /** The version the page has loaded. */
  provided: string;
  /** The remote that asked, and the range it was built against. */
  remote: string;
  required: string;
}

// How @module-federation/runtime-core 2.x refuses a singleton with strictVersion (utils/share.js):
// "Version 1.0.0 from shell of shared singleton module shared-auth does not satisfy the requirement of
// mf_settings which needs ^1.1.0)".
const STRICT_VERSION_REFUSAL =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** The skew a load error reports, or undefined for any other error. */
export function sharedVersionSkew(error: unknown): SharedVersionSkew | undefined {
  const match = error instanceof Error ? STRICT_VERSION_REFUSAL.exec(error.message) : null;
  if (!match) return undefined;
  const [, provided, packageName, remote, required] = match as unknown as [string, string, string, string, string];
  return { packageName, provided, remote, required };
}

// Only a failure shows it: antd's Result and its chunk are not part of a remote page's first screen.
const RemoteErrorPanel = lazy(() =>
  import('./remote-error-panel').then(
    ({ RemoteErrorPanel: panel }) => ({ default: panel }),
    // Its chunk did not arrive either (offline before the service worker had it): Retry all the same.
    () => ({ default: PlainRetry }),
  ),
);

interface Props {
  children: ReactNode;
  onRetry: () => void;
  /** Outside antd's root (no theme, no styles): the panel without antd. */
  plain?: boolean;
}

interface State {
  failed: boolean;
  skew?: SharedVersionSkew;
}

/**
 * Keeps a part of the application that fails to load (a remote's page, a later screen and its antd styles) or crashes
 * while rendering inside its own panel of the layout, with Retry.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, skew: sharedVersionSkew(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Part of the application failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed && this.props.plain) return <PlainRetry onRetry={this.props.onRetry} />;
    return this.state.failed ? (
      <Suspense>
        <RemoteErrorPanel onRetry={this.props.onRetry} skew={this.state.skew} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
