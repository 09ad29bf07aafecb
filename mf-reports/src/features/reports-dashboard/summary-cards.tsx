import { Alert, Card, Col, Row, Statistic } from 'antd';
import type { ReportsData } from 'api-contract';
import { CARD_TITLES, FACE_REVIEW_TEXTS as T, NOT_YET_IN_TITLE } from './messages';

export function SummaryCards({ cards }: { cards: ReportsData['summary_cards'] }) {
  const shown: [string, number][] = (Object.keys(CARD_TITLES) as (keyof typeof CARD_TITLES)[]).map((key) => [
    CARD_TITLES[key],
    cards[key],
  ]);
  if (cards.totalNotYetIn !== undefined) shown.push([NOT_YET_IN_TITLE, cards.totalNotYetIn]);
  return (
    <Row gutter={[16, 16]}>
      {shown.map(([title, value]) => (
        <Col key={title} flex="1 1 150px">
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** How many present records of the range were clocked without face check, and how many of them nobody reviewed yet. */
export function FaceReviewSummary({ review }: { review: ReportsData['face_review'] }) {
  const { pending_review: pending, verified_by_manager: accepted, voided } = review;
  if (pending + accepted + voided === 0) return null;
  const parts = [T.pending(pending), T.accepted(accepted), T.voided(voided)].join(', ');
  return <Alert type={pending > 0 ? 'warning' : 'info'} showIcon title={`${T.title}: ${parts}.`} />;
}
