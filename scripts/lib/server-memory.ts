// How the server process holds its memory. Measured with `npm run bench -- --part memory`
// (scripts/bench/memory.ts): every public page in every language, every picture variant, 10,000
// registrations, twice. Without these settings one server went from 275 MB idle to 1.65 GB.

/**
 * V8 grows its old generation to up to four times what survived the last full collection when the
 * machine is busy, and gives little back: a registration load of about 110 MB of live objects left
 * a 500–600 MB heap. With growth held to 1.5 times, the heap stayed near 200 MB round after round,
 * for about 4% more CPU per registration. A limit relative to what is live cannot run out the way
 * --max-old-space-size can under a legitimate peak.
 *
 * The young generation stays at V8's default (16 MB semi-spaces). --max-semi-space-size=32 was set
 * for the p99 of registration bursts; it holds 32 MB more at all times and made no difference the
 * bench could see (CPU per registration and p99 within run-to-run noise).
 */
export const serverV8Flags: readonly string[] = ["--heap-growing-percent=50"];

/**
 * glibc's allocator, for libvips (sharp encoding AVIF and WebP pictures on first request) on the
 * libuv threads. By default every thread that allocates gets an arena of its own and glibc raises
 * its mmap threshold after each large free, so the next picture's buffers land in arenas that are
 * never handed back: 650 MB more resident after one round of pictures. Two arenas and the mmap
 * threshold held at glibc's own default of 128 KB (large buffers are mapped and unmapped, and the
 * heap top is trimmed) leave about 50 MB. An operator's own values win.
 */
export function serverMallocEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? "131072",
  };
}
