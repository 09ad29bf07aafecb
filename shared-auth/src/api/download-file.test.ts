import { signedIn, signedOut, type StoredSession } from '../session/session-slice';
import { sessionFromTokens } from '../session/token-claims';
import { store } from '../store';
import { calledRoutes, fakeToken, stubFetch, type StubRoute } from '../testing';
import { downloadFile, fileNameOf } from './download-file';

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

// Downloads are calls of the one base api: the same bearer token and the same single refresh as every other call.
describe('downloadFile', () => {
  const PATH = 'timesheet?start_date=2026-03-02&end_date=2026-03-06';
  const ROUTE = `GET /api/${PATH}`;
  const NAME = 'Timesheet_2026-03-02_2026-03-06.pdf';
  const fresh = { access_token: fakeToken({ full_name: 'Fresh' }), refresh_token: 'refresh-new' };
  const refresh: StubRoute = (request) =>
    request.headers.get('Authorization') === 'Bearer refresh-old' ? { body: fresh } : { status: 401 };
  const pdfForFreshToken: StubRoute = (request) =>
    request.headers.get('Authorization') === `Bearer ${fresh.access_token}`
      ? {
          body: '%PDF-1.7',
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${NAME}"` },
        }
      : { status: 401, body: { error: 'Token expired' } };
  let saved: string[];

  const signInWith = (token: string) =>
    store.dispatch(signedIn(sessionFromTokens(token, 'refresh-old') as StoredSession));

  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    store.dispatch(signedOut());
    jest.restoreAllMocks();
  });

  it('refreshes a token about to expire before the download, then saves the file under the server name', async () => {
    signInWith(fakeToken({}, 60));
    const fetchMock = stubFetch({ 'POST /api/refresh': refresh, [ROUTE]: pdfForFreshToken });
    await expect(downloadFile(PATH, 'fallback.pdf', 'Download failed')).resolves.toBe(NAME);
    expect(calledRoutes(fetchMock)).toEqual(['POST /api/refresh', ROUTE]);
    expect(saved).toEqual([NAME]);
    expect(store.getState().session.user?.refreshToken).toBe('refresh-new');
  });

  it('refreshes once on a 401 and retries the download with the new token', async () => {
    signInWith(fakeToken({}, 900));
    const fetchMock = stubFetch({ 'POST /api/refresh': refresh, [ROUTE]: pdfForFreshToken });
    await expect(downloadFile(PATH, 'fallback.pdf', 'Download failed')).resolves.toBe(NAME);
    expect(calledRoutes(fetchMock)).toEqual([ROUTE, 'POST /api/refresh', ROUTE]);
    expect(saved).toEqual([NAME]);
  });

  it("rejects with the server's error, or the screen's text, and saves nothing", async () => {
    signInWith(fakeToken({}, 900));
    stubFetch({ [ROUTE]: { status: 400, body: { error: 'End date must not be before start date.' } } });
    await expect(downloadFile(PATH, 'fallback.pdf', 'Download failed')).rejects.toThrow(
      'End date must not be before start date.',
    );
    stubFetch({ [ROUTE]: { status: 502, body: undefined } });
    await expect(downloadFile(PATH, 'fallback.pdf', 'Download failed')).rejects.toThrow('Download failed');
    expect(saved).toEqual([]);
  });
});
