export { FallbackReviewQueue } from './fallback-review-queue';
