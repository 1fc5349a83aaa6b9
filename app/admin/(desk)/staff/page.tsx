import type { Metadata } from "next";
import { AssignmentRuleForm } from "@/components/admin/staff/assignment-rule-form";
import { CreateStaffForm } from "@/components/admin/staff/create-staff-form";
import { LanguagesForm } from "@/components/admin/staff/languages-form";
import { RoleForm } from "@/components/admin/staff/role-form";
import { RenameForm } from "@/components/admin/staff/rename-form";
import { ResetPasswordForm } from "@/components/admin/staff/reset-password-form";
import { requireAdmin } from "@/server/auth/session";
import { setDisabledAction } from "@/server/auth/staff-actions";
import { listStaff } from "@/server/auth/staff";
import { lastSignIns } from "@/server/auth/staff-profile";
import { getDb } from "@/server/db/client";
import { getAssignmentRule, staffLanguages } from "@/server/leads/assignment-settings";
import { openLeadCounts } from "@/server/leads/owners";
import { formatDateTime } from "@/lib/time/malaysia";

export const metadata: Metadata = { title: "Staff" };

const openLeadsText = (n: number) => (n === 1 ? "1 open lead" : `${n} open leads`);

/** Malaysia time, like every time on the desk. */
const lastSignInText = (at: string | undefined) =>
  at ? `last signed in ${formatDateTime(at)}` : "never signed in";

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";
const cell = "px-4 py-3 max-sm:block max-sm:p-0";

/** A card's field name on a phone, where the column headers are for screen readers only. */
const CellLabel = ({ children }: { children: string }) => (
  <span
    aria-hidden="true"
    className="mb-1 block text-xs font-medium text-muted uppercase sm:hidden"
  >
    {children}
  </span>
);

export default async function StaffPage() {
  const admin = await requireAdmin();
  const db = getDb();
  const [staff, rule, languages, openLeads, signIns] = await Promise.all([
    listStaff(db),
    getAssignmentRule(db),
    staffLanguages(db),
    openLeadCounts(db),
    lastSignIns(db),
  ]);
  const rotation = staff.filter((member) => member.role === "sales" && !member.disabled);
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-4xl">Staff</h1>
        <p className="text-sm text-muted">Admins manage accounts; sales staff work the leads.</p>
      </div>
      <section
        aria-labelledby="new-staff"
        className="grid gap-4 rounded-brand border border-line bg-surface p-5"
      >
        <h2 id="new-staff" className="text-lg font-semibold">
          New account
        </h2>
        <CreateStaffForm />
      </section>
      <section
        aria-labelledby="assigning"
        className="grid gap-4 rounded-brand border border-line bg-surface p-5"
      >
        <div>
          <h2 id="assigning" className="text-lg font-semibold">
            Assigning new leads
          </h2>
          <p className="text-sm text-muted">
            {rotation.length
              ? `In turn among the active sales staff: ${rotation.map((m) => m.name).join(", ")}.`
              : "No active sales staff yet: new leads stay unassigned until someone has the Sales role."}
          </p>
        </div>
        <AssignmentRuleForm rule={rule} />
      </section>
      {/*
        relative: the cells' screen-reader-only text is absolutely positioned; without a positioned
        scroller around it, it widened the whole page on a phone instead of scrolling with the table.
      */}
      {/* Below 640 px each person is a card: five columns of forms do not fit a phone. */}
      <div className="relative rounded-brand border border-line bg-surface sm:overflow-x-auto">
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-line text-xs text-muted uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="px-4 py-3">
                Person
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Languages
              </th>
              <th scope="col" className="px-4 py-3">
                Account
              </th>
              <th scope="col" className="px-4 py-3">
                Password
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {staff.map((member) => {
              const self = member.id === admin.id;
              return (
                <tr
                  key={member.id}
                  className="border-b border-line align-top last:border-0 max-sm:grid max-sm:gap-4 max-sm:p-4"
                >
                  <th
                    scope="row"
                    className="px-4 py-3 font-medium max-sm:block max-sm:p-0 sm:min-w-56"
                  >
                    <span className="block">
                      {member.name} {self && <span className="text-muted">(you)</span>}
                    </span>
                    {/* Editable in place: a separate Name column pushed Password out of a 1280-px desk. */}
                    <div className="my-1 font-normal">
                      <RenameForm userId={member.id} email={member.email} name={member.name} />
                    </div>
                    <span className="block font-normal break-all text-muted">{member.email}</span>
                    <span className="block text-xs font-normal text-muted">
                      since {formatDateTime(member.createdAt)}
                    </span>
                    <span className="block text-xs font-normal text-muted">
                      {lastSignInText(signIns.get(member.id))}
                    </span>
                    <span className="block text-xs font-normal text-muted">
                      {openLeadsText(openLeads.get(member.id) ?? 0)}
                    </span>
                  </th>
                  <td className={cell}>
                    <CellLabel>Role</CellLabel>
                    <RoleForm userId={member.id} email={member.email} role={member.role} />
                  </td>
                  <td className={cell}>
                    <CellLabel>Languages</CellLabel>
                    <LanguagesForm
                      userId={member.id}
                      email={member.email}
                      languages={languages.get(member.id) ?? []}
                    />
                  </td>
                  <td className={cell}>
                    <CellLabel>Account</CellLabel>
                    {member.disabled ? "Disabled" : "Active"}
                    {!self && (
                      <form action={setDisabledAction} className="mt-2">
                        <input type="hidden" name="userId" value={member.id} />
                        <input type="hidden" name="disabled" value={member.disabled ? "0" : "1"} />
                        <button type="submit" className={smallButton}>
                          {member.disabled ? "Enable" : "Disable"}
                          <span className="sr-only"> {member.email}</span>
                        </button>
                      </form>
                    )}
                  </td>
                  <td className={cell}>
                    <CellLabel>Password</CellLabel>
                    <ResetPasswordForm userId={member.id} email={member.email} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
