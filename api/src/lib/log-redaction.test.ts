import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the token of a reset link and keeps everything else', () => {
    expect(redactUrl('/reset_password?token=abc123&x=1')).toBe('/reset_password?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/leave_requests?start_date=2026-01-01')).toBe('/api/leave_requests?start_date=2026-01-01');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides API token secrets in the path and under any query key', () => {
    const token = `atl_0a1b2c3d_${'x'.repeat(43)}`;
    expect(redactUrl(`/api/x/${token}`)).toBe('/api/x/atl_0a1b2c3d_[redacted]');
    expect(redactUrl(`/api/x?api_token=${token}`)).toBe('/api/x?api_token=%5Bredacted%5D');
    expect(redactUrl(`/api/x?q=${token}`)).toBe('/api/x?q=atl_0a1b2c3d_[redacted]');
  });
});
