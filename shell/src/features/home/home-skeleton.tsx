import { Skeleton } from 'antd';
import { SkeletonBlocks } from '../../shared/skeleton-blocks';
import { useShellTexts } from '../../shared/texts/use-shell-texts';

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
 * Home while its figures load: the dashboard's rows as the pre-painted frame drew them (docs/product-spec.md section
 * 2): the stats' heading and cards at their size and place, the pair of cards, then the working-time card (for those
 * who manage others) and the time tracking table. The figures replace it without moving what is above them.
 */
export function HomeSkeleton({ withWorkingTime }: { withWorkingTime: boolean }) {
  const t = useShellTexts();
  return <SkeletonBlocks layout="home" cardsBelow={withWorkingTime ? 2 : 1} status={t('home.loading')} />;
}
