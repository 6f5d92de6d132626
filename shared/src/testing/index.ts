/**
 * The unit tests' kit, for the kernel's, the host's and every remote's tests (and never for
 * production code: .dependency-cruiser.cjs forbids it): rendering in the app's router, starting
 * i18n, a fake server in place of the API client's transport, a signed-in user, waiting for
 * what is under way, and the checks every remote runs.
 */
export { describeRemote } from './remote';
export { testTicker } from './ticker';
export { startI18n } from './i18n';
export { renderInApp, renderRoutes, renderSettled, type InAppOptions } from './render';
export { answer, fakeServer, paths, sentTo, type Answer, type Answers, type Reply, type SentRequest } from './server';
export { deferred, flush, settle, type Deferred } from './async';
export { signIn, signOut, testUser } from './session';
