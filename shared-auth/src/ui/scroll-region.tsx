import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways inside this box, never the page (a phone); the box takes keyboard focus
 * (arrow keys scroll it, WCAG 2.1.1) and is named for assistive technology.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <div style={{ minWidth: 'max-content' }}>{children}</div>
    </div>
  );
}
