import { expect, test } from "./fixtures";
import { storedRegistration, uniqueBuyer } from "./lead-store";

const valid = () => ({
  salutationId: 3,
  name: "Nur Aisyah binti Ahmad",
  ...uniqueBuyer(),
  address: "21 Jalan Putra, 43900 Sepang",
  channel: "social_media",
  consentPersonalData: true,
  consentTerms: true,
  unitTypes: ["d1", "A2"],
  utmSource: "google",
});

test("POST /api/registrations stores a JSON registration and answers 201 with its id", async ({
  request,
}) => {
  const response = await request.post("/api/registrations", {
    data: valid(),
    headers: { "x-request-id": "req-abc12345" },
  });
  expect(response.status()).toBe(201);
  expect(response.headers()["x-request-id"]).toBe("req-abc12345");
  const { id } = await response.json();
  expect(storedRegistration(id)).toMatchObject({
    source: "api",
    unit_types: expect.stringMatching(/A2.*D1|D1.*A2/),
  });
});

test("POST /api/registrations accepts a form-encoded body", async ({ request }) => {
  const body = valid();
  const form = new URLSearchParams({
    ...body,
    salutationId: "3",
    consentPersonalData: "on",
    consentTerms: "on",
    unitTypes: "C2",
  } as Record<string, string>);
  const response = await request.post("/api/registrations", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: form.toString(),
  });
  expect(response.status()).toBe(201);
});

test("invalid input gets 422 with errors per field in the request's language", async ({
  request,
}) => {
  const response = await request.post("/api/registrations?locale=ms", {
    data: { ...valid(), email: "x", consentTerms: false },
  });
  expect(response.status()).toBe(422);
  const { errors } = await response.json();
  expect(Object.keys(errors).sort()).toEqual(["consentTerms", "email"]);
  expect(errors.email[0]).toMatch(/e-mel/i);
  const zh = await request.post("/api/registrations", {
    headers: { "accept-language": "zh-CN,zh;q=0.9" },
    data: { ...valid(), email: "x" },
  });
  expect((await zh.json()).errors.email[0]).toMatch(/电邮/);
});

test("too many registrations for one contact get 429 with Retry-After", async ({ request }) => {
  const body = valid();
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++)
    statuses.push((await request.post("/api/registrations", { data: body })).status());
  expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
  const limited = await request.post("/api/registrations", { data: body });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
});

test("hostile input of any shape gets a 4xx, never a 5xx", async ({ request }) => {
  const bodies: { data: string; type: string }[] = [
    { data: "{broken", type: "application/json" },
    { data: "[]", type: "application/json" },
    { data: "null", type: "application/json" },
    { data: JSON.stringify({ ...valid(), name: "x".repeat(15_000) }), type: "application/json" },
    { data: "a".repeat(20_000), type: "application/json" },
    {
      data: JSON.stringify({ ...valid(), salutationId: "1; drop table registrations" }),
      type: "application/json",
    },
    { data: JSON.stringify({ ...valid(), salutationId: 999 }), type: "application/json" },
    {
      data: JSON.stringify({ ...valid(), name: "Robert'); DROP TABLE registrations;--" }),
      type: "application/json",
    },
    {
      data: JSON.stringify({ ...valid(), unitTypes: { $gt: "" }, channel: ["website"] }),
      type: "application/json",
    },
    { data: "salutationId[]=1&name[x]=y", type: "application/x-www-form-urlencoded" },
    { data: "<xml/>", type: "application/xml" },
  ];
  for (const body of bodies) {
    const response = await request.post("/api/registrations", {
      headers: { "content-type": body.type },
      data: body.data,
    });
    expect(response.status(), body.data.slice(0, 60)).toBeGreaterThanOrEqual(400);
    expect(response.status(), body.data.slice(0, 60)).toBeLessThan(500);
  }
});

test("the legacy User_Registration GET stores a registration and answers in the old envelope", async ({
  request,
}) => {
  const buyer = uniqueBuyer();
  const query = new URLSearchParams({
    SALUTATIONID: "2",
    USERFULLNAME: "Wong Siew Lan",
    USERCONTACT: buyer.contact,
    USEREMAIL: buyer.email,
    USERADDRESS: "3 Jalan Nilai",
    USERCHANNEL: "Family & friends",
  });
  const response = await request.get(`/api/User_Registration?${query}`);
  const envelope = JSON.parse(await response.json());
  expect(envelope[0]).toMatchObject({ ReturnVal: "1", ReturnSqlError: "" });
  const [{ id }] = JSON.parse(envelope[0].ReturnData);
  expect(storedRegistration(id)).toMatchObject({ source: "legacy" });
});

test("the legacy User_Registration reports invalid input as ReturnVal 0 with the reason", async ({
  request,
}) => {
  const envelope = JSON.parse(
    await (await request.get("/api/User_Registration?SALUTATIONID=1&USEREMAIL=bad")).json(),
  );
  expect(envelope[0].ReturnVal).toBe("0");
  expect(envelope[0].ReturnSqlError).toMatch(/email/i);
});

test("the legacy General_ViewSalutation lists salutations in the old envelope", async ({
  request,
}) => {
  for (const method of ["get", "post"] as const) {
    const envelope = JSON.parse(
      await (await request[method]("/api/General_ViewSalutation")).json(),
    );
    expect(envelope[0].ReturnVal).toBe("1");
    expect(JSON.parse(envelope[0].ReturnData)[0]).toMatchObject({
      SALUTATIONID: 1,
      SALUTATION: "Mr",
    });
  }
});

test("a bot is answered like a buyer but its registration is kept aside as spam, unsent", async ({
  request,
}) => {
  // The hidden field only bots fill, and a form sent faster than a person could fill it.
  for (const trap of [{ website: "http://spam.example" }, { fillTimeMs: 400 }]) {
    const response = await request.post("/api/registrations", { data: { ...valid(), ...trap } });
    expect(response.status()).toBe(201);
    const { id } = await response.json();
    expect(storedRegistration(id)?.status).toBe("spam");
  }
  const person = await request.post("/api/registrations", {
    data: { ...valid(), fillTimeMs: 45_000 },
  });
  expect(storedRegistration((await person.json()).id)?.status).toBe("new");
});
