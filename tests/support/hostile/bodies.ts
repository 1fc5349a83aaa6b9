import {
  CONFUSED,
  FIELDS,
  form,
  formBody,
  json,
  registration,
  withControl,
  type Family,
} from "./surface";

// Hostile bodies for the registration APIs, the old site's API included.
export const contentType: Family = (random) => {
  const types = [
    "",
    "text/plain",
    "text/xml",
    "application/json; charset=utf-16",
    "application/json;;;",
  ];
  types.push(
    "APPLICATION/JSON",
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "x".repeat(2000),
  );
  types.push(
    "multipart/form-data",
    "multipart/form-data; boundary=",
    'multipart/form-data; boundary="open',
  );
  types.push(
    "multipart/mixed; boundary=x",
    "application/octet-stream",
    "image/png",
    "Multipart/Form-Data; boundary=x",
  );
  const targets = ["/api/registrations", "/api/User_Registration", "/api/General_ViewSalutation"];
  targets.push("/register", "/zh/landing", "/admin/sign-in", "/admin/requests/access", "/");
  return targets.flatMap((path) =>
    random.some(types, 8).map((type) => ({
      family: "contentType",
      method: "POST",
      path,
      headers: { "content-type": type },
      body: random.pick(['{"name":"x"}', "name=x", "--x\r\n", "\u0000\u0001", ""]),
    })),
  );
};

export const jsonConfusion: Family = (random, surface) => [
  ...Array.from({ length: 140 }, () => {
    const body = registration(surface);
    for (const field of random.some(
      [...FIELDS, "__proto__", "constructor", "toString"],
      1 + random.int(3),
    ))
      // Defined, not assigned: assigning `__proto__` would set the prototype, not send the key.
      Object.defineProperty(body, field, {
        value: random.pick(CONFUSED),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return {
      family: "jsonConfusion",
      method: "POST",
      path: `/api/registrations${random.pick(["", "?locale=zh", "?locale=ms", "?locale=%zz"])}`,
      headers: random.pick([json, form]),
      body: JSON.stringify(body),
    };
  }),
  ...["[]", "1", '"x"', "null", "true", "", " ", `${"[".repeat(5000)}${"]".repeat(5000)}`]
    .concat([
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      `{"a":${"1".repeat(10_000)}}`,
    ])
    .concat(['{"name":"a","name":{"x":1}}', '\ufeff{"name":"x"}', '{"name":"\\ud800"}', "{broken"])
    .map((body) => ({
      family: "jsonConfusion",
      method: "POST",
      path: "/api/registrations",
      headers: json,
      body,
    })),
];

export const controlCharacters: Family = (random, surface) =>
  FIELDS.flatMap((field) =>
    Array.from({ length: 12 }, () => {
      const body = registration(surface);
      body[field] = Array.isArray(body[field])
        ? [withControl(random, "A1")]
        : withControl(random, body[field] ?? "x");
      const way = random.int(4);
      if (way === 0)
        return {
          family: "controlCharacters",
          method: "POST",
          path: "/api/registrations",
          headers: form,
          body: formBody(body),
        };
      if (way === 1) {
        // Bytes that are not UTF-8 at all, in place of the field's text.
        const [before = "", after = ""] = JSON.stringify({ ...body, [field]: "@@" }).split("@@");
        return {
          family: "controlCharacters",
          method: "POST",
          path: "/api/registrations",
          headers: json,
          body: Buffer.concat([
            Buffer.from(before),
            Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
            Buffer.from(after),
          ]),
        };
      }
      return {
        family: "controlCharacters",
        method: "POST",
        path: "/api/registrations",
        headers: json,
        body: JSON.stringify(body),
      };
    }),
  );

export const legacy: Family = (random, surface) => {
  const names = [
    "SALUTATIONID",
    "USERFULLNAME",
    "USERCONTACT",
    "USEREMAIL",
    "USERADDRESS",
    "USERCHANNEL",
  ];
  const junk = [
    "",
    "%00",
    "%ff%fe",
    "%zz",
    "%C0%80",
    "-1",
    "1e9",
    "1;drop%20table%20registrations",
    "x".repeat(3000),
  ];
  junk.push(
    "Family%20%26%20friends",
    "Others",
    encodeURIComponent("陈大文"),
    "%E2%80%AE",
    "a%0d%0aSet-Cookie:%20x=1",
  );
  return Array.from({ length: 100 }, () => {
    const buyer = surface.buyer();
    const valid: Record<string, string> = {
      SALUTATIONID: "2",
      USERFULLNAME: "Wong%20Siew%20Lan",
      USERCONTACT: encodeURIComponent(buyer.contact),
      USEREMAIL: encodeURIComponent(buyer.email),
      USERADDRESS: "3%20Jalan%20Nilai",
      USERCHANNEL: "website",
    };
    const params = names.flatMap((name) => {
      const key = random.pick([name, name.toLowerCase(), `${name}[]`]);
      const values = random.int(3) === 0 ? [random.pick(junk)] : [valid[name] ?? ""];
      if (random.int(8) === 0) values.push(random.pick(junk));
      return values.map((value) => `${key}=${value}`);
    });
    const query = params.join("&");
    const path = random.pick(["/api/User_Registration", "/api/General_ViewSalutation"]);
    if (random.int(2) === 0) return { family: "legacy", method: "GET", path: `${path}?${query}` };
    return {
      family: "legacy",
      method: "POST",
      path: `${path}?locale=${random.pick(["en", "cn", "%zz"])}`,
      headers: {
        "content-type": random.pick([form["content-type"], "text/plain", "application/json"]),
      },
      body: random.int(10) === 0 ? `${query}&pad=${"p".repeat(17 * 1024)}` : query,
    };
  });
};
