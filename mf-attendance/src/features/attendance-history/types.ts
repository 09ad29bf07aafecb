export type { Department } from 'api-contract';
