import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook } from './webhook-sender';

const options = { timeoutMs: 5000, allowPrivate: true };

describe('postWebhook', () => {
  it('opens a connection of its own for every POST, so no attempt goes out on an idle socket the receiver closed', async () => {
    let connections = 0;
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end('ok'));
    });
    server.on('connection', () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`);
    try {
      for (const body of ['{"n":1}', '{"n":2}', '{"n":3}']) {
        expect(await postWebhook(target, body, {}, options)).toEqual(
          expect.objectContaining({ statusCode: 200, error: null }),
        );
      }
      expect(connections).toBe(3);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
