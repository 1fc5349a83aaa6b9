/**
 * Whether the arguments of a server action post are in a shape React can decode. React decodes
 * them (its "reply" format: JSON rows whose strings starting with `$` refer to other rows or encode
 * values JSON cannot hold) before the action runs, and Next.js answers 500 to anything it cannot
 * decode: bad JSON, a reference to a row that was not sent, a BigInt that is not a number. The
 * site's actions take a form's data and the form's last state, plain JSON, so only the parts of the
 * format a browser uses for those are accepted; Maps, Sets, typed arrays, blobs, streams, server
 * references and opaque temporary references are refused.
 */

/** A row of the reply by its number, as the request carries it (undefined when it is missing). */
export type ReplyRows = (id: number) => FormDataEntryValue | undefined;

const MAX_DEPTH = 32;
const MAX_VALUES = 10_000;

/** `$` strings that stand for a value on their own: undefined, NaN, ±Infinity, -0, a date. */
const SELF_CONTAINED = /^\$(?:u|N|I|-|D|H)/;
const BIGINT = /^\$n-?\d{1,300}$/;
/** A FormData of the post's own fields (how a form's data travels): never a missing row. */
const FORM_DATA = /^\$K/;
/**
 * A promise of row n, or row n itself (optionally a path into it), n in lower-case hex as React
 * writes it: upper-case letters after `$` are type markers (`$A` an ArrayBuffer, `$B` a Blob).
 */
const ROW_PROMISE = /^\$@([0-9a-f]+)$/;
const ROW_REFERENCE = /^\$([0-9a-f]+)((?::[^:]+)*)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

class ReplyCheck {
  /** Each row's JSON once read; "walking" while its values are checked (rows may form a cycle). */
  private readonly seen = new Map<number, Json | "walking" | undefined>();
  private values = 0;

  constructor(private readonly rows: ReplyRows) {}

  /** Whether row `id` is there, is JSON, and everything it refers to decodes. */
  row(id: number): boolean {
    if (this.seen.has(id)) return this.seen.get(id) !== undefined;
    this.seen.set(id, undefined);
    const text = this.rows(id);
    if (typeof text !== "string") return false;
    let value: Json;
    try {
      value = JSON.parse(text) as Json;
    } catch {
      return false;
    }
    this.seen.set(id, "walking");
    if (!this.value(value, 0)) {
      this.seen.set(id, undefined);
      return false;
    }
    this.seen.set(id, value);
    return true;
  }

  /** Row `id` as parsed JSON, once `row(id)` has passed. */
  parsed(id: number): Json | undefined {
    const value = this.seen.get(id);
    return value === "walking" ? undefined : value;
  }

  private value(value: Json, depth: number): boolean {
    if (++this.values > MAX_VALUES || depth > MAX_DEPTH) return false;
    if (typeof value === "string") return this.string(value);
    if (value === null || typeof value !== "object") return true;
    const children = Array.isArray(value) ? value : Object.values(value);
    return children.every((child) => this.value(child, depth + 1));
  }

  private string(value: string): boolean {
    if (!value.startsWith("$") || value.startsWith("$$")) return true;
    if (SELF_CONTAINED.test(value) || BIGINT.test(value) || FORM_DATA.test(value)) return true;
    const promised = ROW_PROMISE.exec(value);
    if (promised) return this.row(parseInt(promised[1] ?? "", 16));
    const reference = ROW_REFERENCE.exec(value);
    if (!reference) return false;
    const id = parseInt(reference[1] ?? "", 16);
    if (!this.row(id)) return false;
    // A path into a row still being walked is checked by React alone; one into a finished row here.
    let target = this.parsed(id);
    for (const key of (reference[2] ?? "").split(":").slice(1)) {
      if (target === undefined) return true;
      if (target === null || typeof target !== "object" || !Object.hasOwn(target, key))
        return false;
      target = (target as Record<string, Json>)[key];
    }
    return true;
  }
}

/** Whether the reply whose first row is row 0 decodes, every row it refers to included. */
export function isDecodableReply(rows: ReplyRows): boolean {
  return new ReplyCheck(rows).row(0);
}

/** Next.js's limit on an action's arguments; it throws (500) past it. */
const MAX_ARGUMENTS = 1000;

/**
 * The index of the last argument an action reads, from its id: Next.js writes which of the first
 * six it reads into the id's first byte (bits 6-1, the first argument highest), and the browser
 * leaves out those it does not read. -1 when it reads none, undefined when the id says nothing.
 */
export function lastArgumentRead(actionId: string): number | undefined {
  if (!/^[0-9a-f]{42}$/.test(actionId)) return undefined;
  const info = parseInt(actionId.slice(0, 2), 16);
  if (info & 1) return undefined;
  const mask = (info >> 1) & 0x3f;
  for (let index = 5; index >= 0; index--) if ((mask >> (5 - index)) & 1) return index;
  return -1;
}

/**
 * Whether a post's arguments make a call of a form's action. Every server action of this site is
 * a form's action, which takes the form's data last (after the form's last state, when it keeps
 * one): so the arguments must decode to a list, and the last one the action reads must be the
 * form's data (`$K`). Anything else would reach the action as something it does not expect, and
 * its TypeError is a 500; a call with more than Next.js's limit of arguments is one too.
 */
export function isFormActionCall(rows: ReplyRows, actionId: string): boolean {
  const check = new ReplyCheck(rows);
  if (!check.row(0)) return false;
  const args = check.parsed(0);
  if (!Array.isArray(args) || args.length > MAX_ARGUMENTS) return false;
  const last = lastArgumentRead(actionId);
  if (last === undefined || last < 0) return true;
  const form = args[last];
  return args.length === last + 1 && typeof form === "string" && FORM_DATA.test(form);
}

/** A post's fields as reply rows: `prefix` + the row's number, as React names them. */
export function rowsOf(form: FormData, prefix = ""): ReplyRows {
  return (id) => form.get(`${prefix}${id}`) ?? undefined;
}

/** Whether an action that reads up to argument `last` gets the form's data there, after `bound`. */
function formDataLands(last: number | undefined, bound: number): boolean {
  return last === undefined || last < 0 || last === bound;
}

/**
 * Whether a form posted without JavaScript names its action in a shape React can decode, and
 * calls it as a form's action. React calls the action with its bound arguments (the form's last
 * state, for a form that keeps one) and then the form's data: with `$ACTION_ID_<id>` there are no
 * bound arguments; with `$ACTION_REF_n` the row `$ACTION_n:0` holds the id and a promise of the
 * bound arguments' row.
 */
export function isDecodableFormAction(form: FormData): boolean {
  for (const key of form.keys()) {
    if (key.startsWith("$ACTION_ID_")) {
      if (!formDataLands(lastArgumentRead(key.slice("$ACTION_ID_".length)), 0)) return false;
      continue;
    }
    if (!key.startsWith("$ACTION_REF_")) continue;
    const check = new ReplyCheck(rowsOf(form, `$ACTION_${key.slice("$ACTION_REF_".length)}:`));
    if (!check.row(0)) return false;
    const meta = check.parsed(0);
    if (!meta || typeof meta !== "object" || Array.isArray(meta)) return false;
    if (typeof meta.id !== "string") return false;
    const bound = typeof meta.bound === "string" ? ROW_PROMISE.exec(meta.bound) : null;
    const args = bound ? check.parsed(parseInt(bound[1] ?? "", 16)) : meta.bound === null ? [] : 0;
    if (!Array.isArray(args) || !formDataLands(lastArgumentRead(meta.id), args.length))
      return false;
  }
  return true;
}
