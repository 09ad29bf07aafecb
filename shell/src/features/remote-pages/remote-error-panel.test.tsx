import { render, screen } from '@testing-library/react';
import english from '../../locales/en.json';

let mockPanelLoads = 0;
jest.mock('./remote-error-panel', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./remote-error-panel');
});

function Crashing(): never {
  throw new Error('ScriptNetworkError: Failed to load script');
}

it("loads the error panel (antd's Result) only when a remote page fails, not with every remote page", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // Imported here, after the count is set up: a static import of the panel counts as a load.
  const { RemoteErrorBoundary } = await import('./remote-error-boundary');
  const { rerender } = render(
    <RemoteErrorBoundary onRetry={() => {}}>
      <h1>Remote page</h1>
    </RemoteErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  expect(mockPanelLoads).toBe(0);

  rerender(
    <RemoteErrorBoundary onRetry={() => {}}>
      <Crashing />
    </RemoteErrorBoundary>,
  );
  expect(await screen.findByText(english.remote.loadFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  expect(mockPanelLoads).toBe(1);
});

it("outside antd's root (404's), shows the plain Retry instead of antd's panel, and Retry calls back", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { RemoteErrorBoundary } = await import('./remote-error-boundary');
  const onRetry = jest.fn();
  render(
    <RemoteErrorBoundary onRetry={onRetry} plain>
      <Crashing />
    </RemoteErrorBoundary>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(english.remote.loadFailed);
  expect(alert).toHaveClass('plain-retry');
  screen.getByRole('button', { name: english.remote.retry }).click();
  expect(onRetry).toHaveBeenCalledTimes(1);
});
