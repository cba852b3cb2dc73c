import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; even its probe for that is an
// eval that the Content-Security-Policy refuses and Chromium reports. Parsing without it is
// plenty fast for forms.
z.config({ jitless: true });
