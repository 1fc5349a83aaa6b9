import type { CalledNumber } from "@/server/launch/called-numbers";

/** The queue numbers being served, the latest call first and largest. */
export function BoardQueue({ called }: { called: CalledNumber[] }) {
  const shown = called.slice(0, 6);
  return (
    <section aria-labelledby="serving-title">
      <h2 id="serving-title" className="text-3xl font-bold">
        Now serving
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 text-3xl text-neutral-300">No queue numbers called yet.</p>
      ) : (
        <ol className="mt-3 flex flex-wrap gap-4">
          {shown.map((number, index) => (
            <li
              key={number.position}
              className={`rounded-lg border-2 px-5 py-2 ${index === 0 ? "border-amber-300 bg-amber-300 text-black" : "border-white/40"}`}
            >
              <span className="block text-lg font-semibold">No.</span>
              <span
                className={`block font-bold tabular-nums leading-none ${index === 0 ? "text-8xl" : "text-6xl"}`}
              >
                {number.position}
              </span>
              <span className="mt-1 block text-2xl font-semibold">
                {number.table === null ? "Table to follow" : `Table ${number.table}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
