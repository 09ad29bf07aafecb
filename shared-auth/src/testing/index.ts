// Test helpers for packages that use shared-auth (jest only; never imported by app code).
export { fakeToken, type FakeClaims } from './fake-token';
export { calledRoutes, stubFetch, type StubAnswer, type StubRoute } from './fetch-stub';
