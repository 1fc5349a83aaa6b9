import { form, multipart, ORIGINS, withControl, type Family, type HostileCase } from "./surface";

// Hostile server action posts: foreign origins, crafted ids, crafted arguments and forms.
export const serverAction: Family = (random, surface) => {
  const pages = [
    "/register",
    "/zh/register",
    "/ms/landing",
    "/landing",
    "/admin/sign-in",
    "/",
    "/gallery",
  ];
  const ids = [
    ...surface.actionIds,
    "abc",
    "",
    "0".repeat(42),
    "x".repeat(3000),
    "toString",
    "__proto__",
  ];
  ids.push(
    "constructor",
    (surface.actionIds[0] ?? "").toUpperCase(),
    `${surface.actionIds[0] ?? ""}00`,
  );
  const realId = () => random.pick(surface.actionIds);
  const texts = [
    "garbage",
    "[]",
    "{}",
    "[1,2]",
    "[null,null]",
    '["$1"]',
    '["$@1"]',
    '["$Q1"]',
    '["$K1"]',
  ];
  texts.push(
    '["$nabc"]',
    `["$n${"9".repeat(400)}"]`,
    '["$D"]',
    '["$T"]',
    '["$h1"]',
    '["$B1"]',
    '["$R1"]',
  );
  texts.push(
    `${"[".repeat(40)}${"]".repeat(40)}`,
    JSON.stringify(Array.from({ length: 3000 }, (_, i) => i)),
  );
  texts.push('[{"status":"idle"},"x"]', `"${"a".repeat(15_000)}"`, `"${"a".repeat(17 * 1024)}"`);
  const hostileField = () => withControl(random, "Tan Ah Kow");
  const forms = (): [string, string, "file"?][][] => [
    [["0", "garbage"]],
    [
      ["0", '[{"status":"idle","values":{},"errors":{}},"$K1"]'],
      ["1_name", hostileField()],
      ["1_locale", random.pick(["zh", "xx", "\u0000"])],
    ],
    [
      ["0", '[{},"$K1"]'],
      ["1_contact", surface.buyer().contact],
      ["1_email", hostileField()],
    ],
    [["0", "[]", "file"]],
    [["0", '["$1"]']],
    [
      ["0", '["$@1"]'],
      ["1", "[1]"],
    ],
    [["1", "[]"]],
    [
      ["0", '[{},"$K1"]'],
      ["1_name", "x", "file"],
    ],
  ];
  const cases: HostileCase[] = [];
  for (const page of pages) {
    for (const origin of random.some(ORIGINS, 3))
      cases.push({
        family: "serverAction",
        method: "POST",
        path: page,
        headers: { "next-action": realId(), "content-type": "text/plain;charset=UTF-8", origin },
        body: "[]",
      });
    for (const id of random.some(ids, 4))
      cases.push({
        family: "serverAction",
        method: "POST",
        path: page,
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8" },
        body: random.pick(texts),
      });
    for (const text of random.some(texts, 6))
      cases.push({
        family: "serverAction",
        method: "POST",
        path: page,
        headers: { "next-action": realId(), "content-type": "text/plain;charset=UTF-8" },
        body: text,
      });
    for (const fields of random.some(forms(), 4)) {
      const { headers, body } = multipart(fields);
      cases.push({
        family: "serverAction",
        method: "POST",
        path: page,
        headers: { ...headers, "next-action": realId() },
        body,
      });
    }
    const id = realId();
    const mpa: [string, string, "file"?][][] = [
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", `{"id":"${id}","bound":"$@1"}`],
        ["$ACTION_1:1", "garbage"],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", `{"id":"${id}","bound":"$@1"}`],
        ["$ACTION_1:1", '[{"status":"idle","values":{},"errors":{}}]'],
        ["name", hostileField()],
        ["contact", surface.buyer().contact],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":5,"bound":null}'],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", `{"id":"${id}","bound":"$@1"}`],
        ["$ACTION_1:1", "5"],
        ["$ACTION_KEY", "k"],
      ],
      [
        [`$ACTION_ID_${id}`, ""],
        ["name", hostileField()],
      ],
      [["$ACTION_ID_junk", ""]],
    ];
    for (const fields of random.some(mpa, 3)) {
      const { headers, body } = multipart(fields);
      cases.push({
        family: "serverAction",
        method: "POST",
        path: page,
        headers: {
          ...headers,
          origin: random.pick(["http://localhost:3102", "https://evil.example"]),
        },
        body,
      });
    }
    cases.push({
      family: "serverAction",
      method: "POST",
      path: page,
      headers: { ...form, "next-action": realId() },
      body: "a=b",
    });
  }
  return cases;
};
