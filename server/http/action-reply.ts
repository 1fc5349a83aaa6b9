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

/** A post's fields as reply rows: `prefix` + the row's number, as React names them. */
export function rowsOf(form: FormData, prefix = ""): ReplyRows {
  return (id) => form.get(`${prefix}${id}`) ?? undefined;
}

/**
 * Whether a form post without JavaScript names its action in a shape React can decode: every
 * `$ACTION_REF_n` has a row `$ACTION_n:0` holding the action's id and its bound arguments.
 */
export function isDecodableFormAction(form: FormData): boolean {
  for (const key of form.keys()) {
    if (!key.startsWith("$ACTION_REF_")) continue;
    const check = new ReplyCheck(rowsOf(form, `$ACTION_${key.slice("$ACTION_REF_".length)}:`));
    if (!check.row(0)) return false;
    const meta = check.parsed(0);
    if (!meta || typeof meta !== "object" || Array.isArray(meta)) return false;
    if (typeof meta.id !== "string") return false;
    if (meta.bound !== null && typeof meta.bound !== "string") return false;
  }
  return true;
}
