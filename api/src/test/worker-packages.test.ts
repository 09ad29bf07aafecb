import * as english from '@zxcvbn-ts/language-en';
import { Kysely } from 'kysely';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

// jest.config.js hands every test file the jest worker's one copy of these packages (jest-environment.js).
const processWide = (globalThis as { apiTestProcess?: { workerPackage(name: string): Record<string, unknown> } })
  .apiTestProcess;

it("gives a test file the jest worker's copy of zxcvbn's dictionaries", () => {
  expect(Object.keys(english.dictionary).length).toBeGreaterThan(0);
  expect(english.dictionary).toBe(processWide?.workerPackage('@zxcvbn-ts/language-en').dictionary);
});

it("gives a test file the jest worker's copy of typebox and kysely", () => {
  expect(Type).toBe(processWide?.workerPackage('typebox').Type);
  expect(Value).toBe(processWide?.workerPackage('typebox/value').Value);
  expect(Kysely).toBe(processWide?.workerPackage('kysely').Kysely);
});
