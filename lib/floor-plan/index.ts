export { buildFloorPlan, type PlanInput } from "./build";
export { renderFloorPlan, describePlan, roomDimensions } from "./render/plan";
export type { FloorPlanModel, PlanLabels, Room, RoomKind } from "./model";
export { planStyles } from "./render/styles";
