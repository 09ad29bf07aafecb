import { discrepancyColor } from 'shared-auth';
import { useAttendanceValueText } from 'shared-auth/i18n';
import { ContrastTag } from 'shared-auth/ui';
import { EMPTY_CELL } from './constants';

/** Spec section 4: late red, early green, anything else grey; the api's English value worded in the page's language. */
export function DiscrepancyTag({ discrepancy }: { discrepancy: string | null }) {
  const valueText = useAttendanceValueText();
  return (
    <ContrastTag tone={discrepancyColor(discrepancy)}>{discrepancy ? valueText(discrepancy) : EMPTY_CELL}</ContrastTag>
  );
}
