import { discrepancyColor } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';
import { EMPTY_CELL } from './constants';

/**
 * Spec section 4: late red, early green, anything else grey; the api's English value worded in the page's language
 * by the table's `valueText` (read once for the table: a hook here would subscribe each row to i18next).
 */
export function DiscrepancyTag({
  discrepancy,
  valueText,
}: {
  discrepancy: string | null;
  valueText: (value: string) => string;
}) {
  return (
    <ContrastTag tone={discrepancyColor(discrepancy)}>{discrepancy ? valueText(discrepancy) : EMPTY_CELL}</ContrastTag>
  );
}
