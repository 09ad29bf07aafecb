import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoCard } from './logo-card';
import english from '../../locales/en.json';
import { jsonResponse, renderWithStore, stubApi } from '../../shared/test-utils';

const SETTINGS_MESSAGES = english.settings;

afterEach(() => jest.restoreAllMocks());

const logoFile = () => new File(['not really a png'], 'logo.png', { type: 'image/png' });

async function pickAndUpload() {
  const user = userEvent.setup();
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(picker, logoFile());
  await screen.findByAltText('New logo preview');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

describe('LogoCard', () => {
  it('shows the stored logo through the api, at most 300 px wide', () => {
    renderWithStore(<LogoCard logoPath="files/logo-3f2a.png" loading={false} />);

    const logo = screen.getByAltText('Current logo');
    expect(logo).toHaveAttribute('src', 'http://localhost/api/files/logo-3f2a.png');
    expect(logo).toHaveStyle({ maxWidth: '300px' });
  });

  it('says when no logo is uploaded', () => {
    renderWithStore(<LogoCard logoPath="" loading={false} />);

    expect(screen.getByText(SETTINGS_MESSAGES.noLogo)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('previews the chosen image, uploads it as the logo field and confirms', async () => {
    const requests = stubApi({ 'POST /settings/logo': () => jsonResponse({ message: 'Stored.' }) });
    renderWithStore(<LogoCard logoPath="" loading={false} />);

    await pickAndUpload();

    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.uploaded);
    // jsdom's File is not a Blob to Node's FormData, so only the multipart field itself is checked here.
    expect(requests[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await requests[0]!.formData()).has('logo')).toBe(true);
    expect(screen.queryByAltText('New logo preview')).not.toBeInTheDocument();
  });

  it('shows the server error of a refused upload', async () => {
    stubApi({ 'POST /settings/logo': () => jsonResponse({ error: 'The logo must be an image.' }, 400) });
    renderWithStore(<LogoCard logoPath="" loading={false} />);

    await pickAndUpload();

    expect(await screen.findByRole('alert')).toHaveTextContent('The logo must be an image.');
  });

  it('falls back to its own text when an upload fails without an error body', async () => {
    stubApi({ 'POST /settings/logo': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithStore(<LogoCard logoPath="" loading={false} />);

    await pickAndUpload();

    expect(await screen.findByRole('alert')).toHaveTextContent(SETTINGS_MESSAGES.uploadFailed);
  });
});
