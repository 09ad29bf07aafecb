import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdRoot } from '../../shared/antd-root';
import {
  antdStylesOfPage,
  forgetFailedLaterAntdStyles,
  LaterAntdStylesMissing,
  loadLaterAntdStylesheets,
} from '../../shared/antd-stylesheet-sets';
import { PageLoading } from '../../shared/page-spinner';
import { reloadIfRegistryChanged, remotePageId, type RemotePageRef } from './federation';
import { firstShowingOfLoad, forgetFailedLoad, loadRemotePageOnce } from './remote-page-loads';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** The page's code and, for a page that is not a first screen, the later screens' antd styles: both asked at once. */
function RemoteModule({ page }: { page: RemotePageRef }) {
  const code = loadRemotePageOnce(page);
  const styled = use(antdStylesOfPage(remotePageId(page)));
  const { default: Page } = use(code);
  if (!styled) throw new LaterAntdStylesMissing();
  return <Page />;
}

/** A page exposed by a remote, loaded at run time; a failure shows an error panel with Retry in its place. */
export function RemotePage({ page }: { page: RemotePageRef }) {
  const [attempt, setAttempt] = useState(0);
  const id = remotePageId(page);
  const { key: visit } = useLocation();
  useEffect(() => () => forgetFailedLoad(id), [id]);
  // A page already loaded comes from memory: on every visit, look whether the registry moved on since this page was
  // loaded. Per visit, not per mount: a navigation away that had not rendered yet when the next one came back here
  // leaves this page mounted. Not on the visit its load starts for: the load looks itself (loadRemotePage).
  useEffect(() => {
    if (!firstShowingOfLoad(id)) void reloadIfRegistryChanged();
  }, [id, visit]);
  const retry = () => {
    forgetFailedLoad(id);
    forgetFailedLaterAntdStyles();
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <RemoteModule page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A registry page that stands alone (a kiosk): antd's theme and context without the layout or a user session. */
export function StandaloneRemotePage({ page }: { page: RemotePageRef }) {
  return (
    <AntdRoot>
      <RemotePage page={page} />
    </AntdRoot>
  );
}

/** Suspends while the later stylesheets load; throws if they failed. Renders nothing. */
function LaterStylesCheck() {
  if (!use(loadLaterAntdStylesheets())) throw new LaterAntdStylesMissing();
  return null;
}

/**
 * A later screen of the shell's own (the account page, 404), like a remote's page: drawn once the later screens' antd
 * styles are in the page; if they failed to arrive, the error panel (`plain` outside antd's root) with Retry, which
 * asks again. The check comes after the screen's lazy parts, so that their code is asked for first (with the styles:
 * they load `withLaterAntdStyles`), not once the styles arrived; nothing is committed until both are there.
 */
export function LaterScreen({ children, plain }: { children: ReactNode; plain?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedLaterAntdStyles();
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry} plain={plain}>
      {children}
      <LaterStylesCheck />
    </RemoteErrorBoundary>
  );
}
