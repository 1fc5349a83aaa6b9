import { createAuth } from "@/server/auth/create-auth";
import { createStaff } from "@/server/auth/staff";
import { connect } from "@/server/db/connect";

/**
 * A staff account and a signed-in session made in this process on the server's database with the
 * server's AUTH_SECRET: the cookie the server would have set after the sign-in form.
 */
export async function staffCookie(
  databaseUrl: string,
  secret: string,
  baseURL: string,
  searchPath?: string,
): Promise<string> {
  const { db, dialect } = connect(databaseUrl, { searchPath });
  try {
    const auth = createAuth({ db, dialect, secret, baseURL });
    const email = `bench-${Math.random().toString(36).slice(2, 8)}@skyhaven.example`;
    const password = "bench-password-1234";
    await createStaff(auth, { email, password, name: "Bench", role: "admin" });
    const { headers } = await auth.api.signInEmail({
      body: { email, password },
      returnHeaders: true,
    });
    // "name=value; Path=/; HttpOnly…, name2=value2; …" → "name=value; name2=value2"
    const cookies = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .filter(Boolean);
    if (!cookies.length) throw new Error("sign-in set no cookie");
    return cookies.join("; ");
  } finally {
    await db.destroy();
  }
}
