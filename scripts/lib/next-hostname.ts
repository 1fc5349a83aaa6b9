/**
 * The host name to give Next.js for a listening address. Next.js treats its own locale rewrites as
 * external proxying when given a literal loopback address (vercel/next.js#94745), which loops every
 * page; "localhost" avoids it. The server still listens on the literal address (a proxy's upstream
 * of 127.0.0.1 must reach it, and "localhost" may resolve to ::1 only).
 */
export function nextHostname(host: string): string {
  return ["127.0.0.1", "::1", "[::1]"].includes(host) ? "localhost" : host;
}
