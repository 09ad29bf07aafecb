/** The text before the first comma of an address (spec sections 2 and 9). */
export function shortAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.split(',')[0]!.trim();
}
