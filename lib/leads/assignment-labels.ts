import type { AssignmentRule } from "./assignment-rule";

export const assignmentRuleLabels: Record<AssignmentRule, string> = {
  off: "Leave new leads unassigned",
  round_robin: "Round robin over active sales staff",
  language: "By the lead's language, in turn among those who speak it",
};

export const assignmentRuleHints: Record<AssignmentRule, string> = {
  off: "Admins assign them by hand; sales staff can take unassigned leads.",
  round_robin: "Each new lead goes to the next active salesperson in turn.",
  language:
    "Chinese leads go in turn to staff who speak Chinese, and so on; when nobody active speaks the lead's language, to everyone in turn.",
};
