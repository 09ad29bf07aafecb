import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = new Set(['token', 'access_token', 'refresh_token', 'password']);

/** The url with the values of secret query parameters (a reset link's token) replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  for (const key of [...query.keys()]) if (SECRET_QUERY_KEYS.has(key.toLowerCase())) query.set(key, '[redacted]');
  return `${url.slice(0, queryAt)}?${query.toString()}`;
}

/** What a request log line says about the request: never its headers (bearer tokens) nor a secret in its url. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
