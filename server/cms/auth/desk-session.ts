import type { AuthStrategy } from "payload";

/**
 * Signs the CMS in with the desk's session: a staff member whose role may edit content
 * (`content.edit`: admin, marketing) is the CMS user; anyone else is nobody here.
 */
export const deskSessionStrategy: AuthStrategy = {
  name: "desk-session",
  authenticate: async ({ headers, payload }) => {
    const { deskEditor } = await import("./desk-editor");
    const editor = await deskEditor(headers);
    if (!editor) return { user: null };
    const record = { name: editor.name, email: editor.email, role: editor.role };
    const existing = await payload.db.findOne({
      collection: "staff",
      where: { id: { equals: editor.id } },
    });
    if (!existing) {
      await payload.db
        .create({ collection: "staff", data: { id: editor.id, ...record } })
        .catch(() => undefined); // another request made it a moment ago
    } else if (!sameRecord(existing as Partial<typeof record>, record)) {
      await payload.db.updateOne({ collection: "staff", id: editor.id, data: record });
    }
    return { user: { collection: "staff", id: editor.id, ...record } as never };
  },
};

const sameRecord = (a: Partial<Record<string, unknown>>, b: Record<string, unknown>) =>
  Object.entries(b).every(([key, value]) => a[key] === value);
