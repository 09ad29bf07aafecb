import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the token of a reset link and keeps everything else', () => {
    expect(redactUrl('/reset_password?token=abc123&x=1')).toBe('/reset_password?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/leave_requests?start_date=2026-01-01')).toBe('/api/leave_requests?start_date=2026-01-01');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
