import { errorMessage } from 'shared-auth';
import { NON_JSON_PREVIEW_CHARS } from './constants';
import { REPORTS_MESSAGES } from './messages';

/** Reads the body as JSON only when the server says it is JSON; otherwise RTK Query reports a PARSING_ERROR with the text. */
export async function jsonOnly(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) throw new Error(REPORTS_MESSAGES.nonJson);
  return text ? JSON.parse(text) : null;
}

interface ParsingError {
  status: 'PARSING_ERROR';
  originalStatus: number;
  data: string;
}

const isParsingError = (error: unknown): error is ParsingError =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 'PARSING_ERROR');

/** Spec sections 5 and 8: a non-JSON answer shows its status and first 100 characters; else the server's error. */
export function reportsErrorText(error: unknown): string {
  if (isParsingError(error)) {
    const preview = String(error.data ?? '').slice(0, NON_JSON_PREVIEW_CHARS);
    return `${REPORTS_MESSAGES.nonJson} (status ${error.originalStatus}): ${preview}`;
  }
  return errorMessage(error, REPORTS_MESSAGES.fetchFailed);
}
