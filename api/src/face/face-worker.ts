import { parentPort } from 'node:worker_threads';
import { detectFaces } from './detect-faces';
import { loadHuman } from './human-runtime';
import type { WorkerMessage, WorkerRequest } from './types';

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('face-worker must run in a worker thread');
  const human = await loadHuman();
  const reply = (message: WorkerMessage) => port.postMessage(message);
  port.on('message', ({ image }: WorkerRequest) => {
    detectFaces(human, image).then(
      (faces) => reply({ type: 'result', faces }),
      (err: unknown) => reply({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  });
  reply({ type: 'ready' });
}

// A failed start surfaces as the Worker's 'error' event, which rejects the pool's start().
void main();
