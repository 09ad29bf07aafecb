import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, outboxDir } from './mail';

const log = { info: () => {} } as unknown as FastifyBaseLogger;
const message = { to: 'ann@acme.example', subject: 'Reset your password', text: 'Open the link.', html: '<p>Open</p>' };

test('the outbox shows a message only once it is whole', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
  const write = fs.writeFile.bind(fs);
  const seenWhileWriting: string[][] = [];
  // Holds every write open for a look at the outbox, as a reader polling it at that moment would.
  const spy = jest.spyOn(fs, 'writeFile').mockImplementation(async (...args: Parameters<typeof fs.writeFile>) => {
    await write(...args);
    seenWhileWriting.push((await fs.readdir(outboxDir(dataDir))).filter((file) => file.endsWith('.json')));
  });
  try {
    await createMailer({ from: 'hr@acme.example', dataDir, log }).send(message);
  } finally {
    spy.mockRestore();
  }

  expect(seenWhileWriting).toEqual([[]]);
  const files = await fs.readdir(outboxDir(dataDir));
  expect(files).toEqual([expect.stringMatching(/\.json$/)]);
  expect(JSON.parse(await fs.readFile(path.join(outboxDir(dataDir), files[0]!), 'utf8'))).toEqual(message);
  await fs.rm(dataDir, { recursive: true });
});
