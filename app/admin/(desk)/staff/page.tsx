import type { Metadata } from "next";
import { CreateStaffForm } from "@/components/admin/staff/create-staff-form";
import { ResetPasswordForm } from "@/components/admin/staff/reset-password-form";
import { formatDateTime } from "@/lib/leads/format";
import { requireAdmin } from "@/server/auth/session";
import { setDisabledAction, setRoleAction } from "@/server/auth/staff-actions";
import { listStaff } from "@/server/auth/staff";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Staff" };

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";

export default async function StaffPage() {
  const admin = await requireAdmin();
  const staff = await listStaff(getDb());
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
      <div className="overflow-x-auto rounded-brand border border-line bg-surface">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Person
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                Account
              </th>
              <th scope="col" className="px-4 py-3">
                Password
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => {
              const self = member.id === admin.id;
              return (
                <tr key={member.id} className="border-b border-line align-top last:border-0">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {member.name} {self && <span className="text-muted">(you)</span>}
                    <span className="block font-normal text-muted">{member.email}</span>
                    <span className="block text-xs font-normal text-muted">
                      since {formatDateTime(member.createdAt)}
                    </span>
                  </th>
                  <td className="px-4 py-3">
                    <form action={setRoleAction} className="flex gap-2">
                      <input type="hidden" name="userId" value={member.id} />
                      <select
                        name="role"
                        defaultValue={member.role}
                        aria-label={`Role of ${member.email}`}
                        className="rounded-brand border border-line bg-surface px-2 py-1.5"
                      >
                        <option value="sales">Sales</option>
                        <option value="admin">Admin</option>
                      </select>
                      <button type="submit" className={smallButton}>
                        Save
                      </button>
                    </form>
                  </td>
                  <td className="px-4 py-3">
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
                  <td className="px-4 py-3">
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
