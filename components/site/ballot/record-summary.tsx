import { getTranslations } from "next-intl/server";
import type { BallotRecord } from "@/lib/ballot/record";
import { checkDraw } from "@/lib/ballot/verify";
import { Notice } from "./notice";

/** Where the ballot stands, with the figures that fix it: count, both fingerprints, the seed. */
export async function RecordSummary({ record }: { record: BallotRecord }) {
  const t = await getTranslations("Ballot");
  const check = checkDraw(record);
  const hex = (value: string | null) =>
    value ? (
      <code className="font-mono text-sm break-all">{value}</code>
    ) : (
      <span className="text-muted">{t("notYet")}</span>
    );
  const rows = [
    { label: t("entries"), value: <span className="tabular-nums">{record.entries}</span> },
    { label: t("entriesHash"), value: hex(record.entriesHash) },
    { label: t("seedHash"), value: hex(record.seedHash) },
    { label: t("seed"), value: hex(record.seed) },
  ];
  return (
    <section aria-labelledby="record-heading" className="flex flex-col gap-4">
      <h2 id="record-heading" className="font-display text-2xl font-medium sm:text-3xl">
        {t("recordHeading")}
      </h2>
      <p className="text-xl font-semibold" data-testid="ballot-status">
        {t("status", { status: record.status })}
      </p>
      <p className="text-muted">{t("statusExplain", { status: record.status })}</p>
      <dl className="grid gap-x-6 gap-y-3 rounded-brand border border-line bg-surface p-5 sm:grid-cols-[minmax(10rem,16rem)_1fr] sm:p-6">
        {rows.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      {check &&
        (check.entriesHash && check.seedHash && check.order ? (
          <Notice tone="found">{t("checkedHere")}</Notice>
        ) : (
          <Notice tone="problem">{t("checkFailed")}</Notice>
        ))}
    </section>
  );
}
