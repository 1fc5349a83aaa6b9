import { SectionHeading } from "@/components/ui/section-heading";
import type { ConceptContent } from "@/content/concept/types";
import { unitCategories } from "@/content/units/categories";
import { CategoryCard } from "./category-card";

export function Investment({ investment }: { investment: ConceptContent["investment"] }) {
  return (
    <section
      aria-labelledby="investment-title"
      className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-end">
        <SectionHeading
          id="investment-title"
          eyebrow={investment.eyebrow}
          title={investment.title}
        />
        <p className="leading-relaxed text-muted">{investment.intro}</p>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {unitCategories.map((category) => (
          <CategoryCard
            key={category.key}
            category={category}
            copy={investment.categories[category.key]}
          />
        ))}
      </div>
    </section>
  );
}
