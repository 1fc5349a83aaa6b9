import * as migration_20261128_000910_initial from "./20261128_000910_initial";
import * as migration_20261128_004937_particulars from "./20261128_004937_particulars";
import * as migration_20261128_010236_media from "./20261128_010236_media";

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
];
