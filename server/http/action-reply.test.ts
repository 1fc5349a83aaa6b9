import { describe, expect, it } from "vitest";
import {
  isDecodableFormAction,
  isDecodableReply,
  isFormActionCall,
  lastArgumentRead,
  rowsOf,
  type ReplyRows,
} from "./action-reply";

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

/** An action id whose first byte says which arguments the action reads (Next.js's format). */
const actionReading = (first: string) => `${first}${"ab".repeat(20)}`;
const STATE_AND_FORM = actionReading("60"); // (state, form), both read
const FORM = actionReading("40"); // (form)
const NOTHING = actionReading("00"); // () or (_unused)

describe("lastArgumentRead", () => {
  it("reads which arguments an action uses from its id", () => {
    expect(lastArgumentRead(STATE_AND_FORM)).toBe(1);
    expect(lastArgumentRead(FORM)).toBe(0);
    expect(lastArgumentRead(NOTHING)).toBe(-1);
    expect(lastArgumentRead(actionReading("20"))).toBe(1);
    expect(lastArgumentRead(actionReading("41"))).toBeUndefined();
    expect(lastArgumentRead("abc")).toBeUndefined();
  });
});

describe("isFormActionCall", () => {
  it.each([
    [
      "a form's last state and its data",
      STATE_AND_FORM,
      { 0: '[{"status":"idle"},"$K1"]', "1_name": "Tan" },
    ],
    ["an unread state left out", STATE_AND_FORM, { 0: '["$undefined","$K1"]' }],
    ["a form's data alone", FORM, { 0: '["$K1"]' }],
    ["no arguments, to an action that reads none", NOTHING, { 0: "[]" }],
    ["anything decodable to an id that is not one (Next.js refuses it)", "abc", { 0: "[1]" }],
  ])("accepts %s", (_case, id, rows) => {
    expect(isFormActionCall(rowsOf(form(rows)), id)).toBe(true);
  });

  it.each([
    ["no arguments", STATE_AND_FORM, { 0: "[]" }],
    ["arguments that are not a list", NOTHING, { 0: '"aaaa"' }],
    ["an object for the arguments", FORM, { 0: "{}" }],
    ["two numbers", STATE_AND_FORM, { 0: "[1,2]" }],
    ["the form's data where the state goes", STATE_AND_FORM, { 0: '["$K1"]' }],
    ["a last argument that is not the form's data", FORM, { 0: '["$K1",{}]' }],
    ["more than Next.js's thousand arguments", NOTHING, { 0: JSON.stringify(Array(1001).fill(0)) }],
    ["arguments that do not decode", STATE_AND_FORM, { 0: '["$1","$K1"]' }],
  ])("refuses %s", (_case, id, rows) => {
    expect(isFormActionCall(rowsOf(form(rows)), id)).toBe(false);
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
    expect(isDecodableFormAction(form({ [`$ACTION_ID_${FORM}`]: "", name: "Tan" }))).toBe(true);
    expect(isDecodableFormAction(form({ name: "Tan" }))).toBe(true);
  });

  it("refuses a form's action named by id when it reads a state no form sent", () => {
    expect(isDecodableFormAction(form({ [`$ACTION_ID_${id}`]: "", name: "Tan" }))).toBe(false);
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
    [
      "bound arguments that are not a list",
      { "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }), "$ACTION_1:1": "5" },
    ],
    [
      "more bound arguments than the form's state",
      { "$ACTION_1:0": JSON.stringify({ id, bound: "$@1" }), "$ACTION_1:1": "[1,2]" },
    ],
    ["bound arguments given inline", { "$ACTION_1:0": JSON.stringify({ id, bound: "[1]" }) }],
    [
      "no bound state for an action that reads the state",
      { "$ACTION_1:0": JSON.stringify({ id, bound: null }) },
    ],
  ])("refuses %s", (_case, rows) => {
    expect(isDecodableFormAction(form({ $ACTION_REF_1: "", ...rows }))).toBe(false);
  });
});
