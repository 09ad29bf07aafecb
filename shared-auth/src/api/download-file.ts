import { store } from '../store';
import { baseApi } from './base-api';
import { errorMessage } from './error-message';

/** The file name the server chose, from `Content-Disposition: attachment; filename="..."`. */
export function fileNameOf(disposition: string | null, fallbackName: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : fallbackName;
}

interface FileRequest {
  /** The api path after `/api/`, query string included. */
  path: string;
  fallbackName: string;
}

/** A received file: an object URL of its bytes (a Blob is no state for the store) and the name to save it under. */
interface ReceivedFile {
  url: string;
  fileName: string;
}

/** The file of a successful answer; an error answer is read as JSON, as every other call's. */
const fileOrError = (fallbackName: string) => async (response: Response) => {
  if (!response.ok) return response.json();
  // Files are streamed: the connection can still fail while the body is read (a parsing error then).
  const blob = await response.blob();
  return {
    url: URL.createObjectURL(blob),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
};

// A download goes through the one base api, so it sends the token and refreshes it as every call does.
export const fileDownloadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFile: build.mutation<ReceivedFile, FileRequest>({
      query: ({ path, fallbackName }) => ({ url: path, responseHandler: fileOrError(fallbackName) }),
    }),
  }),
});

function save({ url, fileName }: ReceivedFile) {
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
  // Untracked: the answer is saved at once and never kept in the store.
  const result = await store.dispatch(
    fileDownloadApi.endpoints.getFile.initiate({ path, fallbackName }, { track: false }),
  );
  if (result.error) throw new Error(errorMessage(result.error, errorText));
  save(result.data);
  return result.data.fileName;
}
