/** Helpers for the apps' component tests (never imported by app code). */
export { installDomStubs } from './dom-stubs';
export { fakeFetch, fakeJwt, grantPermissions, grantedPermissions, listOf } from './fake-fetch';
export { sentEmailChange, submitEmailChange } from './email-change';
export { FakeXhr } from './fake-xhr';
export { renderInRouter, renderWithProviders } from './render';
export { signInAs } from './sign-in';
/** A statistic row (the decisions' waterfall example) for report and form tests. */
export { demoStatistic } from '../statistics/statistic.fixture';
