import { warmIntlOffMainThread } from './app/warm-intl';

// In a task of its own: starting a worker costs the main thread a few milliseconds, not to add to the start's task.
setTimeout(warmIntlOffMainThread);
// Async boundary: lets Module Federation negotiate the shared singletons before any app code runs.
import('./bootstrap');
