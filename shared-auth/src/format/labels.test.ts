import { leaveTypeName } from './labels';

const DETAILS = [{ leave_type: 'sick', display_name: 'Sick leave' }];

describe('leaveTypeName', () => {
  it('uses the display name, else capitalises the raw name', () => {
    expect(leaveTypeName('sick', DETAILS)).toBe('Sick leave');
    expect(leaveTypeName('vacation', DETAILS)).toBe('Vacation');
    expect(leaveTypeName('vacation', undefined)).toBe('Vacation');
  });
});
