import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { hostOf, isPrivateAddress } from '../../lib/private-address';
import { MAX_LOGGED_ERROR_CHARS } from './messages';

export interface SendResult {
  /** The receiver's status; null when no answer came (refused target, network error, timeout). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Refuses private answers at connection time, so a name re-pointed after registration (DNS rebinding) is caught. */
const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused) return callback(privateTarget(refused.address), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function privateTarget(address: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`refused: ${address} is a private, loopback or link-local address`), {
    code: 'EPRIVATETARGET',
  });
}

/**
 * POSTs one signed body; any 2xx is success, a redirect is not followed. The answer's body is read and dropped.
 * `headers` may replace the content type (Web Push sends an encrypted octet stream through here too).
 * Each POST opens its own connection: a kept-alive one that the receiver (or a proxy before it) closes while idle
 * fails the next attempt with ECONNRESET before it reaches anyone, and deliveries are seconds apart anyway.
 */
export function postWebhook(
  target: URL,
  body: string | Buffer,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const host = hostOf(target);
  if (!options.allowPrivate && net.isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ statusCode: null, error: privateTarget(host).message, durationMs: 0 });
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const ok = response.statusCode! >= 200 && response.statusCode! < 300;
          resolve({
            statusCode: response.statusCode!,
            error: ok ? null : `HTTP ${response.statusCode}`,
            durationMs: elapsed(),
          });
        });
        response.on('error', (err) =>
          resolve({ statusCode: response.statusCode!, error: err.message, durationMs: elapsed() }),
        );
      },
    );
    request.on('error', (err) => {
      const message =
        err.name === 'AbortError' || err.name === 'TimeoutError'
          ? `timed out after ${options.timeoutMs} ms`
          : err.message;
      resolve({ statusCode: null, error: message.slice(0, MAX_LOGGED_ERROR_CHARS), durationMs: elapsed() });
    });
    request.end(body);
  });
}
