import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'shared-auth/testing';
import { BREACH_TEXTS } from 'shared-auth/ui';
import { renderAs } from '../../shared/test-utils';
import english from '../../locales/en.json';
import { ViolationsSection } from './violations-section';

const T = english.workingTime;

const REST = {
  rule_id: 'daily_rest',
  employee_id: 8,
  employee_name: 'Amy Adams',
  date: '2026-11-24',
  inputs: { rest_minutes: 540, min_rest_minutes: 660 },
  message: 'Rested 9.0 h before this day, less than 11.0 h.',
};

afterEach(() => jest.restoreAllMocks());

describe('ViolationsSection', () => {
  it("lists the team's breaches with the rule and the sentence, for the dates applied", async () => {
    stubFetch({
      'GET /api/working_time_violations': {
        body: { rules: 'eu', start: '2026-10-29', end: '2026-11-28', violations: [REST] },
      },
      'GET /api/working_time_violations?start=2026-11-01&end=2026-11-10': {
        body: { rules: 'eu', start: '2026-11-01', end: '2026-11-10', violations: [] },
      },
    });
    renderAs(<ViolationsSection />, 'manager');
    expect(await screen.findByText('Amy Adams')).toBeInTheDocument();
    expect(screen.getByText(BREACH_TEXTS.rules.daily_rest)).toBeInTheDocument();
    expect(screen.getByText(REST.message)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: /Apply Filters/ }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('says when the rules are off, and shows a refused range in words', async () => {
    stubFetch({
      'GET /api/working_time_violations': {
        body: { rules: 'off', start: '2026-10-29', end: '2026-11-28', violations: [] },
      },
      'GET /api/working_time_violations?start=2026-01-01&end=2026-11-10': {
        status: 400,
        body: { error: 'The range may span at most 62 days.' },
      },
    });
    renderAs(<ViolationsSection />, 'admin');
    expect(await screen.findByText(T.rulesOff)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: /Apply Filters/ }));
    expect(await screen.findByText('The range may span at most 62 days.')).toBeInTheDocument();
  });
});
