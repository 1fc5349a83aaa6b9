import {
  allPaths,
  BAD_ESCAPES,
  form,
  insertAt,
  json,
  ODD_METHODS,
  type Family,
  type HostileCase,
} from "./surface";

// Hostile request lines and headers: bad escapes, odd methods, overlong parts, raw bytes.
export const pathEncoding: Family = (random, surface) =>
  allPaths(surface).flatMap((path) =>
    random.some(BAD_ESCAPES, 2).map((escape) => ({
      family: "pathEncoding",
      method: random.pick(["GET", "GET", "HEAD", "POST"]),
      path: insertAt(random, path.split("?")[0] ?? "/", escape),
    })),
  );

export const queryEncoding: Family = (random, surface) =>
  random.some(allPaths(surface), 50).map((path) => ({
    family: "queryEncoding",
    method: "GET",
    path: `${path}${path.includes("?") ? "&" : "?"}${random.pick(["locale", "image", "lang", "q", "since", "page"])}=${random.pick(BAD_ESCAPES)}`,
  }));

export const method: Family = (random, surface) => [
  ...random.some(allPaths(surface), 90).map((path) => ({
    family: "method",
    method: random.pick(ODD_METHODS),
    path,
  })),
  ...["/", "/api/registrations", "/admin", "/_next/static/x.js"].flatMap((path) => [
    {
      family: "method",
      method: "CONNECT",
      path,
      wire: Buffer.from(`CONNECT ${path} HTTP/1.1\r\nHost: x\r\n\r\n`),
    },
    {
      family: "method",
      method: "get",
      path,
      wire: Buffer.from(`get ${path} HTTP/1.1\r\nHost: x\r\n\r\n`),
    },
  ]),
];

export const overlong: Family = (random) => [
  { family: "overlong", method: "GET", path: `/${"a".repeat(8000)}` },
  { family: "overlong", method: "GET", path: `/layout/${"A".repeat(15_000)}` },
  { family: "overlong", method: "GET", path: `/api/${"x".repeat(12_000)}` },
  { family: "overlong", method: "GET", path: `/zh?q=${"q".repeat(14_000)}` },
  { family: "overlong", method: "GET", path: "/", headers: { "x-long": "h".repeat(12_000) } },
  { family: "overlong", method: "GET", path: "/", headers: { "x-long": "h".repeat(20_000) } },
  {
    family: "overlong",
    method: "GET",
    path: "/admin",
    headers: { cookie: `a=${"c".repeat(15_000)}` },
  },
  {
    family: "overlong",
    method: "GET",
    path: "/api/health",
    headers: { "accept-language": "zh,".repeat(3000) },
  },
  {
    family: "overlong",
    method: "GET",
    path: "/gallery",
    headers: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h-${i}`, String(i)])),
  },
  ...["/api/registrations", "/register", "/admin/sign-in", "/api/User_Registration"].map(
    (path) => ({
      family: "overlong",
      method: "POST",
      path,
      headers: { ...random.pick([json, form]), referer: `https://x.example/${"r".repeat(8000)}` },
      body: "x".repeat(17 * 1024),
    }),
  ),
];

export const headers: Family = (random, surface) => {
  const headerSets: Record<string, string>[] = [
    { "accept-language": "*" },
    { "accept-language": "en;q=abc,,," },
    { cookie: "NEXT_LOCALE=%zz" },
    { cookie: "NEXT_LOCALE=zz" },
    { cookie: "better-auth.session_token=junk" },
    { cookie: "better-auth.session_token=%ff%fe; =;=" },
    { cookie: "__Secure-better-auth.session_token=a.b.c" },
    { rsc: "1" },
    { rsc: "1", "next-router-state-tree": "junk" },
    { rsc: "1", "next-router-state-tree": "%7B" },
    { rsc: "1", "next-router-state-tree": encodeURIComponent('["",{"children":["x",{}]}]') },
    { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" },
    { rsc: "1", "next-router-segment-prefetch": "junk" },
    { "next-url": "/%zz" },
    { accept: "text/x-component" },
    { range: "bytes=999999999-" },
    { range: "bytes=abc" },
    { range: Array(200).fill("0-0").join(",").replace(/^/, "bytes=") },
    { "if-none-match": "junk" },
    { "if-modified-since": "junk" },
    { "x-forwarded-host": "evil.example" },
    { "x-forwarded-host": "%zz" },
    { "x-forwarded-proto": "gopher" },
    { "x-forwarded-for": "junk,,,999.999.1.1" },
    { "accept-encoding": "br;q=abc" },
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-invoke-path": "/admin", "x-invoke-status": "500" },
    { "x-nextjs-data": "1" },
    { "x-now-route-matches": "junk" },
  ];
  const cases: HostileCase[] = random.some(allPaths(surface), 60).map((path) => ({
    family: "headers",
    method: "GET",
    path,
    headers: random.pick(headerSets),
  }));
  const wires = [
    "GET / HTTP/1.1\r\nHost: a b\r\n\r\n",
    "GET / HTTP/1.1\r\n\r\n",
    "GET http://evil.example/cn/gallery HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET * HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /register HTTP/1.1\r\nHost: x\r\nAccept-Language: \xff\xfe\r\n\r\n",
    "GET /admin HTTP/1.1\r\nHost: x\r\nCookie: better-auth.session_token=\xff\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nX: a\x00b\r\n\r\n",
    "POST /api/registrations HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{}",
    "POST /api/registrations HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}",
    "POST /api/registrations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    "POST /register HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n--x\r\n\r\n0\r\n\r\n",
    "GET /\r\n\r\n",
    "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\n folded: header\r\n\r\n",
    "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
  ];
  for (const wire of wires)
    cases.push({
      family: "headers",
      method: wire.split(" ")[0] ?? "",
      path: wire.split(" ")[1] ?? "",
      wire: Buffer.from(wire, "latin1"),
    });
  return cases;
};
