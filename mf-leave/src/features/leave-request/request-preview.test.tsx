import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { RequestPreview } from './request-preview';
import english from '../../locales/en.json';

const REQUEST = { leaveType: 'vacation', startDate: '2027-03-01', endDate: '2027-03-03' };

afterEach(() => jest.restoreAllMocks());

// Reading the whole query states, the preview drew again as its requests started, synchronously after mounting.
it('draws once on mount, before its answers arrive', async () => {
  stubFetch({
    'GET /api/leave_type_details': { body: [] },
    'GET /api/leave_request_preview?leave_type=vacation&start_date=2027-03-01&end_date=2027-03-03': {
      body: { working_days: 3, remaining: 20, remaining_after: 17 },
    },
  });
  let commits = 0;
  renderAs(
    <Profiler id="preview" onRender={() => commits++}>
      <RequestPreview request={REQUEST} />
    </Profiler>,
    'employee',
  );

  expect(commits).toBe(1);
  expect(screen.getByText(english.texts.previewLoading)).toBeInTheDocument();
  expect(await screen.findByText(english.texts.workingDays)).toBeInTheDocument();
});
