import { render, screen } from '@testing-library/react';
import { useAttendanceTexts } from './attendance-texts';
import { logRow } from './test-utils';
import type { AttendanceLog } from './types';
import { withVerification } from './verification-tag';

function Cell({ verification }: { verification: string }) {
  const t = useAttendanceTexts();
  return <div>{withVerification(t, '09:04', logRow({ verification }) as AttendanceLog)}</div>;
}

const cell = (verification: string) => render(<Cell verification={verification} />);

describe('the verification marker of a log row', () => {
  it.each(['pending review', 'verified by manager', 'voided'])('marks a record %s', (verification) => {
    cell(verification);
    expect(screen.getByText(verification)).toBeInTheDocument();
    expect(screen.getByText('09:04')).toBeInTheDocument();
  });

  it('adds nothing to a face-verified record', () => {
    const { container } = cell('face');
    expect(container).toHaveTextContent(/^09:04$/);
  });
});
