import { previewQuery } from './request-preview';

const chosen = { leave_type: 'vacation', start_date: '2027-03-01', end_date: '2027-03-03' };

describe('previewQuery', () => {
  it('waits for type and both dates', () => {
    expect(previewQuery(undefined)).toBeNull();
    expect(previewQuery({ ...chosen, leave_type: undefined })).toBeNull();
    expect(previewQuery({ ...chosen, start_date: '' })).toBeNull();
    expect(previewQuery({ ...chosen, end_date: undefined })).toBeNull();
  });

  it('asks nothing for an end before the start', () => {
    expect(previewQuery({ ...chosen, end_date: '2027-02-28' })).toBeNull();
  });

  it('sends a half only when ticked', () => {
    const asked = { leaveType: 'vacation', startDate: '2027-03-01', endDate: '2027-03-03' };
    expect(previewQuery({ ...chosen, start_half: false, end_half: true })).toEqual({ ...asked, endHalf: true });
    expect(previewQuery(chosen)).toEqual(asked);
  });
});
