import { describe, expect, it } from "vitest";
import { isDecodableFormAction, isDecodableReply, rowsOf, type ReplyRows } from "./action-reply";

const text =
  (body: string): ReplyRows =>
  (id) =>
    id === 0 ? body : undefined;

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe("isDecodableReply", () => {
  it.each([
    [
      "a form's last state and its data, as the browser sends them",
      { 0: '[{"status":"idle","values":{},"errors":{}},"$K1"]', "1_name": "Tan" },
    ],
    [
      "values JSON cannot hold",
      {
        0: '["$undefined","$NaN","$Infinity","$-Infinity","$-0","$D2026-11-25T00:00:00.000Z","$n123"]',
      },
    ],
    ["a string that starts with $, escaped", { 0: '["$$100 off"]' }],
    ["a promise of another row", { 0: '["$@1"]', 1: '{"a":1}' }],
    ["a reference to another row and a path into it", { 0: '["$1","$1:a"]', 1: '{"a":[1]}' }],
    ["rows that refer to each other", { 0: '["$1"]', 1: '["$0"]' }],
    ["no arguments at all", { 0: "[]" }],
  ])("accepts %s", (_case, rows) => {
    expect(isDecodableReply(rowsOf(form(rows)))).toBe(true);
  });

  it.each([
    ["text that is not JSON", { 0: "garbage" }],
    ["a missing first row", { 1: "[]" }],
    ["a reference to a row that was not sent", { 0: '["$1"]' }],
    ["a promise of a row that was not sent", { 0: '["$@2"]' }],
    ["a row that is a file", { 0: new Blob(["[]"]) }],
    ["a path that leads nowhere", { 0: '["$1:b"]', 1: '{"a":1}' }],
    ["a BigInt that is not a number", { 0: '["$nabc"]' }],
    ["a lone $", { 0: '["$"]' }],
    ["a Map", { 0: '["$Q1"]', 1: "[]" }],
    ["a typed array", { 0: '["$A1"]', 1: "[]" }],
    ["a Blob", { 0: '["$B1"]' }],
    ["a stream", { 0: '["$R1"]' }],
    ["a server reference", { 0: '["$h1"]', 1: '{"id":"x","bound":null}' }],
    ["a temporary reference", { 0: '["$T"]' }],
    ["nesting deeper than any form's state", { 0: `${"[".repeat(100)}${"]".repeat(100)}` }],
  ])("refuses %s", (_case, rows) => {
    expect(isDecodableReply(rowsOf(form(rows)))).toBe(false);
  });

  it("reads a body without multipart as its only row", () => {
    expect(isDecodableReply(text("[1,2]"))).toBe(true);
    expect(isDecodableReply(text('["$1"]'))).toBe(false);
  });
});

describe("isDecodableFormAction", () => {
  const id = "60f8882e03518b83ab8784a13b0e37077dcf594c09";

  it("accepts the fields a form posted without JavaScript carries", () => {
    const posted = form({
      $ACTION_REF_1: "",
      "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }),
      "$ACTION_1:1": '[{"status":"idle","values":{},"errors":{}}]',
      $ACTION_KEY: "k1",
      name: "Tan",
    });
    expect(isDecodableFormAction(posted)).toBe(true);
    expect(isDecodableFormAction(form({ [`$ACTION_ID_${id}`]: "", name: "Tan" }))).toBe(true);
    expect(isDecodableFormAction(form({ name: "Tan" }))).toBe(true);
  });

  it.each([
    [
      "bound arguments that are not JSON",
      { "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }), "$ACTION_1:1": "garbage" },
    ],
    ["bound arguments that were not sent", { "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }) }],
    ["an id that is not a string", { "$ACTION_1:0": '{"id":5,"bound":null}' }],
    ["no action row", {}],
    ["an action row that is not an object", { "$ACTION_1:0": "[]" }],
  ])("refuses %s", (_case, rows) => {
    expect(isDecodableFormAction(form({ $ACTION_REF_1: "", ...rows }))).toBe(false);
  });
});
