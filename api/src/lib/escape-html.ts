/** Makes user-written text (names, reasons, comments) safe inside an HTML mail body. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
