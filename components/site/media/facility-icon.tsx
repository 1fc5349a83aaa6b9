import type { SVGProps } from "react";
import { ConciergeIcon, KidsIcon, ParkingIcon, ShuttleIcon } from "@/components/ui/icons";
import type { FacilityIconName } from "@/content/facilities/items";

const icons: Record<FacilityIconName, (p: SVGProps<SVGSVGElement>) => React.JSX.Element> = {
  shuttle: ShuttleIcon,
  concierge: ConciergeIcon,
  kids: KidsIcon,
  parking: ParkingIcon,
};

export function FacilityIcon({
  name,
  ...props
}: { name: FacilityIconName } & SVGProps<SVGSVGElement>) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
