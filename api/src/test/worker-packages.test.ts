import * as english from '@zxcvbn-ts/language-en';

// jest.config.js hands every test file the jest worker's one copy of zxcvbn's dictionaries (jest-environment.js).
it("gives a test file the jest worker's copy of zxcvbn's dictionaries", () => {
  const processWide = (globalThis as { apiTestProcess?: { workerPackage(name: string): typeof english } })
    .apiTestProcess;
  expect(Object.keys(english.dictionary).length).toBeGreaterThan(0);
  expect(english.dictionary).toBe(processWide?.workerPackage('@zxcvbn-ts/language-en').dictionary);
});
