import { PAY_PERIOD_STATUS } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';

export function SignOffTag({ status }: { status: keyof typeof PAY_PERIOD_STATUS }) {
  return <ContrastTag tone={PAY_PERIOD_STATUS[status].tone}>{PAY_PERIOD_STATUS[status].text}</ContrastTag>;
}
