import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'refresh_token', 'password', 'api_token']);
/** An API token's secret (modules/api-tokens), wherever a client put it by mistake. */
const API_TOKEN_SECRET = /(atl_[0-9a-f]{8}_)[A-Za-z0-9_-]+/g;

/** The url with the values of secret query parameters (a reset link's token) and API token secrets replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = url.slice(0, queryAt < 0 ? undefined : queryAt).replace(API_TOKEN_SECRET, '$1[redacted]');
  if (queryAt < 0) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...query.keys()]) if (SECRET_QUERY_KEYS.has(key.toLowerCase())) query.set(key, '[redacted]');
  return `${path}?${query.toString().replace(API_TOKEN_SECRET, '$1[redacted]')}`;
}

/** What a request log line says about the request: never its headers (bearer tokens) nor a secret in its url. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
