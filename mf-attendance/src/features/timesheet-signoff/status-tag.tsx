import { PAY_PERIOD_STATUS } from 'shared-auth';
import { useCommonTexts } from 'shared-auth/i18n';
import { ContrastTag } from 'shared-auth/ui';

export function SignOffTag({ status }: { status: keyof typeof PAY_PERIOD_STATUS }) {
  const t = useCommonTexts();
  return <ContrastTag tone={PAY_PERIOD_STATUS[status].tone}>{t(`payPeriodStatus.${status}`)}</ContrastTag>;
}
