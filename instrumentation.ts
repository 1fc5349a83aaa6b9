// Runs once when the Next.js server starts: the outbox worker lives inside the server process.
// `npm run worker` runs the same worker alone, for deployments that separate the two.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerWorker } = await import("./server/outbox/server-worker");
  startServerWorker();
}
