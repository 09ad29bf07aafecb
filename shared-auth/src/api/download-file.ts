import { authorizedFetch } from './authorized-fetch';

/** The file name the server chose, from `Content-Disposition: attachment; filename="..."`. */
export function fileNameOf(disposition: string | null, fallbackName: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : fallbackName;
}

async function serverError(response: Response, errorText: string): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error
    ? body.error
    : errorText;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads an api file (PDF, Excel) with the session's token and saves it under the server's name.
 * Rejects with the text to show: the server's `{error}`, else `errorText`.
 */
export async function downloadFile(path: string, fallbackName: string, errorText: string): Promise<string> {
  const response = await authorizedFetch(path).catch(() => null);
  if (!response) throw new Error(errorText);
  if (!response.ok) throw new Error(await serverError(response, errorText));
  // Files are streamed: the connection can still fail while the body is read.
  const blob = await response.blob().catch(() => null);
  if (!blob) throw new Error(errorText);
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  save(blob, fileName);
  return fileName;
}
