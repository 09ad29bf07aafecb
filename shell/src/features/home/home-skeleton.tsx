import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

/** The api sends six stats (api dashboard messages.ts); a different count only changes the last row. */
const STAT_CARDS = 6;

/** A stat card as Today's Stats draws it (small card, coloured top, a title line over the figure), without data. */
function StatCardSkeleton() {
  return (
    <Card size="small" style={{ borderTop: '3px solid transparent', height: '100%' }} aria-hidden="true">
      <Skeleton active title={{ width: '70%', style: { height: 22, marginBottom: 4 } }} paragraph={false} />
      <Skeleton.Input active style={{ height: 38, minWidth: 64, width: 64 }} />
    </Card>
  );
}

/** A card with a header and `items` items of a list, as the cards of home have them. */
export function CardSkeleton({ items }: { items: number }) {
  return (
    <Card title={<Skeleton.Input active size="small" />} style={{ height: '100%' }}>
      <ListSkeleton items={items} />
    </Card>
  );
}

/**
 * A card's list while it loads: `items` placeholders of a list item's size (a title over a line, 12 px above and
 * below), so what follows the card moves little when the list arrives. Only a look: no list to a screen reader.
 */
export function ListSkeleton({ items }: { items: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: items }, (_, index) => (
        <Skeleton
          key={index}
          active
          title={{ width: '50%' }}
          paragraph={{ rows: 1, width: '80%' }}
          style={{ paddingBlock: 12 }}
        />
      ))}
    </div>
  );
}

/**
 * Home while its figures load: the dashboard's own rows and cards, sized as they will be (docs/product-spec.md
 * section 2), so the first figures replace the placeholders without moving anything.
 */
export function HomeSkeleton({ withWorkingTime }: { withWorkingTime: boolean }) {
  const t = useShellTexts();
  return (
    <Flex vertical gap={16} role="status" aria-label={t('home.loading')} aria-busy="true">
      <Flex vertical gap={12}>
        {/* The heading of Today's Stats (a level 4 title: 28 px) */}
        <Skeleton.Input active size="small" style={{ height: 28 }} />
        <Row gutter={[12, 12]}>
          {Array.from({ length: STAT_CARDS }, (_, index) => (
            <Col key={index} flex="1 1 140px">
              <StatCardSkeleton />
            </Col>
          ))}
        </Row>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CardSkeleton items={2} />
        </Col>
        <Col xs={24} lg={12}>
          <CardSkeleton items={2} />
        </Col>
      </Row>
      {withWorkingTime && <CardSkeleton items={2} />}
      <CardSkeleton items={4} />
    </Flex>
  );
}
