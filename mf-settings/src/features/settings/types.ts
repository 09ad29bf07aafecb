/** One row of GET /api/settings (spec section 3). */
export interface Setting {
  setting_key: string;
  setting_value: string;
}

/** A success body of the api; `message` is preferred over the screen's own text. */
export interface MessageResponse {
  message?: string;
}

export type { Notice } from 'shared-auth/ui';
