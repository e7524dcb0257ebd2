/** Helpers for the apps' component tests (never imported by app code). */
export { installDomStubs } from './dom-stubs';
export { fakeFetch, fakeJwt, grantPermissions, grantedPermissions } from './fake-fetch';
export { FakeXhr } from './fake-xhr';
export { renderWithProviders } from './render';
export { signInAs } from './sign-in';
