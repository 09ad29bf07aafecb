import { logoUrl } from '../config';
import { formatLongDate, formatTime } from './dates';
import { discrepancyColor, isPendingStatus, leaveStatusColor, shortAddress } from './labels';

describe('formatters', () => {
  it('shows dates in US English long format', () => {
    expect(formatLongDate('2026-03-05')).toBe('March 5, 2026');
    expect(formatLongDate('2026-03-05T12:00:00')).toBe('March 5, 2026');
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('someday')).toBe('someday');
  });

  it('shows times in US 12-hour format with seconds', () => {
    expect(formatTime('09:05:07')).toBe('9:05:07 AM');
    expect(formatTime('21:30')).toBe('9:30:00 PM');
    expect(formatTime('2026-03-05T09:05:07')).toBe('9:05:07 AM');
    expect(formatTime(undefined)).toBe('');
  });

  it('shortens an address to the text before the first comma', () => {
    expect(shortAddress('10 Main Street, Springfield, USA')).toBe('10 Main Street');
    expect(shortAddress('Head office')).toBe('Head office');
    expect(shortAddress(null)).toBe('');
  });

  it('colours discrepancies: late red, early green, else grey', () => {
    expect(discrepancyColor('Late by 12 min')).toBe('red');
    expect(discrepancyColor('EARLY')).toBe('green');
    expect(discrepancyColor('on time')).toBe('grey');
    expect(discrepancyColor(null)).toBe('grey');
  });

  it('colours leave statuses case-insensitively', () => {
    expect(leaveStatusColor('Pending Manager')).toBe('orange');
    expect(leaveStatusColor('APPROVED')).toBe('green');
    expect(leaveStatusColor('rejected')).toBe('red');
    expect(leaveStatusColor('cancelled')).toBeUndefined();
    expect(isPendingStatus('Pending Admin')).toBe(true);
    expect(isPendingStatus('approved')).toBe(false);
  });

  it('serves a stored logo path from the api, absolute and data addresses as they are', () => {
    expect(logoUrl('files/logo-3f2a.png')).toBe('http://localhost/api/files/logo-3f2a.png');
    expect(logoUrl('https://cdn.acme.example/logo.png')).toBe('https://cdn.acme.example/logo.png');
    expect(logoUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
