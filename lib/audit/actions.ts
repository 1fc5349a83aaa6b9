/** Every action the code writes to the audit log, grouped and named for a manager. */
export const auditActionGroups = [
  {
    group: "Leads",
    actions: {
      "lead.view": "Opened a lead",
      "lead.status": "Changed a status",
      "lead.note": "Added a note",
      "lead.assign": "Assigned a lead",
      "lead.follow_up": "Set a follow-up",
      "lead.export": "Exported leads",
      "lead.call_sheet": "Downloaded a call sheet",
      "lead.contact_outcome": "Logged contact",
      "lead.contact_details": "Corrected contact details",
    },
  },
  {
    group: "Units",
    actions: {
      "unit.status": "Changed a unit's status",
      "unit.price": "Changed a unit's price",
    },
  },
  {
    group: "Launch",
    actions: {
      "unit.hold": "Held a unit for a buyer",
      "unit.hold_lapsed": "A hold lapsed",
      "unit.release": "Released a hold",
      "unit.book": "Took a booking",
      "unit.approve": "Approved a booking",
      "unit.decline": "Declined a booking",
      "unit.cancel": "Cancelled a booking",
      "unit.change": "Changed a buyer's unit",
      "unit.sold": "Recorded an SPA",
      "unit.waitlist": "Added a buyer to a waitlist",
      "unit.untraced-to-reserved": "Reserved units sold without a buyer",
      "ballot.enter": "Entered a buyer in the ballot",
      "ballot.shortlist": "Changed a ballot shortlist",
      "ballot.commit": "Closed and committed the ballot",
      "ballot.draw": "Drew the ballot",
      "queue.call": "Called a queue number",
      "queue.no_show": "Marked a queue number absent",
      "settings.launch": "Changed launch settings",
      "launch.report_export": "Exported the sales report",
    },
  },
  {
    group: "Registrations",
    actions: {
      "registration.create": "Registered",
      "registration.spam": "Held as spam",
    },
  },
  {
    group: "Sales gallery visits",
    actions: {
      "booking.create": "Booked a visit",
      "booking.reschedule": "Moved a visit",
      "booking.cancel": "Cancelled a visit",
      "booking.attended": "Marked a visit attended",
      "booking.no_show": "Marked a no-show",
    },
  },
  {
    group: "Staff accounts",
    actions: {
      "staff.create": "Created an account",
      "staff.rename": "Renamed an account",
      "staff.role": "Changed a role",
      "staff.languages": "Set languages",
      "staff.disable": "Disabled an account",
      "staff.enable": "Enabled an account",
      "staff.reset_password": "Set a password",
      "staff.change_password": "Changed own password",
      "staff.change_password_failed": "Wrong current password",
      "staff.change_password_locked": "Password change locked",
      "staff.lead_alerts": "Changed new-lead emails",
    },
  },
  {
    group: "Co-broke agents",
    actions: {
      "agent.apply": "Applied as an agent",
      "agent.approve": "Approved an agent",
      "agent.reject": "Rejected an agent",
      "agent.suspend": "Suspended an agent",
      "agent.claim_extend": "Extended an agent's protection",
      "agent.claim_release": "Released an agent's protection",
      "settings.agents": "Changed the agent protection period",
    },
  },
  {
    group: "Sign-in",
    actions: {
      "staff.sign_in": "Signed in",
      "staff.sign_out": "Signed out",
      "staff.sign_out_everywhere": "Signed out everywhere",
      "staff.sign_in_failed": "Wrong password",
      "staff.sign_in_locked": "Sign-in locked",
      "staff.sign_in_disabled": "Disabled account tried",
    },
  },
  {
    group: "Personal data requests",
    actions: {
      "privacy.lookup": "Looked up a person",
      "privacy.access": "Downloaded a person's data",
      "privacy.erase": "Erased a person",
      "privacy.portability": "Exported a person's data for another controller",
      "privacy.breach_record": "Recorded a data breach",
      "privacy.breach_commissioner": "Notified the Commissioner of a breach",
      "privacy.breach_people": "Settled a breach's notice to people",
      "privacy.breach_close": "Closed a data breach",
      "consent.withdraw": "A buyer withdrew consent",
    },
  },
  {
    group: "Desk and deliveries",
    actions: {
      "settings.assignment": "Changed how leads are assigned",
      "settings.appointments": "Changed appointment settings",
      "outbox.retry": "Retried a message",
      "outbox.retry_all": "Retried all failed messages",
      "campaign.spend": "Entered a campaign's spend",
    },
  },
] as const satisfies readonly { group: string; actions: Record<string, string> }[];

const labels = new Map<string, string>(
  auditActionGroups.flatMap(({ actions }) => Object.entries(actions)),
);

/** An action code as words: its label, or the code itself made readable ("lead.call_back" → "Lead call back"). */
export function auditActionLabel(action: string): string {
  const known = labels.get(action);
  if (known) return known;
  const words = action.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const isKnownAuditAction = (action: string) => labels.has(action);
