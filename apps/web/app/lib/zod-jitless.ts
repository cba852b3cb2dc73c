// Every `import … from 'zod'` in the browser build resolves here (vite.config.ts). Zod
// compiles object parsers with `new Function` when it may, and even its probe for that is an
// eval that the Content-Security-Policy refuses and Chromium reports. Forms parse plenty fast
// without it. Doing this in the alias keeps zod out of pages that never parse anything.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
