import { errorText, type ErrorTexts } from '../lib/app-error';
import { ERROR_TEXTS, type ErrorCode } from '../error-codes';

type ParamsOf<T> = T extends (params: infer P) => string ? [params: P] : [];

/** The body the api answers for `code`: `{ error, code }`, the text built from `params` as the api builds it. */
export function apiError<C extends ErrorCode>(code: C, ...params: ParamsOf<(typeof ERROR_TEXTS)[C]>) {
  const texts = ERROR_TEXTS as ErrorTexts;
  const error = (errorText as (texts: ErrorTexts, code: string, params?: unknown) => string)(texts, code, params[0]);
  return { error, code };
}
