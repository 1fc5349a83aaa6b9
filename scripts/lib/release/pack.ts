import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

/**
 * `stage/<dir>` as a gzipped tarball with a `sha256sum -c` file beside it. Files are sorted,
 * owned by root and dated at the commit, so the tarball does not depend on who packed it or when.
 */
export async function pack(
  stage: string,
  dir: string,
  tarball: string,
  mtime: number,
): Promise<string> {
  const tar = spawn(
    "tar",
    [
      "--sort=name",
      "--owner=0",
      "--group=0",
      "--numeric-owner",
      "--hard-dereference",
      `--mtime=@${mtime}`,
      "-C",
      stage,
      "-cf",
      "-",
      dir,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise<number | null>((resolve) => tar.on("close", resolve));
  await pipeline(tar.stdout, createGzip({ level: 6 }), createWriteStream(tarball));
  const code = await exited;
  if (code !== 0) throw new Error(`tar exited with ${code}`);
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(tarball)) hash.update(chunk as Buffer);
  const digest = hash.digest("hex");
  writeFileSync(`${tarball}.sha256`, `${digest}  ${basename(tarball)}\n`);
  return digest;
}
