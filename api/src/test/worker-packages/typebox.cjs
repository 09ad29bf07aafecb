// Under jest, in place of the package: the jest worker's one copy (api/jest-environment.js).
module.exports = globalThis.apiTestProcess.workerPackage('typebox');
