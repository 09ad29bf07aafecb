import { downloadFile } from 'shared-auth';
import { LEAVE_BALANCES_FILE_NAME } from './constants';
import { REPORTS_MESSAGES } from './messages';

/** Downloads everyone's leave balances of `year` (admin only) and saves them under the server's name. */
export async function downloadLeaveBalances(year: number): Promise<void> {
  await downloadFile(
    `leave_balances/export?year=${year}`,
    LEAVE_BALANCES_FILE_NAME(year),
    REPORTS_MESSAGES.balancesDownloadFailed,
  );
}
