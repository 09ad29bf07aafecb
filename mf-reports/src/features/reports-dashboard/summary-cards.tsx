import { Card, Col, Row, Statistic } from 'antd';
import { CARD_TITLES, NOT_YET_IN_TITLE } from './messages';
import type { ReportsData } from './types';

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
