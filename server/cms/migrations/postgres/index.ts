import * as migration_20261128_000919_initial from "./20261128_000919_initial";
import * as migration_20261128_005016_particulars from "./20261128_005016_particulars";
import * as migration_20261128_010325_media from "./20261128_010325_media";
import * as migration_20261128_035819_content_areas from "./20261128_035819_content_areas";
import * as migration_20261128_041435_promotions from "./20261128_041435_promotions";
import * as migration_20261128_065840_site_settings from "./20261128_065840_site_settings";
import * as migration_20261128_081055_faq from "./20261128_081055_faq";
import * as migration_20261128_102404_gallery from "./20261128_102404_gallery";
import * as migration_20261128_144007_hero from "./20261128_144007_hero";

export const migrations = [
  {
    up: migration_20261128_000919_initial.up,
    down: migration_20261128_000919_initial.down,
    name: "20261128_000919_initial",
  },
  {
    up: migration_20261128_005016_particulars.up,
    down: migration_20261128_005016_particulars.down,
    name: "20261128_005016_particulars",
  },
  {
    up: migration_20261128_010325_media.up,
    down: migration_20261128_010325_media.down,
    name: "20261128_010325_media",
  },
  {
    up: migration_20261128_035819_content_areas.up,
    down: migration_20261128_035819_content_areas.down,
    name: "20261128_035819_content_areas",
  },
  {
    up: migration_20261128_041435_promotions.up,
    down: migration_20261128_041435_promotions.down,
    name: "20261128_041435_promotions",
  },
  {
    up: migration_20261128_065840_site_settings.up,
    down: migration_20261128_065840_site_settings.down,
    name: "20261128_065840_site_settings",
  },
  {
    up: migration_20261128_081055_faq.up,
    down: migration_20261128_081055_faq.down,
    name: "20261128_081055_faq",
  },
  {
    up: migration_20261128_102404_gallery.up,
    down: migration_20261128_102404_gallery.down,
    name: "20261128_102404_gallery",
  },
  {
    up: migration_20261128_144007_hero.up,
    down: migration_20261128_144007_hero.down,
    name: "20261128_144007_hero",
  },
];
