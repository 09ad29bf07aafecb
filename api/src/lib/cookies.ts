/** The values of every cookie named `name` in a Cookie header (a browser may send one per path). */
export function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}
