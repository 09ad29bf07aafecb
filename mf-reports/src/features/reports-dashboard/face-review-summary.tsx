import { Alert } from 'antd';
import { FACE_REVIEW_TEXTS as T } from './messages';
import type { ReportsData } from './types';

/** How many present records of the range were clocked without face check, and how many of them nobody reviewed yet. */
export function FaceReviewSummary({ review }: { review: ReportsData['face_review'] }) {
  const { pending_review: pending, verified_by_manager: accepted, voided } = review;
  if (pending + accepted + voided === 0) return null;
  const parts = [T.pending(pending), T.accepted(accepted), T.voided(voided)].join(', ');
  return <Alert type={pending > 0 ? 'warning' : 'info'} showIcon title={`${T.title}: ${parts}.`} />;
}
