import type { StaticImageData } from "next/image";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";

interface FacilityCardProps {
  image: StaticImageData;
  name: string;
  description: string;
  index: number;
}

/** A facility with its own render: picture above, a numbered name and a short description. */
export function FacilityCard({ image, name, description, index }: FacilityCardProps) {
  return (
    <article className="group flex flex-col">
      <div className="relative aspect-[4/3] overflow-hidden rounded-brand bg-navy">
        <ResponsiveImage
          src={image}
          alt=""
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          placeholder="blur"
          className="object-cover object-right-bottom transition duration-700 group-hover:scale-[1.03]"
        />
        <ImpressionMark />
      </div>
      <div className="mt-5 flex items-baseline gap-4">
        <span
          className="font-display text-lg text-accent-text lining-nums tabular-nums"
          aria-hidden="true"
        >
          {String(index + 1).padStart(2, "0")}
        </span>
        <div>
          <h3 className="font-display text-2xl font-semibold">{name}</h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{description}</p>
        </div>
      </div>
    </article>
  );
}
