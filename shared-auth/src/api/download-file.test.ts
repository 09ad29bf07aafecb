import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  const NAME = 'Timesheet_2026-11-02_2026-11-06.pdf';

  it('reads the server name from Content-Disposition, plain or RFC 5987', () => {
    expect(fileNameOf(`attachment; filename="${NAME}"`, 'fallback.pdf')).toBe(NAME);
    expect(fileNameOf(`attachment; filename*=UTF-8''${NAME}`, 'fallback.pdf')).toBe(NAME);
    expect(fileNameOf('attachment; filename="Attendance_Report_2026-11-01_to_all.xlsx"', 'x')).toBe(
      'Attendance_Report_2026-11-01_to_all.xlsx',
    );
  });

  it('falls back to the name the screen builds when the header is missing', () => {
    expect(fileNameOf(null, NAME)).toBe(NAME);
  });
});
