import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../../shared/test-utils';
import { DelegationCard } from './delegation-card';
import english from '../../../locales/en.json';

const T = english.delegation;

afterEach(() => jest.restoreAllMocks());

const CANDIDATES = [
  { employee_id: 4, employee_name: 'Olivia Brown' },
  { employee_id: 5, employee_name: 'Noah Patel' },
];
const SAVED = {
  delegation_id: 9,
  delegate_id: 5,
  delegate_name: 'Noah Patel',
  start_date: '2027-02-01',
  end_date: '2027-02-05',
};

describe('DelegationCard', () => {
  it('names a delegate for dates, lists the delegation and removes it', async () => {
    const user = userEvent.setup();
    let saved: unknown[] = [];
    let sent: unknown;
    stubFetch({
      'GET /api/me/delegation': () => ({ body: saved }),
      'GET /api/me/delegation/candidates': { body: CANDIDATES },
      'POST /api/me/delegation': async (request) => {
        sent = await request.json();
        saved = [SAVED];
        return { status: 201, body: { message: 'Delegation saved.', delegation_id: 9 } };
      },
      'DELETE /api/me/delegation/9': () => {
        saved = [];
        return { body: { message: 'Delegation removed.' } };
      },
    });
    renderAs(<DelegationCard />, 'manager');
    expect(await screen.findByText(T.none)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByText(T.fillIn)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: T.delegate }));
    await user.click(await screen.findByTitle('Noah Patel'));
    await user.type(screen.getByLabelText(T.from), '2027-02-01');
    await user.type(screen.getByLabelText(T.to), '2027-02-05');
    await user.click(screen.getByRole('button', { name: T.save }));

    expect(await screen.findByText('Delegation saved.')).toBeInTheDocument();
    expect(sent).toEqual({ delegate_id: 5, start_date: '2027-02-01', end_date: '2027-02-05' });
    const list = screen.getByLabelText(T.listLabel);
    expect(await within(list).findByText('Noah Patel')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Remove Noah Patel/ }));
    await user.click(await screen.findByRole('button', { name: T.remove }));
    expect(await screen.findByText('Delegation removed.')).toBeInTheDocument();
    expect(await screen.findByText(T.none)).toBeInTheDocument();
  });

  it("shows the api's refusal", async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/me/delegation': { body: [] },
      'GET /api/me/delegation/candidates': { body: CANDIDATES },
      'POST /api/me/delegation': {
        status: 409,
        body: {
          error: 'You already delegate to Olivia Brown from 2027-02-01 to 2027-02-03.',
          code: 'delegation.overlap',
        },
      },
    });
    renderAs(<DelegationCard />, 'manager');
    await user.click(await screen.findByRole('combobox', { name: T.delegate }));
    await user.click(await screen.findByTitle('Noah Patel'));
    await user.type(screen.getByLabelText(T.from), '2027-02-02');
    await user.type(screen.getByLabelText(T.to), '2027-02-02');
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(
      await screen.findByText('You already delegate to Olivia Brown from 2027-02-01 to 2027-02-03.'),
    ).toBeInTheDocument();
  });
});
