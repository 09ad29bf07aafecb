import { Alert, Card, Col, Row, Statistic } from 'antd';
import { SUMMARY_CARD_TITLES } from 'api-contract';
import type { ReportsData } from 'api-contract';
import { useReportsTexts } from '../../shared/reports-texts';

type CardKey = keyof typeof SUMMARY_CARD_TITLES;

// The api's cards (also on its Excel Summary sheet), in its order. Not Yet In is shown only when the api sends it:
// before work start + grace, people not in yet are not absent.
const ALWAYS_SHOWN = (Object.keys(SUMMARY_CARD_TITLES) as CardKey[]).filter((key) => key !== 'totalNotYetIn');

export function SummaryCards({ cards }: { cards: ReportsData['summary_cards'] }) {
  const t = useReportsTexts();
  const shown: [CardKey, number][] = ALWAYS_SHOWN.map((key) => [key, cards[key] ?? 0]);
  if (cards.totalNotYetIn !== undefined) shown.push(['totalNotYetIn', cards.totalNotYetIn]);
  return (
    <Row gutter={[16, 16]}>
      {shown.map(([key, value]) => (
        <Col key={key} flex="1 1 150px">
          <Card size="small">
            <Statistic title={t(`cards.${key}`)} value={value} formatter={() => t('count', { value })} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** How many present records of the range were clocked without face check, and how many of them nobody reviewed yet. */
export function FaceReviewSummary({ review }: { review: ReportsData['face_review'] }) {
  const t = useReportsTexts();
  const { pending_review: pending, verified_by_manager: accepted, voided } = review;
  if (pending + accepted + voided === 0) return null;
  const summary = t('faceReview.summary', {
    pending: t('faceReview.pending', { count: pending }),
    accepted: t('faceReview.accepted', { count: accepted }),
    voided: t('faceReview.voided', { count: voided }),
  });
  return <Alert type={pending > 0 ? 'warning' : 'info'} showIcon title={summary} />;
}
