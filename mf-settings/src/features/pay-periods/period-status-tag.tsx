import { PAY_PERIOD_STATUS } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import { ContrastTag } from 'shared-auth/ui';
import type { PayPeriod } from './types';

/** A period's or a person's sign-off status in the common words and hues the attendance screens show too. */
export function PeriodStatusTag({ status }: { status: PayPeriod['status'] }) {
  const common = useCommonTexts();
  return <ContrastTag tone={PAY_PERIOD_STATUS[status].tone}>{common(`payPeriodStatus.${status}`)}</ContrastTag>;
}
