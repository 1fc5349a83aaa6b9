/**
 * Stand-ins for Next.js's request modules in tests that call server actions and route handlers
 * directly: a request without cookies, navigation that throws what it would do (so a test sees
 * `redirect:/admin/sign-in`), and a cache that does nothing. For `vi.mock`, e.g.
 * `vi.mock("next/navigation", () => import("@/tests/support/next-stubs").then((m) => m.navigation))`.
 */
export const headers = {
  headers: async () => new Headers({ host: "localhost" }),
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    set: () => undefined,
    delete: () => undefined,
  }),
};

export const navigation = {
  redirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  permanentRedirect: (url: string) => {
    throw new Error(`redirect:${url}`);
  },
  notFound: () => {
    throw new Error("notFound");
  },
};

export const cache = {
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(load: T) => load,
};
