import { answerWithEarlyCalls, startEarlyApiCalls } from './app/early-api-calls';
import { startEarlyRemotePage } from './app/early-remote-page';
import { warmIntlOffMainThread } from './app/warm-intl';

// First of all: the first screen's api calls go out now, not once React, antd and the store have arrived; the app's
// own requests take their answers.
startEarlyApiCalls(window.location.pathname);
// Unfinished, it costs nothing: the federation runtime asks for what it still needs itself.
void startEarlyRemotePage(window.location.pathname).catch(() => undefined);
window.fetch = answerWithEarlyCalls(window.fetch.bind(window));
// In a task of its own: starting a worker costs the main thread a few milliseconds, not to add to the start's task.
setTimeout(warmIntlOffMainThread);
// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
import('./bootstrap');
