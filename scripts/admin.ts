import "./lib/checked-env";
import { parseArgs } from "node:util";
import { createAuth } from "@/server/auth/create-auth";
import { isStaffRole, staffRoles } from "@/server/auth/roles";
import { createSignInLimits } from "@/server/auth/sign-in-limits";
import { createStaff, findStaffByEmail, listStaff, resetStaffPassword } from "@/server/auth/staff";
import { agentApplicationSchema } from "@/lib/agents/application";
import { applyAsAgent } from "@/server/agents/apply";
import { writeAudit } from "@/server/audit/write";
import { connect } from "@/server/db/connect";
import { applyRetention } from "@/server/privacy/retention";
import { prepareDatabase } from "./lib/prepare-database";
import { loadEnv } from "./lib/load-env";

const usage = `Usage: npm run admin -- <command> [options]

  create-user    --email EMAIL --password PASSWORD [--name NAME] [--role admin|sales|marketing|agent]
                 [--agency AGENCY --ren "REN 12345" --phone NUMBER]   (agents need all three)
                 creates a staff account (role admin unless --role says otherwise);
                 an agent is created approved, ready to sign in at /agent/sign-in
  list-users     lists staff accounts
  reset-password --email EMAIL --password PASSWORD
                 sets a new password, signs the person out everywhere and
                 lifts a lock from wrong passwords
  retention      anonymizes people whose latest registration is older than
                 RETENTION_MONTHS (default 24), as the hourly job does`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    agency: { type: "string" },
    ren: { type: "string" },
    phone: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const [command] = positionals;
if (values.help || !command) fail("");

const env = loadEnv();
// The first account is often made before the first `npm start`: bring the database up to date.
await prepareDatabase(env.DATABASE_URL, { cms: false });
const connection = connect(env.DATABASE_URL);
const { db, dialect } = connection;
const auth = createAuth({ db, dialect, secret: env.AUTH_SECRET, baseURL: env.SITE_URL });

try {
  if (command === "create-user") {
    if (!values.email || !values.password) fail("create-user needs --email and --password");
    if (!isStaffRole(values.role)) fail(`--role must be one of ${staffRoles.join(", ")}`);
    if (await findStaffByEmail(db, values.email)) fail(`${values.email} already has an account`);
    if (values.role === "agent") {
      const parsed = agentApplicationSchema.safeParse({
        name: values.name ?? values.email.split("@")[0],
        agency: values.agency,
        ren: values.ren,
        phone: values.phone,
        email: values.email,
        password: values.password,
      });
      if (!parsed.success) {
        const problems = parsed.error.issues.map(
          (issue) => `${issue.path.join(".")}: ${issue.message}`,
        );
        fail(`An agent needs --name, --agency, --ren and --phone (${problems.join("; ")})`);
      }
      const created = await applyAsAgent(auth, db, parsed.data, {
        status: "approved",
        actor: "cli",
      });
      if (!created.ok)
        fail(
          created.error === "renTaken"
            ? "That REN number has an agent already"
            : `${values.email} already has an account`,
        );
      console.log(`Created approved agent ${parsed.data.email} (${parsed.data.ren})`);
    } else {
      const staff = await createStaff(auth, {
        email: values.email,
        password: values.password,
        name: values.name,
        role: values.role,
      });
      await writeAudit(db, {
        actor: "cli",
        action: "staff.create",
        entity: "staff",
        entityId: staff.id,
      });
      console.log(`Created ${staff.role} ${staff.email}`);
    }
  } else if (command === "list-users") {
    const staff = await listStaff(db);
    if (!staff.length) console.log("No staff accounts yet: npm run admin -- create-user …");
    for (const member of staff) {
      const state = member.disabled ? "disabled" : "active";
      console.log(`${member.email}\t${member.role}\t${state}\t${member.name}\t${member.createdAt}`);
    }
  } else if (command === "reset-password") {
    if (!values.email || !values.password) fail("reset-password needs --email and --password");
    const staff = await findStaffByEmail(db, values.email);
    if (!staff) fail(`No account for ${values.email}`);
    await resetStaffPassword(auth, staff.id, values.password);
    const limits = createSignInLimits({ connection, redisUrl: env.REDIS_URL });
    try {
      await limits.unlock(staff.email);
    } finally {
      limits.close();
    }
    await writeAudit(db, {
      actor: "cli",
      action: "staff.reset_password",
      entity: "staff",
      entityId: staff.id,
    });
    console.log(`New password set for ${staff.email}; their sessions are ended`);
  } else if (command === "retention") {
    // Counts only: the people themselves are gone by design.
    const { people, registrations } = await applyRetention(db, env.RETENTION_MONTHS);
    console.log(
      `Anonymized ${people} people (${registrations} registrations) older than ${env.RETENTION_MONTHS} months`,
    );
  } else {
    fail(`Unknown command: ${command}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
