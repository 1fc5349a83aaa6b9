import { planStyles } from "@/lib/floor-plan";

/**
 * The drawn plans' stylesheet. React hoists it into the head once, but every copy rendered is
 * still sent in the page's data: a page of many plans (the layout list) renders this once
 * itself rather than once per plan.
 */
export function FloorPlanStyles() {
  return (
    <style href="skyhaven-floor-plan" precedence="default">
      {planStyles}
    </style>
  );
}
