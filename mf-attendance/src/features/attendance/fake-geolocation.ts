// Test double of navigator.geolocation (jsdom has none).
import { act } from '@testing-library/react';

interface Watcher {
  success: PositionCallback;
  failure?: PositionErrorCallback | null;
  options?: PositionOptions;
}

export function fakeGeolocation() {
  const watchers = new Map<number, Watcher>();
  let nextId = 1;
  const geolocation = {
    watchPosition: jest.fn(
      (success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) => {
        watchers.set(nextId, { success, failure, options });
        return nextId++;
      },
    ),
    clearWatch: jest.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: jest.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

  return {
    geolocation,
    watching: () => watchers.size,
    moveTo(latitude: number, longitude: number, accuracy = 20) {
      const position = { coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition;
      act(() => watchers.forEach((watcher) => watcher.success(position)));
    },
    fail(code: 1 | 2 | 3) {
      const error = { code, message: 'failed' } as GeolocationPositionError;
      act(() => watchers.forEach((watcher) => watcher.failure?.(error)));
    },
  };
}

export function withoutGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
}
