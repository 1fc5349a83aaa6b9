import * as migration_20261128_000910_initial from "./20261128_000910_initial";
import * as migration_20261128_004937_particulars from "./20261128_004937_particulars";
import * as migration_20261128_010236_media from "./20261128_010236_media";
import * as migration_20261128_035752_content_areas from "./20261128_035752_content_areas";
import * as migration_20261128_041408_promotions from "./20261128_041408_promotions";
import * as migration_20261128_065838_site_settings from "./20261128_065838_site_settings";
import * as migration_20261128_081049_faq from "./20261128_081049_faq";
import * as migration_20261128_102356_gallery from "./20261128_102356_gallery";
import * as migration_20261128_144002_hero from "./20261128_144002_hero";

export const migrations = [
  {
    up: migration_20261128_000910_initial.up,
    down: migration_20261128_000910_initial.down,
    name: "20261128_000910_initial",
  },
  {
    up: migration_20261128_004937_particulars.up,
    down: migration_20261128_004937_particulars.down,
    name: "20261128_004937_particulars",
  },
  {
    up: migration_20261128_010236_media.up,
    down: migration_20261128_010236_media.down,
    name: "20261128_010236_media",
  },
  {
    up: migration_20261128_035752_content_areas.up,
    down: migration_20261128_035752_content_areas.down,
    name: "20261128_035752_content_areas",
  },
  {
    up: migration_20261128_041408_promotions.up,
    down: migration_20261128_041408_promotions.down,
    name: "20261128_041408_promotions",
  },
  {
    up: migration_20261128_065838_site_settings.up,
    down: migration_20261128_065838_site_settings.down,
    name: "20261128_065838_site_settings",
  },
  {
    up: migration_20261128_081049_faq.up,
    down: migration_20261128_081049_faq.down,
    name: "20261128_081049_faq",
  },
  {
    up: migration_20261128_102356_gallery.up,
    down: migration_20261128_102356_gallery.down,
    name: "20261128_102356_gallery",
  },
  {
    up: migration_20261128_144002_hero.up,
    down: migration_20261128_144002_hero.down,
    name: "20261128_144002_hero",
  },
];
