import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to. In the browser our CSP
// forbids eval, so its probe for that is refused and Chrome logs a CSP issue on every page with a
// form (Lighthouse counts it against best practices). The plain parser is fast enough for a form.
z.config({ jitless: true });

export { z };
