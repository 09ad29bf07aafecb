import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calledRoutes, stubFetch } from 'shared-auth/testing';
import { renderAs } from '../../shared/test-utils';
import { FallbackReviewQueue } from './fallback-review-queue';
import english from '../../locales/en.json';
import type { FaceFallback } from './types';

const T = english.fallbackReview;

const PENDING: FaceFallback = {
  fallback_id: 41,
  employee_id: 8,
  employee_name: 'Amy Adams',
  record_id: 301,
  attendance_date: '2026-11-20',
  action: 'clock_in',
  clock_time: '2026-11-20T09:04:12Z',
  address: 'Acme London HQ',
  reason: 'New glasses',
  similarity: 0.4712,
  has_photo: true,
  status: 'pending',
  decided_by: null,
  decided_at: null,
  comment: null,
  created_at: '2026-11-20T09:04:12Z',
};
const ACCEPTED: FaceFallback = { ...PENDING, fallback_id: 40, status: 'accepted', reason: 'Dark corridor' };

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

function stubQueue(extra: Parameters<typeof stubFetch>[0] = {}) {
  let decided = false;
  return stubFetch({
    'GET /api/face_fallbacks?status=pending': () => ({ body: decided ? [] : [PENDING] }),
    'GET /api/face_fallbacks': { body: [PENDING, ACCEPTED] },
    'POST /api/face_fallbacks/41/accept': () => {
      decided = true;
      return { body: { message: 'Clock action accepted: the record is verified by manager.' } };
    },
    'GET /api/face_fallbacks/41/photo': { body: 'jpeg' },
    'GET /api/face_fallbacks/41/enrolled_photo': { body: 'jpeg' },
    ...extra,
  });
}

describe('FallbackReviewQueue', () => {
  it('lists the pending clock actions without face check, and all of them on request', async () => {
    stubQueue();
    renderAs(<FallbackReviewQueue />, 'manager');
    expect(await screen.findByText('Amy Adams')).toBeInTheDocument();
    expect(screen.getByText('New glasses')).toBeInTheDocument();
    expect(screen.getByText(T.actions.clock_in)).toBeInTheDocument();
    expect(screen.queryByText('Dark corridor')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText(T.all));
    expect(await screen.findByText('Dark corridor')).toBeInTheDocument();
    expect(screen.getByText('accepted')).toBeInTheDocument();
  });

  it('shows the photo taken next to the enrolled one with the similarity', async () => {
    const api = stubQueue();
    renderAs(<FallbackReviewQueue />, 'admin');
    await screen.findByText('Amy Adams');
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByRole('img', { name: T.photoTaken })).toHaveAttribute('src', 'blob:photo');
    expect(await screen.findByRole('img', { name: T.enrolledPhoto })).toBeInTheDocument();
    expect(screen.getByText('Similarity: 0.47')).toBeInTheDocument();
    expect(calledRoutes(api)).toEqual(
      expect.arrayContaining(['GET /api/face_fallbacks/41/photo', 'GET /api/face_fallbacks/41/enrolled_photo']),
    );
  });

  it('accepts one, shows the api message and reads the queue again', async () => {
    const api = stubQueue();
    renderAs(<FallbackReviewQueue />, 'manager');
    const row = (await screen.findByText('Amy Adams')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: T.accept }));
    expect(await screen.findByText('Clock action accepted: the record is verified by manager.')).toBeInTheDocument();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(calledRoutes(api)).toContain('POST /api/face_fallbacks/41/accept');
  });

  it("shows the api's refusal of a decision", async () => {
    stubQueue({
      'POST /api/face_fallbacks/41/reject': { status: 404, body: { error: 'Clock action for review not found.' } },
    });
    renderAs(<FallbackReviewQueue />, 'manager');
    await screen.findByText('Amy Adams');
    await userEvent.click(screen.getByRole('button', { name: T.reject }));
    expect(await screen.findByText('Error: Clock action for review not found.')).toBeInTheDocument();
  });
});
