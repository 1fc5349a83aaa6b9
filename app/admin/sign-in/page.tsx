import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInForm } from "@/components/admin/sign-in-form";
import { afterSignIn } from "@/server/auth/after-sign-in";
import { currentStaff } from "@/server/auth/session";

export const metadata: Metadata = { title: "Sign in" };

interface SignInPageProps {
  searchParams: Promise<{ next?: string | string[] }>;
}

export default async function SignInPage({ searchParams }: SignInPageProps) {
  const next = afterSignIn((await searchParams).next);
  if (await currentStaff()) redirect(next);
  return (
    <main className="grid min-h-dvh place-items-center bg-navy px-5 py-12">
      <div className="w-full max-w-sm rounded-brand bg-surface p-8 shadow-xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
          SkyHaven Suites
        </p>
        <h1 className="mt-2 mb-6 font-display text-3xl">Lead desk</h1>
        <SignInForm next={next === "/admin" ? undefined : next} />
        <p className="mt-6 text-xs text-muted">
          Staff only. Accounts are made by an admin; the first with{" "}
          <code className="whitespace-nowrap">npm run admin -- create-user</code>.
        </p>
      </div>
    </main>
  );
}
