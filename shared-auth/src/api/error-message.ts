/** The server's `{error}` text of a failed call when it has one, else the screen's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' && data.error) {
      return data.error;
    }
  }
  return fallback;
}
