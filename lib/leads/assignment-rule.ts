/** How new leads get an owner: not at all, in turn over active sales staff, or in turn over the
 * active sales staff who speak the lead's language (in turn over everyone when nobody does). */
export const assignmentRules = ["off", "round_robin", "language"] as const;
export type AssignmentRule = (typeof assignmentRules)[number];

/** The desk_settings key of the rule. */
export const ASSIGNMENT_RULE_KEY = "assignment_rule";

/** The actor name a rotation writes into the timeline, by rotation key. */
export const ROUND_ROBIN_ACTOR = "Round robin";
export const LANGUAGE_ACTOR = "Language rule";
