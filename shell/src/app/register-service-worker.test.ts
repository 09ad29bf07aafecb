import { registerServiceWorker } from './register-service-worker';

const fakeContainer = () => ({ register: jest.fn(async () => ({})) }) as unknown as ServiceWorkerContainer;

describe('registerServiceWorker', () => {
  it('registers /sw.js in a production build', () => {
    const container = fakeContainer();
    registerServiceWorker(true, container);
    expect(container.register).toHaveBeenCalledWith('/sw.js');
  });

  it('leaves development builds and browsers without service workers alone', () => {
    const container = fakeContainer();
    registerServiceWorker(false, container);
    expect(container.register).not.toHaveBeenCalled();
    expect(() => registerServiceWorker(true, undefined)).not.toThrow();
  });

  it('is off under test, as in development', () => {
    const container = fakeContainer();
    registerServiceWorker(undefined, container);
    expect(container.register).not.toHaveBeenCalled();
  });
});
