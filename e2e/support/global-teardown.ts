import { rmSync } from 'node:fs';
import { TEMPLATE_ROOT_VARIABLE } from './server';

export default function globalTeardown(): void {
  const templateRoot = process.env[TEMPLATE_ROOT_VARIABLE];
  if (templateRoot) rmSync(templateRoot, { recursive: true, force: true });
}
