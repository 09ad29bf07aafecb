import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on a loopback port: records each POST (its encrypted body as bytes) and answers the queued statuses (201 once the queue is empty). */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const statuses: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser's side of a push subscription: its own P-256 key pair and auth secret (what PushManager.subscribe makes),
 * and the decryption of an aes128gcm body (RFC 8188 and RFC 8291) with them.
 */
export function fakeBrowser() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublic]);
      const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record: the content, then the delimiter 2, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm body');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * Checks a VAPID Authorization header (RFC 8292: `vapid t=<JWT>, k=<public key>`): its ES256 signature under
 * `publicKey`, its audience and expiry; answers the JWT's claims.
 */
export function verifyVapid(header: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('the header names another public key');
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')).alg !== 'ES256') throw new Error('not ES256');
  if (payload.aud !== audience) throw new Error(`audience ${payload.aud}, not ${audience}`);
  if (payload.exp * 1000 <= Date.now()) throw new Error('expired');
  return payload;
}
