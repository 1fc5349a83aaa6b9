import { UTF8_BOM } from "./csv";

/**
 * A byte stream of CSV text from a generator, byte-order mark first. Pull-based: the next batch is
 * read from the database only when the client has taken the previous one, so a slow download never
 * piles rows up in memory. A cancelled download stops the generator (and its queries).
 */
export function csvByteStream(
  chunks: AsyncGenerator<string, void, undefined>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(UTF8_BOM));
      },
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
