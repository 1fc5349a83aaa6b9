import { getTranslations } from "next-intl/server";
import { verifyCommands } from "@/lib/ballot/commands";

/** A command to copy: wrapped on screen (never a scrolling box), copied whole. */
function Command({ children }: { children: string }) {
  return (
    <pre className="rounded-brand border border-line bg-surface p-4 font-mono text-sm whitespace-pre-wrap break-all">
      <code>{children}</code>
    </pre>
  );
}

/** How anyone redoes the draw: the four steps in words, then commands that do them. */
export async function VerifySteps({ siteUrl, drawn }: { siteUrl: string; drawn: boolean }) {
  const t = await getTranslations("Ballot");
  const commands = verifyCommands(siteUrl);
  const steps = [t("verifyStep1"), t("verifyStep2"), t("verifyStep3"), t("verifyStep4")];
  return (
    <section aria-labelledby="verify-heading" className="flex max-w-4xl flex-col gap-5">
      <h2 id="verify-heading" className="font-display text-2xl font-medium sm:text-3xl">
        {t("verifyHeading")}
      </h2>
      <ol className="flex list-decimal flex-col gap-3 ps-6 leading-relaxed">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {!drawn && <p className="text-muted">{t("verifyAfterDraw")}</p>}
      <p>{t("verifyNode")}</p>
      <Command>{commands.node}</Command>
      <p>{t("verifyOpenssl")}</p>
      <Command>{commands.entriesHash}</Command>
      <Command>{commands.seedHash}</Command>
      <Command>{commands.order}</Command>
    </section>
  );
}
