import pg from "pg";
import { describe, expect, it } from "vitest";
import { DeadlineExceeded } from "../registrations/deadline";
import { databaseErrorKind } from "./database-errors";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("databaseErrorKind", () => {
  it("calls a wait that ran out a timeout: ours, pg's, PostgreSQL's and SQLite's", () => {
    expect(databaseErrorKind(new DeadlineExceeded(5000))).toBe("timeout");
    expect(databaseErrorKind(new Error("Query read timeout"))).toBe("timeout");
    expect(
      databaseErrorKind(withCode("57014", "canceling statement due to statement timeout")),
    ).toBe("timeout");
    expect(databaseErrorKind(withCode("SQLITE_BUSY", "database is locked"))).toBe("timeout");
  });

  it("calls a database that cannot be reached or hung up a connection error", async () => {
    // Nothing listens on port 1: pg's own error, as the app would get it.
    const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none" });
    const refused = await pool.query("select 1").catch((error: unknown) => error);
    await pool.end();
    expect(databaseErrorKind(refused)).toBe("connection");

    expect(databaseErrorKind(new Error("Connection terminated unexpectedly"))).toBe("connection");
    expect(databaseErrorKind(new Error("timeout exceeded when trying to connect"))).toBe(
      "connection",
    );
    expect(databaseErrorKind(withCode("57P01", "terminating connection"))).toBe("connection");
    expect(databaseErrorKind(withCode("08006", "connection failure"))).toBe("connection");
  });

  it("calls anything else other", () => {
    expect(databaseErrorKind(withCode("23505", "duplicate key value"))).toBe("other");
    expect(databaseErrorKind(withCode("SQLITE_CONSTRAINT_UNIQUE"))).toBe("other");
    expect(databaseErrorKind(new Error("no such table: outbox"))).toBe("other");
    expect(databaseErrorKind("a string")).toBe("other");
    expect(databaseErrorKind(undefined)).toBe("other");
  });
});
