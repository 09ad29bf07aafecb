import { Card, Col, Row, Statistic } from 'antd';
import { CARD_TITLES } from './messages';
import type { ReportsData } from './types';

export function SummaryCards({ cards }: { cards: ReportsData['summary_cards'] }) {
  return (
    <Row gutter={[16, 16]}>
      {(Object.keys(CARD_TITLES) as (keyof typeof CARD_TITLES)[]).map((key) => (
        <Col key={key} flex="1 1 170px">
          <Card size="small">
            <Statistic title={CARD_TITLES[key]} value={cards[key]} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
