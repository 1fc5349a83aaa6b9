import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { PRECOMPRESSED_TYPES } from "@/server/http/precompressed";

const compress = promisify(brotliCompress);
/** Below this, compressing saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli copy (quality 11) beside each script and stylesheet of the build, for
 * `servePrecompressed` to send. `npm start` runs it after each build, and on every start for a
 * build that has none yet; files already compressed are skipped.
 */
export async function precompressStatic(distDir = ".next"): Promise<void> {
  const dir = join(distDir, "static");
  const sources = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((file) => {
      if (!(extname(file) in PRECOMPRESSED_TYPES) || existsSync(`${file}.br`)) return false;
      const stat = statSync(file);
      return stat.isFile() && stat.size >= MIN_BYTES;
    });
  let before = 0;
  let after = 0;
  await Promise.all(
    sources.map(async (file) => {
      const source = readFileSync(file);
      const brotli = await compress(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      writeFileSync(`${file}.br`, brotli);
      before += source.length;
      after += brotli.length;
    }),
  );
  if (sources.length === 0) return;
  console.log(
    `Compressed ${sources.length} scripts and stylesheets with brotli: ${Math.round(before / 1024)} → ${Math.round(after / 1024)} KB`,
  );
}
