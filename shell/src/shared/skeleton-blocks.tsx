/** The api sends home six stats (api dashboard messages.ts); a different count only changes the last row. */
const STAT_CARDS = 6;

interface SkeletonBlocksProps {
  /** Home's dashboard (its stats' heading and cards, a pair of cards, `cardsBelow` cards) or one card. */
  layout: 'home' | 'page';
  cardsBelow?: number;
  /** What a screen reader announces while it stands (a status); without it, only a picture. */
  status?: string;
}

/**
 * A screen's skeleton as the pre-painted frame draws it (prepaint/prepaint.js, with the classes of
 * prepaint/prepaint.css that index.html holds): the frame's placeholder and home's skeleton are the pre-paint's
 * picture, and the page that replaces them removes a dozen plain boxes, not some hundred and fifty elements of antd's
 * cards and skeletons (each one a layout object to detach, and a fiber to unmount).
 */
export function SkeletonBlocks({ layout, cardsBelow = 1, status }: SkeletonBlocksProps) {
  const a11y = status ? { role: 'status', 'aria-label': status, 'aria-busy': true } : { 'aria-hidden': true };
  return (
    <div className={`pp-blocks pp-blocks-${layout}`} {...a11y}>
      {layout === 'home' && (
        <>
          <div className="pp-line" />
          <div className="pp-stats">
            {Array.from({ length: STAT_CARDS }, (_, index) => (
              <div key={index} className="pp-card pp-stat" />
            ))}
          </div>
          <div className="pp-pair">
            <div className="pp-card pp-tall" />
            <div className="pp-card pp-tall" />
          </div>
        </>
      )}
      {Array.from({ length: layout === 'home' ? cardsBelow : 1 }, (_, index) => (
        <div key={index} className="pp-card pp-tall" />
      ))}
    </div>
  );
}
