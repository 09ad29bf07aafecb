import { discrepancyColor } from 'shared-auth';
import { EMPTY_CELL } from './constants';
import { ContrastTag } from 'shared-auth/ui';

/** Spec section 4: late red, early green, anything else grey. */
export function DiscrepancyTag({ discrepancy }: { discrepancy: string | null }) {
  return <ContrastTag tone={discrepancyColor(discrepancy)}>{discrepancy || EMPTY_CELL}</ContrastTag>;
}
