export type { Setting } from 'api-contract';
export type { Notice } from 'shared-auth/ui';
