var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/plugins/app/page-csp.ts
import { createHash as createHash2 } from "node:crypto";
import { readFileSync } from "node:fs";
function inlineScriptHashes(html2) {
  const hashes = /* @__PURE__ */ new Set();
  for (const match of html2.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? "";
    if (body.trim() === "") continue;
    hashes.add(`'sha256-${createHash2("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
function pageCsp(html2) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html2).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'"
  ].join("; ");
}
function cspForFiles(files) {
  const policies = /* @__PURE__ */ new Map();
  for (const [relativePath, absolutePath] of files) {
    policies.set(relativePath, pageCsp(readFileSync(absolutePath, "utf8")));
  }
  return policies;
}
var INLINE_SCRIPT;
var init_page_csp = __esm({
  "src/plugins/app/page-csp.ts"() {
    "use strict";
    INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;
  }
});

// src/plugins/app/web-app.ts
var web_app_exports = {};
__export(web_app_exports, {
  webApp: () => webApp
});
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
function findPages(clientDir) {
  const pages = /* @__PURE__ */ new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path !== join(clientDir, "assets")) walk(path);
      } else if (entry.name === "index.html") {
        const route = `/${relative(clientDir, dir).split(sep).join("/")}`.replace(/\/$/, "");
        pages.set(route === "" ? "/" : route, relative(clientDir, path).split(sep).join("/"));
      }
    }
  };
  walk(clientDir);
  pages.delete("/404");
  return pages;
}
function findPublicFiles(clientDir) {
  return new Set(
    readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile() && !/\.(html|br|gz)$/.test(entry.name)).map((entry) => `/${entry.name}`)
  );
}
function normalise(pathname) {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
async function webApp(app, opts) {
  const clientDir = resolve(opts.clientDir);
  if (!existsSync(join(clientDir, NOT_FOUND_PAGE))) {
    throw new Error(`webApp: no web build in ${clientDir} (run "npm run build -w @site/web")`);
  }
  const pages = findPages(clientDir);
  const publicFiles = findPublicFiles(clientDir);
  const spaFallback = existsSync(join(clientDir, SPA_FALLBACK)) ? SPA_FALLBACK : "index.html";
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    dotfiles: "deny"
  });
  const policies = cspForFiles(
    [...pages.values(), spaFallback, NOT_FOUND_PAGE].map((file) => [file, join(clientDir, file)])
  );
  const sendHtml = (reply, file, status) => reply.code(status).header("Cache-Control", HTML_CACHE).header("Content-Security-Policy", policies.get(file) ?? pageCsp("")).type("text/html; charset=utf-8").sendFile(file, { cacheControl: false });
  const assetsDir = join(clientDir, "assets");
  app.get("/assets/*", (request, reply) => {
    const file = request.params["*"];
    const path = resolve(assetsDir, file);
    if (!path.startsWith(assetsDir + sep) || !existsSync(path)) return reply.callNotFound();
    return reply.header("Cache-Control", ASSET_CACHE).sendFile(`assets/${file}`, { cacheControl: false });
  });
  app.get("/*", (request, reply) => {
    const pathname = normalise(new URL(request.url, "http://localhost").pathname);
    if (pathname === "/api" || pathname.startsWith("/api/")) return reply.callNotFound();
    const page2 = pages.get(pathname);
    if (page2) return sendHtml(reply, page2, 200);
    if (DYNAMIC_ROUTES.some((pattern) => pattern.test(pathname))) {
      return sendHtml(reply, spaFallback, 200);
    }
    if (publicFiles.has(pathname)) {
      return reply.header("Cache-Control", PUBLIC_FILE_CACHE).sendFile(pathname.slice(1), { cacheControl: false });
    }
    return sendHtml(reply, NOT_FOUND_PAGE, 404);
  });
}
var DYNAMIC_ROUTES, NOT_FOUND_PAGE, SPA_FALLBACK, HTML_CACHE, ASSET_CACHE, PUBLIC_FILE_CACHE;
var init_web_app = __esm({
  "src/plugins/app/web-app.ts"() {
    "use strict";
    init_page_csp();
    DYNAMIC_ROUTES = [
      /^\/book-citb-test\/[^/]+$/,
      /^\/success\/[^/]+$/,
      /^\/failed\/[^/]+$/,
      // The back office (issue 7): never prerendered; its pages ask for sign-in in the browser.
      /^\/admin$/,
      /^\/admin\/.+$/
    ];
    NOT_FOUND_PAGE = "404/index.html";
    SPA_FALLBACK = "__spa-fallback.html";
    HTML_CACHE = "no-cache";
    ASSET_CACHE = "public, max-age=31536000, immutable";
    PUBLIC_FILE_CACHE = "public, max-age=3600";
  }
});

// src/server.ts
import { join as join5, resolve as resolve2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/config/env.ts
import { z } from "zod";
var envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
  HOST: z.string().default("localhost"),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default("./data"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  ADDRESS_PROVIDER: z.enum(["embedded", "remote"]).default("embedded"),
  ADDRESS_API_KEY: z.string().optional(),
  ADDRESS_API_URL: z.string().url().default("https://api.getaddress.io"),
  /** smtp:// or smtps:// URL; when unset, emails are written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default("SafeSite Bookings <bookings@safesite-bookings.co.uk>"),
  SUPPORT_EMAIL: z.string().email().default("support@safesite-bookings.co.uk"),
  PUBLIC_BASE_URL: z.string().url().optional(),
  API_BASIC_AUTH: z.string().regex(/^[^:]+:.+$/, "API_BASIC_AUTH must look like user:password").default("web-client:change-me"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_CLIENT_DIR: z.string().optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_ORDER_READS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Back office (issue 7): sign-in attempts per minute from one address. */
  ADMIN_SIGN_IN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Personal data of closed orders is erased this many months after they closed. */
  RETENTION_MONTHS: z.coerce.number().int().positive().default(24)
});
function readEnv(source = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`
    );
    throw new Error(`Invalid configuration:
${problems.join("\n")}`);
  }
  if (parsed.data.PAYMENT_PROVIDER === "stripe" && !parsed.data.STRIPE_SECRET_KEY) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe"
    );
  }
  if (parsed.data.PAYMENT_PROVIDER === "stripe" && !parsed.data.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe"
    );
  }
  if (parsed.data.ADDRESS_PROVIDER === "remote" && !parsed.data.ADDRESS_API_KEY) {
    throw new Error(
      "Invalid configuration:\n  ADDRESS_API_KEY: required when ADDRESS_PROVIDER=remote"
    );
  }
  return parsed.data;
}

// src/app.ts
import { existsSync as existsSync2 } from "node:fs";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

// src/basic-auth.ts
import { timingSafeEqual } from "node:crypto";

// ../../packages/domain/src/schemas/envelope.ts
import { z as z2 } from "zod";
function envelope(data) {
  return z2.object({ data });
}
var fieldErrorSchema = z2.object({ field: z2.string(), message: z2.string() });
var errorBodySchema = z2.object({
  status: z2.number().int(),
  code: z2.string(),
  message: z2.string(),
  errors: z2.array(fieldErrorSchema).optional()
});
var ERROR_CODES = {
  validation: "VALIDATION_FAILED",
  unauthorised: "UNAUTHORISED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  postcodeNotFound: "POSTCODE_NOT_FOUND",
  postcodeUnusable: "POSTCODE_UNUSABLE",
  courseFull: "COURSE_FULL",
  holdExpired: "HOLD_EXPIRED",
  alreadyPaid: "ALREADY_PAID",
  orderClosed: "ORDER_CLOSED",
  rateLimited: "RATE_LIMITED",
  conflict: "CONFLICT",
  badRequest: "BAD_REQUEST",
  internal: "INTERNAL"
};

// ../../packages/domain/src/schemas/people.ts
import { z as z4 } from "zod";

// ../../packages/domain/src/validators/messages.ts
var MESSAGES = {
  checkField: "Please check this field.",
  phone: "Please enter a valid phone number.",
  postcode: "Please enter a valid UK Postcode.",
  testingId: "Please enter a valid CITB Testing ID.",
  registrationNumber: "Please enter a valid CSCS Card Registration Number.",
  email: "Please enter a valid email",
  required: "This field is required",
  validationFailed: "Validation failed",
  failed: "Failed",
  postcodeNotFound: "Postcode not found",
  couldNotFindPostcode: "Could not find postcode",
  title: "Select a title",
  dateInvalid: "Enter a real date",
  dateInPast: "The date must be today or in the future",
  dateTooFar: "The date must be within the next 6 months",
  alternateDateSame: "The alternate date must be different from the first choice",
  dateOfBirthFuture: "Date of birth must be in the past",
  dateOfBirthTooYoung: "You must be at least 16 years old",
  dateOfBirthTooOld: "Enter a real date of birth",
  testTime: "Select a time",
  testType: "Select a test type",
  language: "Select a language this test is offered in",
  location: "Select a test centre",
  cardType: "Select a card type",
  applicationType: "Select an application type this card allows",
  trait: "Select the trade to be printed on the card",
  courseLocation: "Select a course location",
  courseDate: "Select a course date",
  courseType: "Select how you want to take the course",
  seatCount: "You can book one seat at a time",
  groupSize: "Enter a group size between 2 and 500",
  replyTo: "Enter an email address or a phone number so we can reply",
  comment: "Your message must be 2,000 characters or fewer",
  userId: "Your details were not found. Please start again.",
  orderId: "That order reference is not valid",
  retake: "Select yes or no",
  notBoolean: "Select yes or no"
};

// ../../packages/domain/src/validators/rules.ts
var RULES = {
  namePart: { min: 2, max: 34, message: MESSAGES.checkField },
  nationalInsuranceNumber: { min: 7, max: 14, message: MESSAGES.checkField },
  // "10 or 11": a UK number has 10 or 11 digits once spaces are removed.
  phoneNumber: { min: 9, max: 12, message: MESSAGES.phone },
  address: { min: 1, max: 79, message: MESSAGES.checkField },
  town: { min: 3, max: 39, message: MESSAGES.checkField },
  postcode: { min: 4, max: 9, message: MESSAGES.postcode },
  testingId: { min: 6, max: 16, message: MESSAGES.testingId },
  registrationNumber: { min: 6, max: 16, message: MESSAGES.registrationNumber }
};
function isWithin(length, rule) {
  return length > rule.min && length < rule.max;
}
function normalisePhone(value) {
  const compact = value.replace(/[\s\-().]/g, "");
  return compact.startsWith("+44") ? `0${compact.slice(3)}` : compact;
}
function isValidPhone(value) {
  const digits = normalisePhone(value);
  return /^\d+$/.test(digits) && isWithin(digits.length, RULES.phoneNumber);
}
var POSTCODE_PATTERN = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
function isValidPostcode(value) {
  const trimmed = value.trim();
  return isWithin(trimmed.length, RULES.postcode) && POSTCODE_PATTERN.test(trimmed);
}
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
function isValidEmail(value) {
  return value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}
function checkLength(rule, value) {
  const text2 = rule === "nationalInsuranceNumber" ? value.replace(/\s/g, "") : value.trim();
  return isWithin(text2.length, RULES[rule]) ? void 0 : RULES[rule].message;
}

// ../../packages/domain/src/validators/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isRealIsoDate(value) {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
function todayInLondon(now = /* @__PURE__ */ new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit"
  }).format(now);
}
function addMonths(isoDate2, months) {
  const [year, month, day] = isoDate2.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return date.toISOString().slice(0, 10);
}
function yearsBetween(fromIso, toIso) {
  const [fy, fm, fd] = fromIso.split("-").map(Number);
  const [ty, tm, td] = toIso.split("-").map(Number);
  return ty - fy - (tm < fm || tm === fm && td < fd ? 1 : 0);
}
var TEST_TIME_SLOTS = [
  "08:30",
  "09:30",
  "10:30",
  "11:30",
  "12:30",
  "13:30",
  "14:30",
  "15:30",
  "16:30"
];
var BOOKING_HORIZON_MONTHS = 6;

// ../../packages/domain/src/validators/fields.ts
import { z as z3 } from "zod";
function isMissing(value) {
  return value == null || typeof value === "string" && value.trim() === "";
}
function missingOr(invalidMessage) {
  return (issue) => isMissing(issue.input) ? MESSAGES.required : invalidMessage;
}
function requiredText(invalidMessage) {
  return z3.string({ error: missingOr(invalidMessage) }).trim().min(1, { error: MESSAGES.required });
}
function optional(field2) {
  return z3.preprocess(
    (value) => value == null || typeof value === "string" && value.trim() === "" ? void 0 : value,
    field2.optional()
  );
}
function ruled(rule) {
  return requiredText(RULES[rule].message).refine((value) => !checkLength(rule, value), {
    error: RULES[rule].message
  });
}
var NAME_CHARACTERS = /^[\p{L}\p{M}' .-]+$/u;
var REFERENCE_CHARACTERS = /^[A-Za-z0-9-]+$/;
var namePartSchema = ruled("namePart").refine((value) => NAME_CHARACTERS.test(value), {
  error: MESSAGES.checkField
});
var nationalInsuranceNumberSchema = ruled("nationalInsuranceNumber").refine((value) => /^[A-Za-z0-9 ]+$/.test(value), { error: MESSAGES.checkField }).transform((value) => value.replace(/\s/g, "").toUpperCase());
var phoneNumberSchema = requiredText(MESSAGES.phone).refine(isValidPhone, { error: MESSAGES.phone }).transform(normalisePhone);
var addressSchema = ruled("address");
var townSchema = ruled("town");
var postcodeSchema = requiredText(MESSAGES.postcode).refine(isValidPostcode, { error: MESSAGES.postcode }).transform((value) => {
  const compact = value.replace(/\s/g, "").toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
});
var testingIdSchema = ruled("testingId").refine((v) => REFERENCE_CHARACTERS.test(v), {
  error: MESSAGES.testingId
});
var registrationNumberSchema = ruled("registrationNumber").refine(
  (v) => REFERENCE_CHARACTERS.test(v),
  { error: MESSAGES.registrationNumber }
);
var emailSchema = requiredText(MESSAGES.email).refine(isValidEmail, { error: MESSAGES.email }).transform((value) => value.toLowerCase());
var TITLES = ["Mr", "Mrs", "Miss", "Ms", "Mx", "Dr"];
var titleSchema = z3.enum(TITLES, { error: missingOr(MESSAGES.title) });
var commentSchema = z3.string({ error: MESSAGES.checkField }).trim().max(2e3, { error: MESSAGES.comment });
var bookingDateSchema = requiredText(MESSAGES.dateInvalid).refine(isRealIsoDate, { error: MESSAGES.dateInvalid }).refine((value) => value >= todayInLondon(), { error: MESSAGES.dateInPast }).refine((value) => value <= addMonths(todayInLondon(), BOOKING_HORIZON_MONTHS), {
  error: MESSAGES.dateTooFar
});
var dateOfBirthSchema = requiredText(MESSAGES.dateInvalid).refine(isRealIsoDate, { error: MESSAGES.dateInvalid }).refine((value) => value < todayInLondon(), { error: MESSAGES.dateOfBirthFuture }).refine((value) => yearsBetween(value, todayInLondon()) >= 16, {
  error: MESSAGES.dateOfBirthTooYoung
}).refine((value) => yearsBetween(value, todayInLondon()) <= 100, {
  error: MESSAGES.dateOfBirthTooOld
});
function booleanSchema(message = MESSAGES.notBoolean) {
  return z3.boolean({ error: missingOr(message) });
}
function idSchema(message) {
  return z3.uuid({ error: missingOr(message) });
}
function numberIdSchema(message) {
  return z3.preprocess(
    (value) => isMissing(value) ? void 0 : typeof value === "string" ? Number(value) : value,
    z3.number({ error: missingOr(message) }).int({ error: message }).positive({ error: message })
  );
}

// ../../packages/domain/src/schemas/people.ts
var createCandidateBody = z4.object({
  title: titleSchema,
  firstName: namePartSchema,
  middleName: optional(namePartSchema),
  lastName: namePartSchema,
  dateOfBirth: dateOfBirthSchema,
  nationalInsuranceNumber: nationalInsuranceNumberSchema,
  email: emailSchema,
  address: addressSchema,
  town: townSchema,
  postcode: postcodeSchema,
  phoneNumber: phoneNumberSchema
});
var candidateCreatedResponse = z4.object({
  status: z4.literal(201),
  data: z4.object({ userId: z4.uuid() })
});
var userIdParams = z4.object({ userId: idSchema(MESSAGES.userId) });
var updateCandidateBody = z4.object({
  title: titleSchema.optional(),
  address: addressSchema.optional(),
  town: townSchema.optional(),
  postcode: postcodeSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  nationalInsuranceNumber: nationalInsuranceNumberSchema.optional(),
  email: emailSchema.optional(),
  phoneNumber: phoneNumberSchema.optional()
}).refine((body) => Object.values(body).some((value) => value !== void 0), {
  error: "Change at least one detail"
});
var candidateUpdatedResponse = envelope(z4.object({ userId: z4.uuid() }));
var ENQUIRY_KINDS = ["contact", "group-booking"];
var contactBody = z4.object({
  title: z4.preprocess((value) => value == null || value === "" ? "Mr" : value, titleSchema),
  firstName: namePartSchema,
  middleName: optional(namePartSchema),
  lastName: namePartSchema,
  email: optional(emailSchema),
  phoneNumber: optional(phoneNumberSchema),
  nationalInsuranceNumber: optional(nationalInsuranceNumberSchema),
  comment: optional(commentSchema),
  address: optional(addressSchema),
  /** Group bookings carry their size; plain contact messages do not. */
  kind: z4.enum(ENQUIRY_KINDS, { error: MESSAGES.checkField }).default("contact"),
  groupSize: optional(
    z4.coerce.number({ error: MESSAGES.groupSize }).int({ error: MESSAGES.groupSize }).min(2, { error: MESSAGES.groupSize }).max(500, { error: MESSAGES.groupSize })
  )
}).superRefine((body, ctx) => {
  if (body.kind === "group-booking" && body.groupSize === void 0) {
    ctx.addIssue({ code: "custom", path: ["groupSize"], message: MESSAGES.groupSize });
  }
});
var contactCreatedResponse = envelope(z4.object({ userId: z4.uuid() }));

// ../../packages/domain/src/schemas/test-booking.ts
import { z as z5 } from "zod";

// ../../packages/domain/src/catalogue/types.ts
var APPLICATION_TYPES = ["New Card", "Renew Card", "Lost/Stolen Card"];
var CARD_NAMES = [
  "Green Labourer",
  "Blue Skilled Worker",
  "Gold Advanced Craft",
  "Gold Supervisor",
  "Black Manager",
  "Red Trainee",
  "Red Experienced Worker",
  "White Academically Qualified Person",
  "White Professionally Qualified Person",
  "Red Provisional",
  "Red Technical Supervisor/Manager",
  "Red Apprentice",
  "Red Industry Placement"
];
var TEST_TYPE_KEYS = [
  "operative",
  "managers-and-professionals",
  "working-at-height",
  "hvacr-refrigeration-and-air-conditioning",
  "supervisors",
  "plumbing-or-gas",
  "highway-works",
  "demolition",
  "hvacr-domestic-heating-and-plumbing",
  "hvacr-ductwork",
  "hvacr-pipefitting-and-welding",
  "hvacr-services-and-facilities",
  "lift-and-escalators",
  "tunnelling"
];

// ../../packages/domain/src/catalogue/test-types.ts
var ENGLISH = ["English"];
var ENGLISH_AND_VOICE_OVER = ["English", "Voice Over English"];
var OPERATIVE_LANGUAGES = [
  "English",
  "Voice Over English",
  "Bulgarian",
  "Czech",
  "French",
  "German",
  "Hungarian",
  "Lithuanian",
  "Polish",
  "Portuguese",
  "Punjabi",
  "Romanian",
  "Russian",
  "Spanish",
  "Welsh"
];
var FORMAT = { questions: 50, durationMinutes: 45, passMark: 45 };
var TEST_TYPES = [
  {
    key: "operative",
    name: "Operative",
    languages: OPERATIVE_LANGUAGES,
    // CITB publishes no code for the Operatives test (SOURCES.md), so none is invented.
    ...FORMAT,
    description: "The HS&E test for site operatives, needed for most trade and labourer cards."
  },
  {
    key: "managers-and-professionals",
    name: "Managers and Professionals",
    languages: ENGLISH_AND_VOICE_OVER,
    code: "MAP",
    ...FORMAT,
    description: "The HS&E test for managers, professionals and technical staff."
  },
  {
    key: "working-at-height",
    name: "Working at Height Test",
    languages: ENGLISH_AND_VOICE_OVER,
    code: "WAH",
    ...FORMAT,
    description: "The specialist HS&E test for roofers, scaffolders and others who work at height."
  },
  {
    key: "hvacr-refrigeration-and-air-conditioning",
    name: "HVACR (Refrigeration and Air Conditioning)",
    languages: ["English", "Voice Over English", "Welsh"],
    code: "RAAC",
    ...FORMAT,
    description: "The specialist HS&E test for refrigeration and air-conditioning engineers."
  },
  {
    key: "supervisors",
    name: "Supervisors Test",
    languages: ENGLISH,
    code: "SUP",
    ...FORMAT,
    description: "The specialist HS&E test for site supervisors."
  },
  {
    key: "plumbing-or-gas",
    name: "Plumbing or Gas Test",
    languages: ENGLISH,
    code: "PLUM",
    ...FORMAT,
    description: "The specialist HS&E test for plumbers and gas engineers (JIB)."
  },
  {
    key: "highway-works",
    name: "Highway Works Test",
    languages: ENGLISH,
    code: "HIW",
    ...FORMAT,
    description: "The specialist HS&E test for people who build and maintain roads."
  },
  {
    key: "demolition",
    name: "Demolition Test",
    languages: ENGLISH,
    code: "DEM",
    ...FORMAT,
    description: "The specialist HS&E test for demolition workers."
  },
  {
    key: "hvacr-domestic-heating-and-plumbing",
    name: "HVACR (Domestic Heating and Plumbing)",
    languages: ENGLISH,
    code: "HAPS",
    ...FORMAT,
    description: "The specialist HS&E test for heating and plumbing services engineers."
  },
  {
    key: "hvacr-ductwork",
    name: "HVACR (Ductwork)",
    languages: ENGLISH,
    code: "DUCT",
    ...FORMAT,
    description: "The specialist HS&E test for ductwork installers."
  },
  {
    key: "hvacr-pipefitting-and-welding",
    // Spec §9 spells it 'Pipelifting'; CITB's test is pipefitting and welding (PFW).
    name: "HVACR (Pipelifting and Welding)",
    languages: ENGLISH,
    code: "PFW",
    ...FORMAT,
    description: "The specialist HS&E test for pipefitters and welders."
  },
  {
    key: "hvacr-services-and-facilities",
    name: "HVACR (Services and Facilities)",
    languages: ENGLISH,
    code: "SAF",
    ...FORMAT,
    description: "The specialist HS&E test for building services and facilities maintenance."
  },
  {
    key: "lift-and-escalators",
    name: "Lift and Escalators Test",
    languages: ENGLISH,
    code: "LAEE",
    ...FORMAT,
    description: "The specialist HS&E test for lift and escalator engineers."
  },
  {
    key: "tunnelling",
    name: "Tunnelling Test",
    languages: ENGLISH,
    code: "TUNN",
    ...FORMAT,
    description: "The specialist HS&E test for tunnelling operatives."
  }
];
function getTestType(key) {
  return TEST_TYPES.find((t) => t.key === key);
}

// ../../packages/domain/src/data/test-centres.json
var test_centres_default = [
  { id: 1, slug: "aberdeen", name: "Aberdeen (Scotland) Test Centre", shortName: "Aberdeen", address: ["Ground Floor East Wing", "Migvie House", "23 North Silver Street", "Aberdeen"], postcode: "AB10 1RJ", latitude: 57.146924, longitude: -2.1063 },
  { id: 2, slug: "aberystwyth", name: "Aberystwyth (Wales) Test Centre", shortName: "Aberystwyth", address: ["Ground Floor", "33 North Parade", "Aberystwyth"], postcode: "SY23 2JN", latitude: 52.415588, longitude: -4.082118 },
  { id: 3, slug: "aldershot", name: "Aldershot Test Centre", shortName: "Aldershot", address: ["Ground Floor", "1 London House", "Pickford Street", "Aldershot"], postcode: "GU11 1TY", latitude: 51.248659, longitude: -0.760464 },
  { id: 4, slug: "andover", name: "Andover Test Centre", shortName: "Andover", address: ["Portland House First Floor", "55-57 High Street", "Andover"], postcode: "SP10 1LP", latitude: 51.20825, longitude: -1.479111 },
  { id: 5, slug: "aylesbury", name: "Aylesbury Test Centre", shortName: "Aylesbury", address: ["Unit 2a", "Ground Floor", "Midshires Business Park", "Smeaton Close", "Aylesbury"], postcode: "HP19 8HL", latitude: 51.820421, longitude: -0.83758 },
  { id: 6, slug: "ayr", name: "Ayr (Scotland) Test Centre", shortName: "Ayr", address: ["1st Floor", "7A Boswell Park", "Ayr"], postcode: "KA7 1NP", latitude: 55.461886, longitude: -4.631839 },
  { id: 7, slug: "ballymena", name: "Ballymena (Northern Ireland) Test Centre", shortName: "Ballymena", address: ["Units 3 & 4 The Tower Centre", "Wellington Street", "Ballymena"], postcode: "BT43 6AH", latitude: 54.865741, longitude: -6.276066 },
  { id: 8, slug: "bangor", name: "Bangor (Wales) Test Centre", shortName: "Bangor", address: ["Bangor PPC", "Suite 2", "30 Dean Street", "Bangor"], postcode: "LL57 1UR", latitude: 53.228969, longitude: -4.123406 },
  { id: 9, slug: "barnstaple", name: "Barnstaple Test Centre", shortName: "Barnstaple", address: ["Riverside Court", "Offices - Unit 1 and 4", "Castle Street", "Barnstaple"], postcode: "EX31 1DR", latitude: 51.07999, longitude: -4.0624 },
  { id: 10, slug: "barrow", name: "Barrow Test Centre", shortName: "Barrow", address: ["111 Duke Street", "Barrow in Furness"], postcode: "LA14 1XA", latitude: 54.113421, longitude: -3.230661 },
  { id: 11, slug: "basildon", name: "Basildon Test Centre", shortName: "Basildon", address: ["Southgate House", "Suite 1A - First Floor", "Town Square", "Basildon"], postcode: "SS14 1BN", latitude: 51.56993, longitude: 0.4583 },
  { id: 12, slug: "belfast", name: "Belfast (Northern Ireland) Test Centre", shortName: "Belfast", address: ["1st Floor", "119 Royal Avenue", "Belfast"], postcode: "BT1 1FF", latitude: 54.5995, longitude: -5.92844 },
  { id: 13, slug: "berwick", name: "Berwick Test Centre", shortName: "Berwick", address: ["William Edgar Building", "56-58 Castlegate", "Berwick"], postcode: "TD15 1JT", latitude: 55.77261, longitude: -2.00786 },
  { id: 14, slug: "birmingham", name: "Birmingham Test Centre", shortName: "Birmingham", address: ["First Floor", "155 Great Charles Street", "Queensway", "Birmingham"], postcode: "B3 3LP", latitude: 52.481836, longitude: -1.904872 },
  { id: 15, slug: "blackpool", name: "Blackpool Test Centre", shortName: "Blackpool", address: ["Darwin Court", "Unit 9A Ground Floor", "Blackpool Technology Park", "Blackpool"], postcode: "FY2 0JN", latitude: 53.85368, longitude: -3.02229 },
  { id: 16, slug: "bolton", name: "Bolton Test Centre", shortName: "Bolton", address: ["34 Queensbrook", "Bolton Technology Exchange", "Bolton"], postcode: "BL1 4AY", latitude: 53.578877, longitude: -2.438925 },
  { id: 17, slug: "boston", name: "Boston Test Centre", shortName: "Boston", address: ["3 Bridge Street", "Boston", "Lincolnshire"], postcode: "PE21 8QF", latitude: 52.976401, longitude: -0.02492 },
  { id: 18, slug: "bournemouth", name: "Bournemouth Test Centre", shortName: "Bournemouth", address: ["Roddis House 3rd floor", "Old Christchurch Rd", "Bournemouth"], postcode: "BH1 1LG", latitude: 50.720465, longitude: -1.87698 },
  { id: 19, slug: "bradford", name: "Bradford Test Centre", shortName: "Bradford", address: ["1st Floor Caspian House", "61 East parade", "Bradford"], postcode: "BD1 5EP", latitude: 53.79451, longitude: -1.74437 },
  { id: 20, slug: "bridgend", name: "Bridgend (Wales) Test Centre", shortName: "Bridgend", address: ["2nd Floor", "Brackla House", "Brackla Street", "Bridgend"], postcode: "CF31 1BZ", latitude: 51.505052, longitude: -3.574147 },
  { id: 21, slug: "brighton", name: "Brighton Test Centre", shortName: "Brighton", address: ["Citygate - Ground Floor", "185 Dyke Road", "Hove", "Brighton"], postcode: "BN3 1TL", latitude: 50.83297, longitude: -0.14993 },
  { id: 22, slug: "bristol", name: "Bristol Test Centre", shortName: "Bristol", address: ["Building 340", "The Crescent", "Bristol Business Park", "Bristol"], postcode: "BS16 1EJ", latitude: 51.501886, longitude: -2.542852 },
  { id: 23, slug: "builth-wells", name: "Builth Wells (Wales) Test Centre", shortName: "Builth Wells", address: ["Rear of Spar Buildings", "Groe Street", "Builth Wells"], postcode: "LD2 3BL", latitude: 52.149346, longitude: -3.402371 },
  { id: 24, slug: "bury-st-edmunds", name: "Bury St. Edmunds Test Centre", shortName: "Bury St. Edmunds", address: ["2nd Floor St Edmunds House", "Lower Baxter Street", "Bury St Edmunds"], postcode: "IP33 1ET", latitude: 52.245802, longitude: 0.714701 },
  { id: 25, slug: "cambridge", name: "Cambridge Test Centre", shortName: "Cambridge", address: ["Second Floor", "St Andrews House", "59 St.Andrews Street", "Cambridge"], postcode: "CB2 3BZ", latitude: 52.20462, longitude: 0.122789 },
  { id: 26, slug: "canterbury", name: "Canterbury Test Centre", shortName: "Canterbury", address: ["Suite E", "The Clock Tower", "Whitefriars Shopping Centre", "St George's Street", "Canterbury"], postcode: "CT1 2LE", latitude: 51.277556, longitude: 1.083052 },
  { id: 27, slug: "cardiff", name: "Cardiff (Wales) Test Centre", shortName: "Cardiff", address: ["Ground Floor", "I Caspian Point", "Caspian Way", "Cardiff Bay"], postcode: "CF10 4DQ", latitude: 51.466838, longitude: -3.15847 },
  { id: 28, slug: "carlisle", name: "Carlisle Test Centre", shortName: "Carlisle", address: ["10a Lowther Street", "Carlisle"], postcode: "CA3 8DA", latitude: 54.893534, longitude: -2.933265 },
  { id: 29, slug: "chatham", name: "Chatham Test Centre", shortName: "Chatham", address: ["14-16 High Street", "Chatham"], postcode: "ME4 4EP", latitude: 51.383174, longitude: 0.517919 },
  { id: 30, slug: "chelmsford", name: "Chelmsford Test Centre", shortName: "Chelmsford", address: ["1st Floor Grosvenor House", "51 New London Rd", "Chelmsford"], postcode: "CM2 0ND", latitude: 51.731592, longitude: 0.472845 },
  { id: 31, slug: "cheltenham", name: "Cheltenham Test Centre", shortName: "Cheltenham", address: ["18 to 20 Albion Street", "Cheltenham"], postcode: "GL52 2LP", latitude: 51.901101, longitude: -2.072282 },
  { id: 32, slug: "chester", name: "Chester Test Centre", shortName: "Chester", address: ["1 Corbridge House", "The Square", "Seller Street", "Chester"], postcode: "CH1 3AN", latitude: 53.193368, longitude: -2.882949 },
  { id: 33, slug: "chesterfield", name: "Chesterfield Test Centre", shortName: "Chesterfield", address: ["Suite 1B", "1st Floor", "6-8 Corporation St", "Chesterfield"], postcode: "S41 7TP", latitude: 53.236868, longitude: -1.422888 },
  { id: 34, slug: "chichester", name: "Chichester Test Centre", shortName: "Chichester", address: ["Metro House", "Northgate", "Chichester"], postcode: "PO19 1BE", latitude: 50.84049, longitude: -0.77892 },
  { id: 35, slug: "clydebank", name: "Clydebank (Scotland) Test Centre", shortName: "Clydebank", address: ["1st floor", "Erskine House", "North Avenue", "Clydebank"], postcode: "G81 2DR", latitude: 55.90649, longitude: -4.40559 },
  { id: 36, slug: "colchester", name: "Colchester Test Centre", shortName: "Colchester", address: ["Wellington House", "Butt Road", "Colchester"], postcode: "CO3 3DA", latitude: 51.885189, longitude: 0.894772 },
  { id: 37, slug: "corby", name: "Corby Test Centre", shortName: "Corby", address: ["Corby Innovation Hub", "Bangrave Road South", "Corby"], postcode: "NN17 1NN", latitude: 52.49174, longitude: -0.64947 },
  { id: 38, slug: "coventry", name: "Coventry Test Centre", shortName: "Coventry", address: ["2nd Floor", "9 Little Park Street", "Coventry"], postcode: "CV1 2UR", latitude: 52.406711, longitude: -1.508701 },
  { id: 39, slug: "crawley", name: "Crawley Test Centre", shortName: "Crawley", address: ["First floor Belgrave House", "Station Way", "Crawley"], postcode: "RH10 1HU", latitude: 51.112785, longitude: -0.188382 },
  { id: 40, slug: "cromer", name: "Cromer Test Centre", shortName: "Cromer", address: ["Merchants Place", "16 Church Street", "Cromer"], postcode: "NR27 9ES", latitude: 52.930642, longitude: 1.302194 },
  { id: 41, slug: "croydon", name: "London - Croydon Test Centre", shortName: "Croydon", address: ["Second Floor - Central House", "27 Park Street", "Croydon (London)"], postcode: "CR0 1YD", latitude: 51.373493, longitude: -0.099332 },
  { id: 42, slug: "derby", name: "Derby Test Centre", shortName: "Derby", address: ["Ground Floor East Wing", "100 Mansfield Road", "Derby"], postcode: "DE1 3TT", latitude: 52.929594, longitude: -1.472082 },
  { id: 43, slug: "doncaster", name: "Doncaster Test Centre", shortName: "Doncaster", address: ["Office 6 Silver House", "Silver Street", "Doncaster"], postcode: "DN1 1HL", latitude: 53.52348, longitude: -1.13119 },
  { id: 44, slug: "dudley", name: "Dudley Test Centre", shortName: "Dudley", address: ["Trafalgar House", "47 -49 King Street", "Dudley"], postcode: "DY2 8PS", latitude: 52.50842, longitude: -2.0845 },
  { id: 45, slug: "dumfries", name: "Dumfries (Scotland) Test Centre", shortName: "Dumfries", address: ["77 - 79 Whitesands", "Unit 3", "Dumfries"], postcode: "DG1 2RX", latitude: 55.06563, longitude: -3.60974 },
  { id: 46, slug: "dundee", name: "Dundee (Scotland) Test Centre", shortName: "Dundee", address: ["Unit 2", "14 - 22 Exchange St", "Dundee"], postcode: "DD1 3DE", latitude: 56.46076, longitude: -2.96727 },
  { id: 47, slug: "eastbourne", name: "Eastbourne Test Centre", shortName: "Eastbourne", address: ["Senlac House", "Ground Floor", "53-58 Seaside", "Eastbourne"], postcode: "BN22 7NE", latitude: 50.77152, longitude: 0.29517 },
  { id: 48, slug: "edinburgh", name: "Edinburgh (Scotland) Test Centre", shortName: "Edinburgh", address: ["Suite 1", "2nd floor", "Cairncross House", "25 Union Street", "Edinburgh"], postcode: "EH1 3LR", latitude: 55.958266, longitude: -3.18628 },
  { id: 49, slug: "elgin", name: "Elgin Test Centre", shortName: "Elgin", address: ["7 Southfield Drive", "(Near Linkwood Medical Centre)", "Elgin"], postcode: "IV30 6GR", latitude: 57.63694, longitude: -3.294491 },
  { id: 50, slug: "exeter", name: "Exeter Test Centre", shortName: "Exeter", address: ["Ground Floor", "Unit 11", "The Depot", "Belgrave Road", "Exeter"], postcode: "EX1 2FW", latitude: 50.726592, longitude: -3.523241 },
  { id: 51, slug: "fareham", name: "Fareham Test Centre", shortName: "Fareham", address: ["Thackery House", "189-199 West Street", "Fareham"], postcode: "PO16 0EN", latitude: 50.85275, longitude: -1.18588 },
  { id: 52, slug: "fort-william", name: "Fort William (Scotland) Test Centre", shortName: "Fort William", address: ["The Nevis Centre (off Camanachd Cres)", "An Aird", "Fort William"], postcode: "PH33 6AN", latitude: 56.822134, longitude: -5.104499 },
  { id: 53, slug: "frome", name: "Frome Test Centre", shortName: "Frome", address: ["2 Baywell House (under archway)", "Tucker Close", "Frome"], postcode: "BA11 5LS", latitude: 51.22931, longitude: -2.30838 },
  { id: 54, slug: "gairloch", name: "Gairloch Test Centre", shortName: "Gairloch", address: ["Harbour Gairloch", "Gairloch"], postcode: "IV21 2BQ", latitude: 57.712925, longitude: -5.679587 },
  { id: 55, slug: "galashiels", name: "Galashiels (Scotland) Test Centre", shortName: "Galashiels", address: ["45 High Street", "Galashiels", "Scottish Borders"], postcode: "TD1 1RY", latitude: 55.617795, longitude: -2.81102 },
  { id: 56, slug: "glasgow", name: "Glasgow (Scotland) Test Centre", shortName: "Glasgow", address: ["Suite 325", "Pentagon Centre", "36-38 Washington Street", "Glasgow"], postcode: "G3 8AZ", latitude: 55.858226, longitude: -4.268583 },
  { id: 57, slug: "gloucester", name: "Gloucester Test Centre", shortName: "Gloucester", address: ["Eastgate House", "121 - 131 Eastgate Street", "Gloucester"], postcode: "GL1 1PX", latitude: 51.86266, longitude: -2.24 },
  { id: 58, slug: "grantham", name: "Grantham Test Centre", shortName: "Grantham", address: ["1st Floor", "The George Centre", "Guildhall Street", "Grantham"], postcode: "NG31 6NJ", latitude: 52.911529, longitude: -0.643541 },
  { id: 59, slug: "greenock", name: "Greenock (Scotland) Test Centre", shortName: "Greenock", address: ["Ground Floor Victory Court", "Cartsburn Maritime", "Arthur Street", "Greenock"], postcode: "PA15 4RT", latitude: 55.94208, longitude: -4.7429 },
  { id: 60, slug: "grimsby", name: "Grimsby Test Centre", shortName: "Grimsby", address: ["Unit 8/9", "Acorn Business Park", "Moss Road", "Grimsby"], postcode: "DN32 0LW", latitude: 53.562481, longitude: -0.080609 },
  { id: 61, slug: "guildford", name: "Guildford Test Centre", shortName: "Guildford", address: ["71 North Street", "Guildford"], postcode: "GU1 4AW", latitude: 51.236975, longitude: -0.572222 },
  { id: 62, slug: "harlow", name: "Harlow Test Centre", shortName: "Harlow", address: ["Cambridge House", "1st Floor", "Suite 1", "Cambridge Road", "Harlow"], postcode: "CM20 2EQ", latitude: 51.790776, longitude: 0.132501 },
  { id: 63, slug: "harrogate", name: "Harrogate Test Centre", shortName: "Harrogate", address: ["30 Victoria Avenue", "Harrogate"], postcode: "HG1 5PR", latitude: 53.991377, longitude: -1.533224 },
  { id: 64, slug: "hastings", name: "Hastings Test Centre", shortName: "Hastings", address: ["Philips House", "Drury Lane", "Ponswood Industrial Estate", "St Leonards on Sea"], postcode: "TN38 9BA", latitude: 50.86805, longitude: 0.547565 },
  { id: 65, slug: "haverfordwest", name: "Haverfordwest Test Centre", shortName: "Haverfordwest", address: ["Ground Floor", "33 Bridge Street", "Haverfordwest"], postcode: "SA61 2AL", latitude: 51.802896, longitude: -4.968943 },
  { id: 66, slug: "helmsdale", name: "Helmsdale Test Centre", shortName: "Helmsdale", address: ["The Bridge Hotel", "Dunrobin Street", "Highlands", "Helmsdale"], postcode: "KW8 6JA", latitude: 58.116785, longitude: -3.653426 },
  { id: 67, slug: "hereford", name: "Hereford Test Centre", shortName: "Hereford", address: ["Ground Floor Penn House", "9-10 Broad Street", "Hereford"], postcode: "HR4 9AP", latitude: 52.054818, longitude: -2.717049 },
  { id: 68, slug: "horley", name: "Horley Test Centre", shortName: "Horley", address: ["77 Victoria Road", "Horley", "Surrey"], postcode: "RH6 7QH", latitude: 51.171232, longitude: -0.162942 },
  { id: 69, slug: "huddersfield", name: "Huddersfield Test Centre", shortName: "Huddersfield", address: ["5th Floor", "Ramsden House", "New Street", "Huddersfield"], postcode: "HD1 2TW", latitude: 53.644028, longitude: -1.78322 },
  { id: 70, slug: "hull", name: "Hull Test Centre", shortName: "Hull", address: ["Unit 14/15 Kingston House South", "Bond Street", "Hull"], postcode: "HU1 3EN", latitude: 53.74611, longitude: -0.33916 },
  { id: 71, slug: "huntly", name: "Huntly (Scotland) Test Centre", shortName: "Huntly", address: ["The Linden Centre", "Castle Street", "Huntly"], postcode: "AB54 4SH", latitude: 57.454945, longitude: -2.78117 },
  { id: 72, slug: "ilford", name: "London - Ilford Test Centre", shortName: "Ilford", address: ["253 High road", "Ilford", "Essex", "Ilford London"], postcode: "IG1 1NE", latitude: 51.559836, longitude: 0.076702 },
  { id: 73, slug: "inverness", name: "Inverness (Scotland) Test Centre", shortName: "Inverness", address: ["2nd Floor", "1-3 Church Street", "Inverness"], postcode: "IV1 1DY", latitude: 57.478494, longitude: -4.226667 },
  { id: 74, slug: "ipswich", name: "Ipswich Test Centre", shortName: "Ipswich", address: ["Hubbard House", "Second Floor", "6 Civic Drive", "Ipswich"], postcode: "IP1 2QA", latitude: 52.059569, longitude: 1.14745 },
  { id: 75, slug: "isle-of-arran", name: "Isle of Arran Test Centre", shortName: "Isle of Arran", address: ["Auchrannie Country House & Hotel", "Brodick", "Isle of Arran"], postcode: "KA27 8BZ", latitude: 55.57597, longitude: -5.15799 },
  { id: 76, slug: "isle-of-benbecula", name: "Isle of Benbecula Test Centre", shortName: "Isle of Benbecula", address: ["Caladh Trust Centre", "Balivanich East Camp", "Balivanich", "Isle of Benbecula"], postcode: "HS7 5LA", latitude: 57.472353, longitude: -7.373984 },
  { id: 77, slug: "isle-of-islay", name: "Isle of Islay Test Centre", shortName: "Isle of Islay", address: ["Argyll & Bute Councils Service Point", "Jamieson Street", "Bowmore", "Isle of Islay"], postcode: "PA43 7HZ", latitude: 55.75702, longitude: -6.28034 },
  { id: 78, slug: "isle-of-mull", name: "Isle of Mull Test Centre", shortName: "Isle of Mull", address: ["Mull and Iona Community Trust", "An Roth Community Enterprise Centre", "Craignure", "Isle of Mull"], postcode: "PA65 6AY", latitude: 56.470237, longitude: -5.705852 },
  { id: 79, slug: "isle-of-scilly", name: "Isle of Scilly Test Centre", shortName: "Isle of Scilly", address: ["Porthmellon Enterprise Centre", "porthmellon Business Park", "St Marys", "Isles of Scilly"], postcode: "TR21 0JY", latitude: 49.916613, longitude: -6.308584 },
  { id: 80, slug: "isle-of-wight", name: "Isle of Wight Test Centre", shortName: "Isle of Wight", address: ["48 Lugley Street", "Newport", "Isle of Wight"], postcode: "PO30 5HD", latitude: 50.700617, longitude: -1.295842 },
  { id: 81, slug: "kendal", name: "Kendal Test Centre", shortName: "Kendal", address: ["Office Suites 2", "50 Kentgate Place", "Kendal"], postcode: "LA9 6EQ", latitude: 54.331053, longitude: -2.742825 },
  { id: 82, slug: "kings-lynn", name: "Kings Lynn Test Centre", shortName: "Kings Lynn", address: ["Mission Hall", "Ship Lane", "Off St.Anns Street", "Kings Lynn"], postcode: "PE30 1LT", latitude: 52.757492, longitude: 0.396991 },
  { id: 83, slug: "kingston", name: "London - Kingston Test Centre", shortName: "Kingston", address: ["4th floor", "Drapers Court", "Kingston Hall Road", "Kingston Upon Thames  (London)"], postcode: "KT1 2BQ", latitude: 51.40733, longitude: -0.3062 },
  { id: 84, slug: "kirkwall", name: "Kirkwall Test Centre", shortName: "Kirkwall", address: ["Albert Hotel", "7 Mounthoolie Place", "Kirkwall"], postcode: "KW15 1JZ", latitude: 58.983696, longitude: -2.959969 },
  { id: 85, slug: "kyle-of-lochalsh", name: "Kyle of Lochalsh Test Centre", shortName: "Kyle of Lochalsh", address: ["Lochalsh Hotel - Ferry Road", "Ross Shire", "Kyle of Lochalsh"], postcode: "IV40 8AF", latitude: 57.280121, longitude: -5.717698 },
  { id: 86, slug: "launceston", name: "Launceston Test Centre", shortName: "Launceston", address: ["Opposite Orchard Electrics", "Newport Industrial Estate", "Launceston"], postcode: "PL15 8EX", latitude: 50.64055, longitude: -4.35873 },
  { id: 87, slug: "leeds", name: "Leeds Test Centre", shortName: "Leeds", address: ["Gallery House 1st Floor", "The Headrow", "Leeds"], postcode: "LS1 5RD", latitude: 53.799387, longitude: -1.547444 },
  { id: 88, slug: "leicester", name: "Leicester Test Centre", shortName: "Leicester", address: ["Suite 3A Third Floor", "Rutland Centre", "56 Halford Street", "Leicester"], postcode: "LE1 1TQ", latitude: 52.635195, longitude: -1.128126 },
  { id: 89, slug: "lerwick", name: "Lerwick Test Centre", shortName: "Lerwick", address: ["Islesburgh Community Centre", "King Harald St", "Lerwick"], postcode: "ZE1 0EQ", latitude: 60.15296, longitude: -1.14832 },
  { id: 90, slug: "lincoln", name: "Lincoln Test Centre", shortName: "Lincoln", address: ["1st Floor", "Queensgate House", "12 Silver St", "Lincoln"], postcode: "LN2 1DY", latitude: 53.229524, longitude: -0.539409 },
  { id: 91, slug: "liverpool", name: "Liverpool Test Centre", shortName: "Liverpool", address: ["Lower Ground Floor", "5 Covent Gardens", "Liverpool"], postcode: "L2 8UD", latitude: 53.40686, longitude: -2.99356 },
  { id: 92, slug: "londonderry", name: "Londonderry (Northern Ireland) Test Centre", shortName: "Londonderry", address: ["Ground Floor City Factory", "19 Queen Street", "Londonderry"], postcode: "BT48 7EF", latitude: 55.0091, longitude: -7.3275 },
  { id: 93, slug: "lowestoft", name: "Lowestoft Test Centre", shortName: "Lowestoft", address: ["2nd Floor Waveney Chambers", "3-7 Waveney Road", "Lowestoft"], postcode: "NR32 1BN", latitude: 52.474018, longitude: 1.752597 },
  { id: 94, slug: "luton", name: "Luton Test Centre", shortName: "Luton", address: ["70 - 78 Collingdon Street", "Luton"], postcode: "LU1 1RX", latitude: 51.881972, longitude: -0.421961 },
  { id: 95, slug: "manchester", name: "Manchester Test Centre", shortName: "Manchester", address: ["Blue Zone", "Ground Floor", "Suites 3 & 4", "Universal Square", "Devonshire Street North", "Manchester"], postcode: "M12 6JH", latitude: 53.47073, longitude: -2.21427 },
  { id: 96, slug: "mansfield", name: "Mansfield Test Centre", shortName: "Mansfield", address: ["Ground Floor", "Nth Notts Business Centre", "32-34 Rosemary Street", "Mansfield"], postcode: "NG18 1QL", latitude: 53.14531, longitude: -1.20319 },
  { id: 97, slug: "merthyr-tydfil", name: "Merthyr Tydfil (Wales) Test Centre", shortName: "Merthyr Tydfil", address: ["Ty Kier Hardie", "Riverside Court", "Ground Floor Suite", "Merthyr Tydfil"], postcode: "CF47 8LD", latitude: 51.74799, longitude: -3.38274 },
  { id: 98, slug: "middlesbrough", name: "Middlesbrough Test Centre", shortName: "Middlesbrough", address: ["Cleveland Business Centre", "Watson Street", "Middlesbrough"], postcode: "TS1 2RQ", latitude: 54.57517, longitude: -1.22965 },
  { id: 99, slug: "middleton-in-teesdale", name: "Middleton Test Centre", shortName: "Middleton-in-Teesdale", address: ["UTASS Building", "9-11 Chapel Row", "Middleton-in-Teesdale", "Barnard Castle"], postcode: "DL12 0SN", latitude: 54.623821, longitude: -2.081065 },
  { id: 100, slug: "mile-end-c", name: "London - Mile End C Test Centre", shortName: "Mile End C", address: ["3 Quebec Wharf", "14 Thomas Road", "Limehouse B", "London"], postcode: "E14 7AF", latitude: 51.514835, longitude: -0.027518 },
  { id: 101, slug: "milton-keynes", name: "Milton Keynes Test Centre", shortName: "Milton Keynes", address: ["Ashton House West", "Ground Floor", "Silbury Boulevard", "Milton Keynes"], postcode: "MK9 2AH", latitude: 52.04157, longitude: -0.76421 },
  { id: 102, slug: "morpeth", name: "Morpeth Test Centre", shortName: "Morpeth", address: ["Unit 7", "Telford Court", "Loansdean", "Morpeth"], postcode: "NE61 2DB", latitude: 55.15419, longitude: -1.6884 },
  { id: 103, slug: "new-romney", name: "New Romney Test Centre", shortName: "New Romney", address: ["St Marys Village Hall", "St Marys Bay", "New Romney"], postcode: "TN29 0SW", latitude: 51.0089, longitude: 0.97788 },
  { id: 104, slug: "newcastle-upon-tyne", name: "Newcastle Upon Tyne Test Centre", shortName: "Newcastle Upon Tyne", address: ["Collingwood House", "3 Collingwood Street", "Newcastle Upon Tyne"], postcode: "NE1 1JW", latitude: 54.970027, longitude: -1.612308 },
  { id: 105, slug: "newport-gwent", name: "Newport Gwent (Wales) Test Centre", shortName: "Newport (Gwent)", address: ["6th Floor Clarence House (South Wales)", "Clarence Place", "Newport (Gwent)"], postcode: "NP19 7AA", latitude: 51.591022, longitude: -2.99218 },
  { id: 106, slug: "newry", name: "Newry (Northern Ireland) Test Centre", shortName: "Newry", address: ["2nd floor", "12 John Mitchel Place", "Newry"], postcode: "BT34 2BP", latitude: 54.172716, longitude: -6.338038 },
  { id: 107, slug: "northallerton", name: "Northallerton Test Centre", shortName: "Northallerton", address: ["First Floor", "Carrick House", "Thurston Road", "Northallerton"], postcode: "DL6 2NA", latitude: 54.35035, longitude: -1.44247 },
  { id: 108, slug: "northampton", name: "Northampton Test Centre", shortName: "Northampton", address: ["Third Floor", "Charles House", "61-69 Derngate", "Northampton"], postcode: "NN1 1UE", latitude: 52.23645, longitude: -0.89179 },
  { id: 109, slug: "norwich", name: "Norwich Test Centre", shortName: "Norwich", address: ["1st Floor", "11 Prince of Wales Road", "Norwich"], postcode: "NR1 1BD", latitude: 52.6293, longitude: 1.299905 },
  { id: 110, slug: "nottingham", name: "Nottingham Test Centre", shortName: "Nottingham", address: ["Chiltern House", "Castle Gate", "Nottingham"], postcode: "NG1 7AR", latitude: 52.950717, longitude: -1.150416 },
  { id: 111, slug: "oban", name: "Oban (Scotland) Test Centre", shortName: "Oban", address: ["Corran Halls", "No. 54 The Esplanade", "Oban"], postcode: "PA34 5AB", latitude: 56.41934, longitude: -5.47837 },
  { id: 112, slug: "oldham", name: "Oldham Test Centre", shortName: "Oldham", address: ["5A - 6A Whitney Court Southlink Business Park", "Hamilton Street", "Oldham"], postcode: "OL4 1DE", latitude: 53.540655, longitude: -2.100961 },
  { id: 113, slug: "omagh", name: "Omagh (Northern Ireland) Test Centre", shortName: "Omagh", address: ["Anderson House", "41 Market Street", "Omagh"], postcode: "BT78 1EE", latitude: 54.600027, longitude: -7.300252 },
  { id: 114, slug: "oxford", name: "Oxford Test Centre", shortName: "Oxford", address: ["Top Floor (Buzzer 1)", "58 St Aldates", "Oxford"], postcode: "OX1 1ST", latitude: 51.74754, longitude: -1.25676 },
  { id: 115, slug: "penzance", name: "Penzance Test Centre", shortName: "Penzance", address: ["Knights Warehouse Bread Street", "(Corner of Bread St & Belgravia St)", "Penzance", "Cornwall"], postcode: "TR18 2EQ", latitude: 50.11926, longitude: -5.53657 },
  { id: 116, slug: "peterborough", name: "Peterborough Test Centre", shortName: "Peterborough", address: ["Pearson Professional Centre", "Ground Floor", "East Wing", "Stuart House", "St Johns Street", "Peterborough"], postcode: "PE1 5DD", latitude: 52.574335, longitude: -0.235957 },
  { id: 117, slug: "pitlochry", name: "Pitlochry (Scotland) Test Centre", shortName: "Pitlochry", address: ["Fishers Hotel", "75 -79 Atholl Road", "Pitlochry"], postcode: "PH16 5BN", latitude: 56.703082, longitude: -3.734651 },
  { id: 118, slug: "plymouth", name: "Plymouth Test Centre", shortName: "Plymouth", address: ["Princess Court", "1st Floor", "Princess Street", "Plymouth"], postcode: "PL1 2EX", latitude: 50.36872, longitude: -4.14276 },
  { id: 119, slug: "portadown", name: "Portadown (Northern Ireland) Test Centre", shortName: "Portadown", address: ["Lismore House", "23 Church Street", "Portadown"], postcode: "BT62 3LN", latitude: 54.4129, longitude: -6.46463 },
  { id: 120, slug: "portree", name: "Portree Test Centre", shortName: "Portree", address: ["CO-OP Supermarket", "Dunvegan Road", "Portree"], postcode: "IV51 9HQ", latitude: 57.417748, longitude: -6.208879 },
  { id: 121, slug: "portsmouth", name: "Portsmouth Test Centre", shortName: "Portsmouth", address: ["Ground Floor Annex - Enterprise House", "Ismbard Brunel Road", "Portsmouth"], postcode: "PO1 2AN", latitude: 50.7979, longitude: -1.09027 },
  { id: 122, slug: "preston", name: "Preston Test Centre", shortName: "Preston", address: ["Ground Floor Norwest Court", "Guildhall Street", "Preston"], postcode: "PR1 3NU", latitude: 53.756556, longitude: -2.699469 },
  { id: 123, slug: "reading", name: "Reading Test Centre", shortName: "Reading", address: ["First Floor", "Greyfriars Gate", "5 - 7 Greyfriars Road", "Reading"], postcode: "RG1 1NU", latitude: 51.457949, longitude: -0.975856 },
  { id: 124, slug: "redditch", name: "Redditch Test Centre", shortName: "Redditch", address: ["Second Floor Grosvenor House", "Prospect Hill", "Redditch"], postcode: "B97 4DL", latitude: 52.30916, longitude: -1.93964 },
  { id: 125, slug: "rhyl", name: "Rhyl (Wales) Test Centre", shortName: "Rhyl", address: ["Pearson Centre - Rhyl", "3 Bodfor Street", "Rhyl"], postcode: "LL18 1AS", latitude: 53.319222, longitude: -3.490327 },
  { id: 126, slug: "salford", name: "Salford Test Centre", shortName: "Salford", address: ["Unit 1A Ground Floor", "Sovereign Point", "31 The Quays", "Salford Quays", "Salford"], postcode: "M50 3AX", latitude: 53.47065, longitude: -2.29143 },
  { id: 127, slug: "salisbury", name: "Salisbury Test Centre", shortName: "Salisbury", address: ["Suite 104", "Ground Floor", "Warner House", "123 Castle Street", "Salisbury"], postcode: "SP1 3TB", latitude: 51.073986, longitude: -1.796969 },
  { id: 128, slug: "scarborough", name: "Scarborough Test Centre", shortName: "Scarborough", address: ["Suite 2", "29-30 St Nicholas Street", "Scarborough"], postcode: "YO11 2HF", latitude: 54.282047, longitude: -0.398729 },
  { id: 129, slug: "scunthorpe", name: "Scunthorpe Test Centre", shortName: "Scunthorpe", address: ["Haldenby House (Unit 2A)", "Doncaster Road", "Scunthorpe"], postcode: "DN15 7DQ", latitude: 53.589492, longitude: -0.685593 },
  { id: 130, slug: "sheffield", name: "Sheffield Test Centre", shortName: "Sheffield", address: ["Orchard House 3rd floor", "Leopold Street", "Sheffield"], postcode: "S1 2GY", latitude: 53.381599, longitude: -1.470797 },
  { id: 131, slug: "shrewsbury", name: "Shrewsbury Test Centre", shortName: "Shrewsbury", address: ["Suite 2 Canon Court West", "Abbey Lawn", "Abbey Foregate", "Shrewsbury"], postcode: "SY2 5DE", latitude: 52.709101, longitude: -2.742738 },
  { id: 132, slug: "sidcup", name: "London - Sidcup Test Centre", shortName: "Sidcup", address: ["Planwell House", "LEFA Business Park", "Edgington Way", "Sidcup  (London)"], postcode: "DA14 5BH", latitude: 51.41534, longitude: 0.12165 },
  { id: 133, slug: "skipton", name: "Skipton Test Centre", shortName: "Skipton", address: ["Suite 3", "First floor", "High St House (access via Newmarket St)", "High St", "Skipton"], postcode: "BD23 2HU", latitude: 53.96057, longitude: -2.01656 },
  { id: 134, slug: "slough", name: "London - Slough Test Centre", shortName: "Slough", address: ["Brooklands House", "Brookland Business Centre", "Petersfield Avenue", "Slough"], postcode: "SL2 5DY", latitude: 51.51387, longitude: -0.589283 },
  { id: 135, slug: "southampton", name: "Southampton Test Centre", shortName: "Southampton", address: ["SECOND FLOOR SOUTH SUITE", "ANGLO CITY HOUSE", "2-6 SHIRLEY ROAD", "SOUTHAMPTON"], postcode: "SO15 3EU", latitude: 50.90866, longitude: -1.416585 },
  { id: 136, slug: "southend", name: "Southend on Sea Test Centre", shortName: "Southend", address: ["2nd floor", "Dencora Court", "Tylers Avenue", "Southend on Sea"], postcode: "SS1 2BB", latitude: 51.53743, longitude: 0.7157 },
  { id: 137, slug: "southgate", name: "London - Southgate Test Centre", shortName: "Southgate", address: ["1st Floor Crown House", "47 Chase Side", "Southgate (London)"], postcode: "N14 5BP", latitude: 51.63264, longitude: -0.129081 },
  { id: 138, slug: "southport", name: "Southport Test Centre", shortName: "Southport", address: ["Suite 6 Gordon House", "3-5 Leicester Street", "Southport"], postcode: "PR9 0ER", latitude: 53.65361, longitude: -3.00018 },
  { id: 139, slug: "southwark", name: "London - Southwark Test Centre", shortName: "Southwark", address: ["10 Holyrood Street", "London", "Southwark"], postcode: "SE1 2EL", latitude: 51.503584, longitude: -0.082602 },
  { id: 140, slug: "st-helens", name: "St Helens Test Centre", shortName: "St Helens", address: ["2nd Floor Century House", "Hardshaw Street", "St Helens"], postcode: "WA10 1QU", latitude: 53.45318, longitude: -2.73509 },
  { id: 141, slug: "staines", name: "London - Staines Test Centre", shortName: "Staines", address: ["First Floor", "11/17 Kingston Road", "Staines"], postcode: "TW18 4QX", latitude: 51.43474, longitude: -0.504949 },
  { id: 142, slug: "stevenage", name: "Stevenage Test Centre", shortName: "Stevenage", address: ["Middlesex House", "Meadway Technology Park", "Rutherford Close", "Stevenage"], postcode: "SG1 2EF", latitude: 51.908706, longitude: -0.218764 },
  { id: 143, slug: "stirling", name: "Stirling (Scotland) Test Centre", shortName: "Stirling", address: ["Hillside House Suite 1A", "Laurelhill Business Park", "Stirling"], postcode: "FK7 9JQ", latitude: 56.11035, longitude: -3.94669 },
  { id: 144, slug: "stockport", name: "Stockport Test Centre", shortName: "Stockport", address: ["Ground Floor Kingsgate", "Wellington Road North", "Stockport"], postcode: "SK4 1LW", latitude: 53.412036, longitude: -2.166343 },
  { id: 145, slug: "stoke-on-trent", name: "Stoke on Trent Test Centre", shortName: "Stoke on Trent", address: ["Unit 8a Whittle Court", "Town Road Business Quarter", "Hanley", "Stoke on Trent"], postcode: "ST1 2QE", latitude: 53.03256, longitude: -2.17204 },
  { id: 146, slug: "stornoway", name: "Stornoway (Scotland) Test Centre", shortName: "Stornoway", address: ["Custom House", "1 Quay Street", "Stornoway"], postcode: "HS1 2XX", latitude: 58.207844, longitude: -6.391182 },
  { id: 147, slug: "stranraer", name: "Stranraer (Scotland) Test Centre", shortName: "Stranraer", address: ["The Millennium Centre", "75 George Street", "Stranraer"], postcode: "DG9 7JP", latitude: 54.904557, longitude: -5.029485 },
  { id: 148, slug: "stratford-upon-avon", name: "Stratford Upon Avon Test Centre", shortName: "Stratford Upon Avon", address: ["2nd Floor", "Packwood House", "Guild Street", "Stratford upon Avon"], postcode: "CV37 6RP", latitude: 52.193715, longitude: -1.70485 },
  { id: 149, slug: "sunderland", name: "Sunderland Test Centre", shortName: "Sunderland", address: ["2nd Floor Havelock Buildings", "High Street West", "Sunderland"], postcode: "SR1 1TZ", latitude: 54.907528, longitude: -1.381268 },
  { id: 150, slug: "sutton-coldfield", name: "Sutton Coldfield Test Centre", shortName: "Sutton Coldfield", address: ["Ground Floor", "31-33 Birmingham Road", "Sutton Coldfield"], postcode: "B72 1QE", latitude: 52.558672, longitude: -1.826391 },
  { id: 151, slug: "swansea", name: "Swansea (Wales) Test Centre", shortName: "Swansea", address: ["2nd Floor Grove House", "3 Grove Place", "Swansea"], postcode: "SA1 5DF", latitude: 51.622398, longitude: -3.946153 },
  { id: 152, slug: "swindon", name: "Swindon Test Centre", shortName: "Swindon", address: ["Ambrose House", "Grd Flr", "South Suite", "30-33 Milton Road", "Swindon"], postcode: "SN1 5JA", latitude: 51.560023, longitude: -1.789837 },
  { id: 153, slug: "tarbert", name: "Tarbert (Scotland) Test Centre", shortName: "Tarbert", address: ["Templer Arts and Leisure Centre", "Harbour Street", "Tarbert"], postcode: "PA29 6UD", latitude: 55.864617, longitude: -5.410324 },
  { id: 154, slug: "taunton", name: "Taunton Test Centre", shortName: "Taunton", address: ["Ground Floor", "Victoria House", "Victoria Street", "Taunton"], postcode: "TA1 3FA", latitude: 51.01488, longitude: -3.089981 },
  { id: 155, slug: "tongue", name: "Tongue (Scotland) Test Centre", shortName: "Tongue", address: ["The Tongue Hotel", "Tongue", "Sutherland", "Tongue"], postcode: "IV27 4XD", latitude: 58.4769, longitude: -4.4178 },
  { id: 156, slug: "torquay", name: "Torquay Test Centre", shortName: "Torquay", address: ["Castle Circus House", "Rooms 36 - 38", "136 Union Street", "Torquay"], postcode: "TQ2 5QB", latitude: 50.467726, longitude: -3.531712 },
  { id: 157, slug: "truro", name: "Truro Test Centre", shortName: "Truro", address: ["Palace Buildings", "Quay Street", "Truro"], postcode: "TR1 2HE", latitude: 50.262635, longitude: -5.048273 },
  { id: 158, slug: "tunbridge-wells", name: "Tunbridge Wells Test Centre", shortName: "Tunbridge Wells", address: ["Foundation House", "Coach and Horses Passage", "The Pantiles", "Royal Tunbridge Wells"], postcode: "TN2 5NP", latitude: 51.125928, longitude: 0.258358 },
  { id: 159, slug: "ullapool", name: "Ullapool Test Centre", shortName: "Ullapool", address: ["Macphail Centre", "Ullapool High School", "Mill Street", "Ullapool"], postcode: "IV26 2UN", latitude: 57.898484, longitude: -5.155014 },
  { id: 160, slug: "uxbridge", name: "London - Uxbridge Test Centre", shortName: "Uxbridge", address: ["5-7 Pantile Walk", "Pavillions Shopping Centre (inside)", "Uxbridge"], postcode: "UB8 1LP", latitude: 51.5465, longitude: -0.48167 },
  { id: 161, slug: "watford", name: "London - Watford Test Centre", shortName: "Watford", address: ["1st Floor", "Cassiobury House", "11-19 Station Rd", "Watford"], postcode: "WD17 1AP", latitude: 51.663631, longitude: -0.397972 },
  { id: 162, slug: "weymouth", name: "Weymouth Test Centre", shortName: "Weymouth", address: ["Phoenix House", "St. Nicholas Street", "Weymouth"], postcode: "DT4 8AA", latitude: 50.608141, longitude: -2.455667 },
  { id: 163, slug: "wick", name: "Wick (Caithness) Test Centre", shortName: "Wick", address: ["MacKays Hotel", "46 Union Street", "Wick"], postcode: "KW1 5ED", latitude: 58.44066, longitude: -3.092973 },
  { id: 164, slug: "wigan", name: "Wigan Test Centre", shortName: "Wigan", address: ["Ground & Basement", "38 - 40 Market Street", "Wigan"], postcode: "WN1 1HX", latitude: 53.548073, longitude: -2.633824 },
  { id: 165, slug: "wolverhampton", name: "Wolverhampton Test Centre", shortName: "Wolverhampton", address: ["2nd Floor Derwent House", "42-46 Waterloo Road", "Wolverhampton"], postcode: "WV1 4XB", latitude: 52.58741, longitude: -2.13231 },
  { id: 166, slug: "worcester", name: "Worcester Test Centre", shortName: "Worcester", address: ["3rd Floor Haswell House", "Block B1", "St. Nicholas Street", "Worcester"], postcode: "WR1 1UN", latitude: 52.193691, longitude: -2.220346 },
  { id: 167, slug: "worthing", name: "Worthing Test Centre", shortName: "Worthing", address: ["Pearson Professional Centres", "Unit 2", "Chatsworth House", "39 Chatsworth Road", "Worthing"], postcode: "BN11 1LY", latitude: 50.813172, longitude: -0.368698 },
  { id: 168, slug: "wrexham", name: "Wrexham Test Centre", shortName: "Wrexham", address: ["Unit 7", "3 Henblas Street", "Wrexham"], postcode: "LL13 8AE", latitude: 53.046392, longitude: -2.992926 },
  { id: 169, slug: "yeovil", name: "Yeovil Test Centre", shortName: "Yeovil", address: ["The Coach House", "Ground Floor", "St Nicholas Close", "Penn Hill", "Yeovil"], postcode: "BA20 1SF", latitude: 50.939475, longitude: -2.632424 },
  { id: 170, slug: "york", name: "York Test Centre", shortName: "York", address: ["Stirling House", "Station Business Park", "Holgate Park Drive", "York"], postcode: "YO26 4GB", latitude: 53.95729, longitude: -1.10851 }
];

// ../../packages/domain/src/catalogue/test-centres.ts
var TEST_CENTRES = test_centres_default;
function getCentreById(id) {
  return TEST_CENTRES.find((c) => c.id === id);
}

// ../../packages/domain/src/schemas/test-booking.ts
var testTypeKeySchema = z5.enum(TEST_TYPE_KEYS, { error: missingOr(MESSAGES.testType) });
var centreIdSchema = numberIdSchema(MESSAGES.location).refine(
  (id) => getCentreById(id) !== void 0,
  { error: MESSAGES.location }
);
var createTestBody = z5.object({
  userId: idSchema(MESSAGES.userId),
  location: centreIdSchema,
  date: bookingDateSchema,
  alternateDate: bookingDateSchema,
  testTime: z5.enum(TEST_TIME_SLOTS, { error: missingOr(MESSAGES.testTime) }),
  testType: testTypeKeySchema,
  retake: booleanSchema().default(false),
  language: requiredText(MESSAGES.language)
}).superRefine((body, ctx) => {
  const offered = getTestType(body.testType)?.languages ?? [];
  if (!offered.includes(body.language)) {
    ctx.addIssue({ code: "custom", path: ["language"], message: MESSAGES.language });
  }
  if (body.alternateDate === body.date) {
    ctx.addIssue({
      code: "custom",
      path: ["alternateDate"],
      message: MESSAGES.alternateDateSame
    });
  }
});
var testCreatedResponse = envelope(z5.object({ orderId: z5.uuid() }));

// ../../packages/domain/src/schemas/card.ts
import { z as z6 } from "zod";

// ../../packages/domain/src/catalogue/validity.ts
function durationText(months) {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? "month" : "months"}`);
  return parts.join(" ");
}
function validityText(validity) {
  const { newMonths, renewalMonths } = validity;
  if (renewalMonths === void 0 || renewalMonths === newMonths) return durationText(newMonths);
  return `${durationText(newMonths)} (new), ${durationText(renewalMonths)} (renewal)`;
}

// ../../packages/domain/src/catalogue/cards.ts
var ALL = ["New Card", "Renew Card", "Lost/Stolen Card"];
var NO_RENEWAL = ["New Card", "Lost/Stolen Card"];
var WITHIN_TWO_YEARS = "The pass must be from within the two years before you apply.";
function card(input) {
  return { ...input, validityText: validityText(input.validity) };
}
var CARD_TYPES = [
  card({
    key: "green-labourer",
    name: "Green Labourer",
    title: "CSCS Green Labourer Card",
    alternativeTitle: "Green CSCS Card",
    colour: "green",
    route: "/cscs-green-card",
    validity: { newMonths: 24, renewalMonths: 60 },
    descriptionLines: [
      "For labourers and other entry-level workers doing non-skilled work on construction sites.",
      "Shows that you have basic health and safety knowledge for working on site."
    ],
    eligibilityLines: [
      "You hold the Level 1 Award in Health and Safety in a Construction Environment (or an accepted equivalent).",
      "You have passed the CITB HS&E Operatives test."
    ],
    testRequirementLines: ["CITB HS&E test: Operatives.", WITHIN_TWO_YEARS],
    applicationTypes: ALL,
    testTypeKey: "operative"
  }),
  card({
    key: "red-apprentice",
    name: "Red Apprentice",
    title: "CSCS Red Apprentice Card",
    alternativeTitle: "CSCS Apprentice Card",
    colour: "red",
    route: "/cscs-apprentice-card",
    // CSCS publishes 4 years 6 months, not renewable (decision 001).
    validity: { newMonths: 54 },
    descriptionLines: [
      "For people on a recognised construction apprenticeship.",
      "Apprentices are expected to move to a skilled card when the apprenticeship is complete."
    ],
    eligibilityLines: [
      "You are registered on a recognised apprenticeship (letter from your managing agency or training provider, or your apprenticeship agreement)."
    ],
    testRequirementLines: [
      "CITB HS&E test: Operatives, or a CSCS-recognised health and safety course.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: NO_RENEWAL,
    testTypeKey: "operative"
  }),
  card({
    key: "red-technical-supervisor-manager",
    name: "Red Technical Supervisor/Manager",
    title: "CSCS Red Experienced Technical, Supervisor or Manager Card",
    alternativeTitle: "CSCS Red Technical Supervisor/Manager Card",
    colour: "red",
    route: "/cscs-red-experienced-technical-card",
    validity: { newMonths: 36 },
    descriptionLines: [
      "For experienced technical staff, supervisors and managers who have not yet achieved a relevant qualification.",
      "Gives time to complete the qualification needed for a gold or black card."
    ],
    eligibilityLines: [
      "You have on-site experience in a technical, supervisory or management role.",
      "You are registered for a relevant NVQ/SVQ (level 3 or above)."
    ],
    testRequirementLines: [
      "CITB HS&E test: Supervisors, or Managers and Professionals, depending on your role.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: NO_RENEWAL
  }),
  card({
    key: "red-experienced-worker",
    name: "Red Experienced Worker",
    title: "CSCS Red Experienced Worker Card",
    alternativeTitle: "CSCS Experienced Worker Card",
    colour: "red",
    route: "/cscs-experienced-worker-card",
    validity: { newMonths: 12 },
    descriptionLines: [
      "For experienced workers who have not yet achieved the qualification for their trade.",
      "A short-term card while you complete your NVQ/SVQ."
    ],
    eligibilityLines: ["You are registered for an NVQ/SVQ level 2 in your occupation."],
    testRequirementLines: [
      "CITB HS&E test: Operatives, or the specialist test for your occupation.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: NO_RENEWAL
  }),
  card({
    key: "red-trainee",
    name: "Red Trainee",
    title: "CSCS Red Trainee Card",
    alternativeTitle: "CSCS Trainee Card",
    colour: "red",
    route: "/cscs-red-trainee-card",
    validity: { newMonths: 60 },
    descriptionLines: [
      "For people working towards their first construction qualification.",
      "Move to a skilled card once the qualification is achieved."
    ],
    eligibilityLines: ["You are registered for a construction-related NVQ/SVQ."],
    testRequirementLines: [
      "CITB HS&E test: Operatives, or the specialist test for your occupation.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: NO_RENEWAL,
    testTypeKey: "operative"
  }),
  card({
    key: "red-industry-placement",
    name: "Red Industry Placement",
    title: "CSCS Red Industry Placement Card",
    alternativeTitle: "CSCS Industry Placement Card",
    colour: "red",
    route: "/cscs-red-industry-placement-card",
    // CSCS publishes 3 years, not renewable (decision 001).
    validity: { newMonths: 36 },
    descriptionLines: [
      "For learners whose course includes a work placement on a construction site, such as T Levels.",
      "The training provider usually applies and pays for the card."
    ],
    eligibilityLines: [
      "You are aged 16 or over.",
      "You are registered on a qualification or training programme with at least 30 days of work placement."
    ],
    testRequirementLines: ["CITB HS&E test: Operatives.", WITHIN_TWO_YEARS],
    applicationTypes: NO_RENEWAL,
    testTypeKey: "operative"
  }),
  card({
    key: "blue-skilled-worker",
    name: "Blue Skilled Worker",
    title: "CSCS Blue Skilled Worker Card",
    alternativeTitle: "Blue CSCS Card",
    colour: "blue",
    route: "/cscs-blue-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: [
      "For skilled workers who have achieved a construction qualification in their trade."
    ],
    eligibilityLines: [
      "You hold an NVQ/SVQ level 2, or an apprenticeship or other qualification accepted for your occupation."
    ],
    testRequirementLines: [
      "CITB HS&E test: Operatives, or the specialist test for your occupation.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: ALL
  }),
  card({
    key: "gold-advanced-craft",
    name: "Gold Advanced Craft",
    title: "CSCS Gold Advanced Craft Card",
    alternativeTitle: "Gold CSCS Card (Advanced Craft)",
    colour: "gold",
    route: "/cscs-gold-advanced-craft-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: ["For skilled workers at advanced craft level."],
    eligibilityLines: ["You hold an NVQ/SVQ level 3 in your occupation."],
    testRequirementLines: [
      "CITB HS&E test: Operatives, or the specialist test for your occupation.",
      WITHIN_TWO_YEARS
    ],
    applicationTypes: ALL
  }),
  card({
    key: "gold-supervisor",
    name: "Gold Supervisor",
    title: "CSCS Gold Supervisor Card",
    alternativeTitle: "Gold CSCS Card (Supervisor)",
    colour: "gold",
    route: "/cscs-gold-supervisor-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: ["For supervisors in construction."],
    eligibilityLines: ["You hold a supervisory NVQ/SVQ level 3 or 4."],
    testRequirementLines: ["CITB HS&E test: Supervisors.", WITHIN_TWO_YEARS],
    applicationTypes: ALL,
    testTypeKey: "supervisors"
  }),
  card({
    key: "black-manager",
    name: "Black Manager",
    title: "CSCS Black Manager Card",
    alternativeTitle: "Black CSCS Card",
    colour: "black",
    route: "/cscs-black-manager-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: ["For senior managers in construction."],
    eligibilityLines: [
      "You hold a construction management NVQ/SVQ at level 5, 6 or 7, or an old level 4."
    ],
    testRequirementLines: ["CITB HS&E test: Managers and Professionals.", WITHIN_TWO_YEARS],
    applicationTypes: ALL,
    testTypeKey: "managers-and-professionals"
  }),
  card({
    key: "white-aqp",
    name: "White Academically Qualified Person",
    title: "CSCS White Academically Qualified Person Card",
    alternativeTitle: "CSCS AQP Card",
    colour: "white",
    route: "/cscs-aqp-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: ["For people who hold certain construction-related academic qualifications."],
    eligibilityLines: [
      "You hold an accepted construction-related degree, HND or HNC, a CIOB certificate, or a NEBOSH diploma."
    ],
    testRequirementLines: ["CITB HS&E test: Managers and Professionals.", WITHIN_TWO_YEARS],
    // Spec §2: white cards offer New and Lost/Stolen only.
    applicationTypes: NO_RENEWAL,
    testTypeKey: "managers-and-professionals"
  }),
  card({
    key: "white-pqp",
    name: "White Professionally Qualified Person",
    title: "CSCS White Professionally Qualified Person Card",
    alternativeTitle: "CSCS PQP Card",
    colour: "white",
    route: "/cscs-pqp-card",
    validity: { newMonths: 60, renewalMonths: 60 },
    descriptionLines: ["For members of professional bodies approved by CSCS."],
    eligibilityLines: ["You are a member of a CSCS-approved professional body."],
    testRequirementLines: ["CITB HS&E test: Managers and Professionals.", WITHIN_TWO_YEARS],
    // Spec §2: white cards offer New and Lost/Stolen only.
    applicationTypes: NO_RENEWAL,
    testTypeKey: "managers-and-professionals"
  }),
  card({
    key: "red-provisional",
    name: "Red Provisional",
    title: "CSCS Red Provisional Card",
    alternativeTitle: "CSCS Provisional Card",
    colour: "red",
    route: "/cscs-red-provisional-card",
    validity: { newMonths: 6 },
    descriptionLines: [
      "For new entrants on a probationary period with an employer.",
      "A short-term card while you decide whether construction work is right for you."
    ],
    eligibilityLines: ["Your employer confirms your probationary employment."],
    testRequirementLines: ["CITB HS&E test: Operatives.", WITHIN_TWO_YEARS],
    applicationTypes: NO_RENEWAL,
    testTypeKey: "operative"
  })
];
function getCardByName(name) {
  return CARD_TYPES.find((c) => c.name === name);
}

// ../../packages/domain/src/data/occupations.json
var occupations_default = [
  { id: 1, name: "Access Flooring Operative", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 2, name: "Aerial and Satellite Installer", testType: "working-at-height", cards: ["Green Labourer", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 3, name: "Aerial Rescue", testType: "operative", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 4, name: "AHU Installer", testType: "hvacr-domestic-heating-and-plumbing", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 5, name: "Air Compressor Engineer", testType: "hvacr-domestic-heating-and-plumbing", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 6, name: "Air Testing of Buildings Operative", testType: "hvacr-domestic-heating-and-plumbing", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 7, name: "Aluminium TIG Welding & Fabrication", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 8, name: "Amenity Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 9, name: "Amenity Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 10, name: "Amenity Worker", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 11, name: "Ansell Fire Suppression System Installer", testType: "operative", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 12, name: "Antenna Systems Installer", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 13, name: "Anti Graffiti Finishing Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 14, name: "Arborist Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 15, name: "Arborist Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 16, name: "Arborist Worker - Chainsaw", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 17, name: "Archaeologist", testType: "operative", cards: ["White Professionally Qualified Person"], withdrawn: false },
  { id: 18, name: "Archaeologist", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 19, name: "Archaeologist Technician", testType: "managers-and-professionals", cards: ["White Academically Qualified Person"], withdrawn: false },
  { id: 20, name: "Architect", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 21, name: "Architectural Lighting Control Systems Installer", testType: "operative", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 22, name: "Architectural Metalwork Paint Sprayer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 23, name: "Architectural Technologist", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 24, name: "Asbestos Analyst - 4 Stage Clearance", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 25, name: "Asbestos Analyst - Asbestos Air Sampling", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 26, name: "Asbestos Analyst - Bulk Sampling", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 27, name: "Asbestos Inspector/ Surveyor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 28, name: "Asbestos Removal Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 29, name: "Asbestos Removal Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 30, name: "Autoclaved Aerated Concrete Frame Erector", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 31, name: "Automated People Mover Installer", testType: "lift-and-escalators", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 32, name: "Automatic Irrigation System Installer", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 33, name: "Bench Joiner", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker"], withdrawn: false },
  { id: 34, name: "Blast Cleaning Contractor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 35, name: "Blind and Shutter Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 36, name: "Bricklayer", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 37, name: "Brise Soleil/Louvre Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 38, name: "Builders Cleaner", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 39, name: "Building Control Officer", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 40, name: "Building Control Surveyor", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 41, name: "Building Maintenance & Estates Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 42, name: "Building Maintenance & Estates Supervisor", testType: "supervisors", cards: ["Gold Supervisor", "White Academically Qualified Person"], withdrawn: false },
  { id: 43, name: "Building Maintenance & Estates Supervisor", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 44, name: "Building Management Control Systems Engineer", testType: "hvacr-domestic-heating-and-plumbing", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 45, name: "Building Site Manager (Conservation)", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 46, name: "Building Surveying Assistant", testType: "supervisors", cards: ["Gold Supervisor", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 47, name: "Building Surveying Assistant", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 48, name: "Built Up Felt Roofer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 49, name: "Butt Fusion Operative", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 50, name: "Cabinet Maker & Polisher", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 51, name: "Car Park Deck Waterproofing Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 52, name: "Carpenter and Joiner", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 53, name: "Cathodic Protection Engineer", testType: "operative", cards: ["Black Manager"], withdrawn: false },
  { id: 54, name: "Cathodic Protection Snr Technician", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 55, name: "Cathodic Protection Technician", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 56, name: "Cavity Wall Insulation Technician", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 57, name: "Cavity Wall Tie Replacement Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 58, name: "CCTV Surveys of Drainage/Pipeline Systems Operative", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 59, name: "Ceiling Fixer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 60, name: "Chainman", testType: "operative", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 61, name: "Chainsaw Maintenance and Cross Cutting only", testType: "operative", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 62, name: "Chemical Cleaning Specialist", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 63, name: "Chemical Grouting Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 64, name: "Chimney Engineer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 65, name: "Chlorination & Disinfection Equipment Installer", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 66, name: "Civil & Structural Engineering Designer", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 67, name: "Civil Engineer", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 68, name: "Civil Engineering Technician", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 69, name: "Cleaner", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 70, name: "Cleaning/ Flushing & Chlorination Operative", testType: "plumbing-or-gas", cards: ["WITHDRAWN: CRO"], withdrawn: true },
  { id: 71, name: "Clerk of Works", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 72, name: "Cold Form Steel Frame Erector", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 73, name: "Communications Technology Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 74, name: "Communications Technology Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 75, name: "Conservation Consultant", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 76, name: "Conservation Technician", testType: "managers-and-professionals", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 77, name: "Conservator", testType: "managers-and-professionals", cards: ["Red Experienced Worker", "White Professionally Qualified Person"], withdrawn: false },
  { id: 78, name: "Construction Built Environment Planner", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 79, name: "Construction Contracting Buyer", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 80, name: "Construction Contracting Buying Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 81, name: "Construction Contracting Buying Assistant", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 82, name: "Construction Contracting Estimating Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 83, name: "Construction Contracting Estimating Assistant", testType: "managers-and-professionals", cards: ["White Academically Qualified Person"], withdrawn: false },
  { id: 84, name: "Construction Contracting Estimator", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 85, name: "Construction Contracting Planner", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 86, name: "Construction Contracting Planning Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 87, name: "Construction Contracting Planning Assistant", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 88, name: "Construction Contracting Surveying Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 89, name: "Construction Contracting Surveying Assistant", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 90, name: "Construction Contracting Surveyor", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 91, name: "Construction Health and Safety Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 92, name: "Construction Health and Safety Officer", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 93, name: "Construction Health and Safety Officer", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 94, name: "Construction Health and Safety Senior Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 95, name: "Construction Operative - Excavation and Reinstantement", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 96, name: "Construction Operative - Structural Concrete", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 97, name: "Construction Operative Concrete Repairer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 98, name: "Construction Operative Drainage Construction", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 99, name: "Construction Operative Drainlayer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 100, name: "Construction Operative Kerbs & Channels", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 101, name: "Construction Operative Spray Concretor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 102, name: "Construction Operative Structural Concretor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 103, name: "Construction Project Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 104, name: "Construction Site Manager (Conservation)", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 105, name: "Construction Site Manager (Contracting)", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 106, name: "Construction Site Manager - Residential", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 107, name: "Construction Site Manager - Sustainability", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 108, name: "Construction Site Supervisor", testType: "supervisors", cards: ["Gold Supervisor", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 109, name: "Construction Site Supervisor (Contracting)", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 110, name: "Construction Site Supervisor (Contracting)", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 111, name: "Construction Site Supervisor (Highways Maintenance)", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 112, name: "Construction Site Supervisor (Highways Maintenance)", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 113, name: "Construction Site Supervisor - (Conservation)", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 114, name: "Construction Site Supervisor - (Conservation)", testType: "managers-and-professionals", cards: ["Gold Supervisor", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 115, name: "Construction Site Supervisor - (Tunnelling)", testType: "tunnelling", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 116, name: "Construction Site Supervisor - Residential", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 117, name: "Construction Site Supervisor - Residential", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 118, name: "Construction Team Leader", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 119, name: "Contracts Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 120, name: "Craft Mason", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 121, name: "Damp Proofer/ Wood Preserver", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 122, name: "Damp Proofing Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 123, name: "Decorative Artist", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 124, name: "Demolition Engineer", testType: "managers-and-professionals", cards: ["White Professionally Qualified Person"], withdrawn: false },
  { id: 125, name: "Demolition Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 126, name: "Demolition Site Operative (Trainee)", testType: "operative", cards: ["Red Trainee"], withdrawn: false },
  { id: 127, name: "Demolition Site Operative / Topman", testType: "demolition", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 128, name: "Demolition Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 129, name: "Diamond Driller and Sawer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 130, name: "Directional Driller", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 131, name: "Display Cabinet Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 132, name: "Door Systems Engineer - Installation", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 133, name: "Door Systems Engineer - Installation & Repair", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 134, name: "Door Systems Engineer - Repair", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 135, name: "Dry Liner: Finisher", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 136, name: "Dry Liner: Fixer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 137, name: "Dry Liner: Fixer/ Finisher", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 138, name: "Eaves & Rainwater System Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 139, name: "Electrostatic Paint Sprayer", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 140, name: "Entrance Matting & Matwell Framing Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 141, name: "Environmental Conservator (Rivers, Coasts and Waterways)", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 142, name: "Environmental Manager (Construction)", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 143, name: "Escalator Installer", testType: "lift-and-escalators", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 144, name: "External Plasterer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 145, name: "External Wall Insulation Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 146, name: "Fabric and Membrane Cladding Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 147, name: "Facade Maintenance: Cleaner", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 148, name: "Facade Maintenance: Surface Repairer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 149, name: "Facade Technician", testType: "managers-and-professionals", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 150, name: "Facilities Management Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 151, name: "Facilities Management Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 152, name: "Facilities Management Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 153, name: "Fascia, Soffit and Bargeboard Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 154, name: "Fence Installer - Vehicle Safety", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 155, name: "Fenestration Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 156, name: "Fenestration Surveyor", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 157, name: "Fire Resistant Glazier", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 158, name: "Floorcoverer: Resilient/ Impervious", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 159, name: "Floorcoverer: Resilient/Impervious", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 160, name: "Floorcoverer: Textiles", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 161, name: "Floorcoverer: Timber", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 162, name: "Formworker", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 163, name: "French Polisher", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 164, name: "Furniture Installer", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 165, name: "Gas Mains & Service Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 166, name: "Gas Membrane Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 167, name: "General Construction Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 168, name: "General Highways Maintenance Operative", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 169, name: "Glazier", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 170, name: "Ground Anchor Installer", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 171, name: "Handrail/Balustrade/Staircase Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 172, name: "Heating & Frost Prevention Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 173, name: "Heavy Timber Frame Carpenter", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 174, name: "Heritage Skills - Blacksmith", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 175, name: "Heritage Skills - Bricklayer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 176, name: "Heritage Skills - Carpenter and Joiner", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 177, name: "Heritage Skills - Craft Mason", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 178, name: "Heritage Skills - Earth Waller", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 179, name: "Heritage Skills - Fibrous Plasterer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 180, name: "Heritage Skills - Finisher", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 181, name: "Heritage Skills - Hard Metal Roofer", testType: "working-at-height", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 182, name: "Heritage Skills - Memorial Mason", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 183, name: "Heritage Skills - Painter and Decorator", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 184, name: "Heritage Skills - Roof Slater and Tiler", testType: "working-at-height", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 185, name: "Heritage Skills - Solid Plasterer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 186, name: "Heritage Skills - Specialist Leadworker", testType: "working-at-height", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 187, name: "Heritage Skills - Stone Carver", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 188, name: "Heritage Skills - Stone Mason Banker", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 189, name: "Heritage Skills - Stone Mason Banker Fixer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 190, name: "Heritage Skills - Stone Mason Fixer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 191, name: "Heritage Skills - Stone Mason Marble and Granite", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 192, name: "Heritage Skills - Stone Mason Setter Out", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 193, name: "Heritage Skills - Wall and Floor Tiler", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 194, name: "Highways Maintenance - Excavation & Reinstatement", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 195, name: "Highways Maintenance Operative: Drainage", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 196, name: "Highways Maintenance Operative: Flexible Pavement Construction", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 197, name: "Highways Maintenance Operative: Kerbs and Channels", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 198, name: "Highways Maintenance Operative: Modular Pavement Construction", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 199, name: "Highways Maintenance Operative: Modular Paving and Kerb Laying", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 200, name: "Highways Maintenance Operative: Shallow Drainage and Ducting Installation", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 201, name: "Highways Maintenance Operative: Structural Concreting", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 202, name: "Highways Maintenance: Shallow Drainage Installation Operative", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 203, name: "Hire Desk Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 204, name: "Hire Desk Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 205, name: "Hoist Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 206, name: "In Situ Flooring: Cementitous Screeding", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 207, name: "In Situ Flooring: Concrete", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 208, name: "In Situ Flooring: Resin Coating", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 209, name: "In Situ Flooring: Resin Screed", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 210, name: "In Situ Flooring: Resin Self Smoothing", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 211, name: "Incident Support Unit Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 212, name: "Industrial Coatings Applicator", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 213, name: "Industrial Storage Equipment Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 214, name: "Installation Co-ordinator", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 215, name: "Installation Engineer: Mobile Conductors", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 216, name: "Installer: Conservatories", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 217, name: "Installer: Curtain Waller", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 218, name: "Installer: Windows and Doors", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 219, name: "Insulated Panel Installer - (Insulated Enclosures - Commercial)", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 220, name: "Insulated Panel Installer - (Insulated Enclosures - Industrial)", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 221, name: "Internal Insulation Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 222, name: "Invasive Weed Surveyor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 223, name: "Joint Taper", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 224, name: "Kitchen/ Bathroom Fitter", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 225, name: "Laboratory Technician", testType: "operative", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 226, name: "Labourer, General Construction Operative", testType: "operative", cards: ["Green Labourer"], withdrawn: false },
  { id: 227, name: "Land Drilling - Driller", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 228, name: "Land Drilling - Lead Driller", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 229, name: "Land Surveyor", testType: "managers-and-professionals", cards: ["White Academically Qualified Person"], withdrawn: false },
  { id: 230, name: "Landscape Architect", testType: "managers-and-professionals", cards: ["White Professionally Qualified Person"], withdrawn: false },
  { id: 231, name: "Landscape Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 232, name: "Landscape Operative - Exterior", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 233, name: "Landscape Operative - Interior", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 234, name: "Landscape Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 235, name: "Landscaper", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 236, name: "Lift & Escalator Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 237, name: "Lift & Escalator Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 238, name: "Lift Installer", testType: "lift-and-escalators", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 239, name: "Lift Maintenance Fitter", testType: "lift-and-escalators", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 240, name: "Lift/Escalator Tester", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 241, name: "Light Steel Frame Erector", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 242, name: "Lightning Conductor Engineer", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 243, name: "Lightning Protective Systems Inspector and Tester", testType: "working-at-height", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 244, name: "Liquid Waterproofing Operative", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 245, name: "Loft Insulation Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 246, name: "Machine Applied Plasterer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 247, name: "Machine Tunnelling Operative", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 248, name: "Maintenance Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 249, name: "Masonry Work Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 250, name: "Mastic Asphalter", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 251, name: "Mechanical Fitter", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 252, name: "Modular Buildings Installer/ Dismantler", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 253, name: "Non Hazardous Waste Removal Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 254, name: "Occupational Work Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 255, name: "On-site Steel Welder", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 256, name: "Operable Partitioner", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 257, name: "Painter and Decorator", testType: "operative", cards: ["Green Labourer", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 258, name: "Painter and Decorator Industrial", testType: "operative", cards: ["Green Labourer", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 259, name: "Partition Fixer/ Demountable Partitioner", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 260, name: "Passive Fire Protection", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 261, name: "Personal Fall Protection Installer - Permanent Solutions", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 262, name: "Pesticides Foreman", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 263, name: "Pesticides Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 264, name: "Piling Operative", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 265, name: "Plant Mechanic/ Construction Plant Maintenance and Repair", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 266, name: "Plasterer: Fibrous", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 267, name: "Plasterer: Solid", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 268, name: "Platform Lift Installer", testType: "lift-and-escalators", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 269, name: "Plumber", testType: "plumbing-or-gas", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 270, name: "Portable Building Installer/ Dismantler", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker"], withdrawn: false },
  { id: 271, name: "Post Tensioner Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 272, name: "Precast Concrete Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 273, name: "Principal Utilities Mapping Surveyor", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 274, name: "Property and Caretaking Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 275, name: "Property Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 276, name: "Public Utilities Electricity Cable Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 277, name: "Quality Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 278, name: "Quantity Surveying Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 279, name: "Quantity Surveyor", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 280, name: "Railway Engineer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 281, name: "Railway Engineer - Track Maintenance", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 282, name: "Remedial Treatment Surveyor", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 283, name: "Remediation Technician", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 284, name: "Resin & Grout Injection Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 285, name: "Road Builder - High Friction Surfacing Operative - Machine", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 286, name: "Road Builder - High Friction Surfacing Operative - Manual", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 287, name: "Road Builder - Retexturing", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 288, name: "Road Builder - Soil Stabilisation", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 289, name: "Road Building: Bituminous Pavior", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 290, name: "Road Building: Concrete Pavior", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 291, name: "Road Building: Micro Asphalter", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 292, name: "Road Building: Pavement Marking Hand", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 293, name: "Road Building: Pavement Marking Machine", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 294, name: "Road Building: Pavement Marking Stud", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 295, name: "Road Building: Planer", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 296, name: "Road Recycling Operative", testType: "highway-works", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 297, name: "Roof Line System Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 298, name: "Roof Sheeter and Cladder", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 299, name: "Roof Slater and Tiler", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 300, name: "Roof Slater and Tiler - New Roof", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 301, name: "Roof Slater and Tiler - Re Roof", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 302, name: "Roofer - Specialist Leadworker", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 303, name: "Safety Net Rigger", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 304, name: "Scaffolder / Roofer", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 305, name: "Sealant Application Supervisor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 306, name: "Sealant Applicator", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 307, name: "Security System Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 308, name: "Senior Construction Site Manager", testType: "managers-and-professionals", cards: ["Black Manager", "White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 309, name: "Senior Transportation Practitioner", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 310, name: "Senior Utilities Mapping Surveyor", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 311, name: "Separation Plant Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 312, name: "Service Duct Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 313, name: "Service Lift Engineer", testType: "lift-and-escalators", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 314, name: "Shopfitter Benchwork", testType: "operative", cards: ["Green Labourer", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 315, name: "Shopfitter Sitefixer", testType: "operative", cards: ["Green Labourer", "Red Trainee", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 316, name: "Shotfiring Operator", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 317, name: "Sign Installer - Illuminated", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 318, name: "Sign Installer - Non Illuminated", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 319, name: "Sign Maintenance/Repair Operative", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 320, name: "Single Ply Roofer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 321, name: "Site Logistics - General", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 322, name: "Site Logistics - Plant", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 323, name: "Site Technical Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 324, name: "Spatial Data Manager", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 325, name: "Specialist Cladding and Rainscreen Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 326, name: "Specialist Operative - Sprayed Concrete", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 327, name: "Specialist Operative: Concrete Placer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 328, name: "Specialist Operative: Concrete Repairer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 329, name: "Specialist Operative: Drainlayer", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 330, name: "Specialist Operative: General", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 331, name: "Specialist Operative: Highways Maintenance", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 332, name: "Specialist Operative: Land Drilling", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 333, name: "Specialist Operative: Pavior", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 334, name: "Specialist Operative: Piling", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 335, name: "Specialist Operative: Spray Concretor", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 336, name: "Specialist Operative: Tunnelling", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 337, name: "Specialist Rendering Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 338, name: "Specialist Restorer: Historic Sturctures", testType: "operative", cards: ["Gold Advanced Craft"], withdrawn: false },
  { id: 339, name: "Spoil Removal Equipment Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 340, name: "Sprayed Concrete Lining Tunnelling Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 341, name: "Stairlift Engineer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 342, name: "Steel Erector", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 343, name: "Steel Fabricator - Plater", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 344, name: "Steel Fabricator - Welder", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 345, name: "Steelfixer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 346, name: "Steeplejack", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 347, name: "Sticker Operative (Plaster Board/Ceiling)", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 348, name: "Stone Cladding Installer", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 349, name: "Stone Fixer", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker"], withdrawn: false },
  { id: 350, name: "Stonemason: Banker", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 351, name: "Stonemason: Banker/ Fixer", testType: "operative", cards: ["Red Trainee", "Gold Advanced Craft"], withdrawn: false },
  { id: 352, name: "Stonemason: Fixer", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 353, name: "Stonemason: Marble and Granite", testType: "operative", cards: ["Red Trainee", "Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 354, name: "Stonemason: Setter Out", testType: "operative", cards: ["Red Trainee", "Gold Advanced Craft"], withdrawn: false },
  { id: 355, name: "Structural Post and Beam Carpenter", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 356, name: "Structural Repairer - Reinforcement", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 357, name: "Stud Welder", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 358, name: "Sub-Structure Operative - Preformed Piles", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 359, name: "Sub-Structure Operative - Retaining Structures", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 360, name: "Surveying Assistant (General Practice)", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 361, name: "Surveying Assistant (General Practice)", testType: "managers-and-professionals", cards: ["White Academically Qualified Person", "White Professionally Qualified Person"], withdrawn: false },
  { id: 362, name: "Suspended Access Equipment Installer", testType: "working-at-height", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 363, name: "Tacker Operative (Plaster Board)", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 364, name: "Tank Cleaner", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 365, name: "Technical Designer (Built Environment)", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 366, name: "Telecoms Cable Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 367, name: "Temporary Excavation Support Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 368, name: "Temporary Industrial Rope Access Installer", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 369, name: "Temproary Traffic Management Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 370, name: "Terrazzo, Marble, Granite Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 371, name: "Timber Frame Erector", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 372, name: "Tinsmith", testType: "working-at-height", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 373, name: "Tower Crane Erector", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 374, name: "Town Planning Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 375, name: "Town Planning Practitioner", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 376, name: "Transportation Assistant", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 377, name: "Transportation Practitioner", testType: "managers-and-professionals", cards: ["Black Manager"], withdrawn: false },
  { id: 378, name: "Tunnel Transport Operative", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 379, name: "Tunneller", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 380, name: "Tunneller - Hand Miner", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 381, name: "Tunneller - Machine Miner", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 382, name: "Tunneller - NATM Miner", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 383, name: "Tunneller - Pipejacking/Micro Tunnelling Miner", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 384, name: "Tunneller - Shaft Miner", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 385, name: "Tunnelling Machine Operator", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 386, name: "Tunnelling Operative - Electricians Mate", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 387, name: "Tunnelling Services Operative", testType: "tunnelling", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 388, name: "Underpinner", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 389, name: "Upholsterer", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 390, name: "Utilities Mapping Surveyor", testType: "supervisors", cards: ["Gold Supervisor"], withdrawn: false },
  { id: 391, name: "Utilities Mapping Technician", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 392, name: "Velocity Patcher", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 393, name: "Wall and Floor Tiler", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 394, name: "Water Jetter - Cutting & Breaking", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 395, name: "Water Jetter - Drains and Sewers", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 396, name: "Water Jetter - Surface Cleaning", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 397, name: "Water Jetter - Tube Cleaning", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 398, name: "Water Mains Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 399, name: "Water Services Layer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 400, name: "Wet Pour Rubber Surface Operative", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 401, name: "Wood Machinist", testType: "operative", cards: ["Blue Skilled Worker", "Gold Advanced Craft"], withdrawn: false },
  { id: 402, name: "Wood Preserver/ Damp Proofer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false },
  { id: 403, name: "Work Surface Installer", testType: "operative", cards: ["Blue Skilled Worker"], withdrawn: false }
];

// ../../packages/domain/src/catalogue/occupations.ts
var OCCUPATIONS = occupations_default;
var byName = (a, b) => a.localeCompare(b, "en-GB");
var CARD_TRADES = [
  ...new Set(OCCUPATIONS.filter((o) => !o.withdrawn).map((o) => o.name))
].sort(byName);
function tradesForCard(cardName) {
  const names = OCCUPATIONS.filter((o) => !o.withdrawn && o.cards.includes(cardName)).map(
    (o) => o.name
  );
  return [...new Set(names)].sort(byName);
}

// ../../packages/domain/src/schemas/card.ts
var cardNameSchema = z6.enum(CARD_NAMES, {
  error: missingOr(MESSAGES.cardType)
});
var applicationTypeSchema = z6.enum(APPLICATION_TYPES, {
  error: missingOr(MESSAGES.applicationType)
});
function tradesAllowedFor(cardName) {
  const fitting = tradesForCard(cardName);
  return fitting.length > 0 ? fitting : CARD_TRADES;
}
var createCardBody = z6.object({
  userId: idSchema(MESSAGES.userId),
  type: cardNameSchema,
  applicationType: applicationTypeSchema,
  trait: requiredText(MESSAGES.trait)
}).superRefine((body, ctx) => {
  const card2 = getCardByName(body.type);
  if (card2 && !card2.applicationTypes.includes(body.applicationType)) {
    ctx.addIssue({
      code: "custom",
      path: ["applicationType"],
      message: MESSAGES.applicationType
    });
  }
  if (!tradesAllowedFor(body.type).includes(body.trait)) {
    ctx.addIssue({ code: "custom", path: ["trait"], message: MESSAGES.trait });
  }
});
var initiatePayQuery = z6.object({
  initiate_pay: z6.enum(["true", "false"], { error: "initiate_pay must be true or false" }).default("false").transform((value) => value === "true")
});
var cardCreatedResponse = envelope(
  z6.object({
    orderId: z6.uuid(),
    cardId: z6.uuid(),
    session_id: z6.string().optional(),
    url: z6.string().optional()
  })
);
var cardIdParams = z6.object({ cardId: idSchema(MESSAGES.checkField) });
var updateCardBody = z6.object({
  testingId: optional(testingIdSchema),
  registrationNumber: optional(registrationNumberSchema)
}).superRefine((body, ctx) => {
  if (!body.testingId && !body.registrationNumber) {
    ctx.addIssue({ code: "custom", path: ["testingId"], message: MESSAGES.testingId });
  }
});
var cardUpdatedResponse = envelope(z6.object({ cardId: z6.uuid() }));

// ../../packages/domain/src/schemas/course.ts
import { z as z7 } from "zod";
var courseDateSchema = z7.object({
  /** ISO 8601 start time, e.g. '2026-12-03T09:00:00.000Z'. */
  datetime: z7.string(),
  capacity: z7.number().int(),
  seatsLeft: z7.number().int()
});
var courseLocationSchema = z7.object({
  id: z7.number().int(),
  name: z7.string(),
  address: z7.string(),
  postcode: z7.string(),
  dates: z7.array(courseDateSchema)
});
var courseLocationsResponse = envelope(
  z7.object({ locations: z7.array(courseLocationSchema) })
);
var holdSeatBody = z7.object({
  locationId: numberIdSchema(MESSAGES.courseLocation),
  seatCount: z7.literal(1, { error: MESSAGES.seatCount }).default(1),
  datetime: z7.iso.datetime({
    offset: true,
    error: missingOr(MESSAGES.courseDate)
  }),
  name: requiredText(MESSAGES.checkField),
  provider: requiredText(MESSAGES.checkField)
});
var seatHeldResponse = envelope(
  z7.object({ seatIds: z7.array(z7.uuid()), heldUntil: z7.string() })
);
var seatIdParams = z7.object({ seatId: idSchema(MESSAGES.courseDate) });
var bookSeatBody = z7.object({ userId: idSchema(MESSAGES.userId) });
var bookOnlineCourseBody = z7.object({
  userId: idSchema(MESSAGES.userId),
  type: z7.literal("Online", { error: MESSAGES.courseType }).default("Online"),
  date: bookingDateSchema
});
var courseBookedResponse = envelope(
  z7.object({ orderId: z7.uuid(), session_id: z7.string().optional(), url: z7.string().optional() })
);

// ../../packages/domain/src/schemas/order.ts
import { z as z8 } from "zod";
var ORDER_KINDS = ["test", "card", "course-online", "course-offline"];
var ORDER_STATUSES = ["pending", "paid", "failed", "expired"];
var orderIdParams = z8.object({ orderId: idSchema(MESSAGES.orderId) });
var updateOrderBody = z8.object({
  retake: optional(booleanSchema(MESSAGES.retake)),
  testingId: optional(testingIdSchema),
  NI: optional(nationalInsuranceNumberSchema)
}).superRefine((body, ctx) => {
  if (body.retake === void 0 && !body.testingId && !body.NI) {
    ctx.addIssue({ code: "custom", path: ["testingId"], message: MESSAGES.testingId });
  }
});
var priceSchema = z8.object({
  officialFee: z8.number().int(),
  serviceFee: z8.number().int(),
  total: z8.number().int()
});
var orderViewSchema = z8.object({
  id: z8.uuid(),
  reference: z8.string(),
  kind: z8.enum(ORDER_KINDS),
  status: z8.enum(ORDER_STATUSES),
  description: z8.string(),
  createdAt: z8.string(),
  paidAt: z8.string().nullable(),
  price: priceSchema,
  test: z8.object({
    location: z8.number().int(),
    centreName: z8.string(),
    date: z8.string(),
    alternateDate: z8.string(),
    testTime: z8.string(),
    testType: z8.string(),
    testTypeName: z8.string(),
    language: z8.string(),
    retake: z8.boolean()
  }).optional(),
  card: z8.object({ type: z8.string(), applicationType: z8.string(), trait: z8.string() }).optional(),
  course: z8.object({
    type: z8.enum(["Online", "Offline"]),
    name: z8.string(),
    date: z8.string(),
    locationName: z8.string().optional()
  }).optional(),
  Cards: z8.array(
    z8.object({
      id: z8.string().nullable(),
      testingId: z8.string().nullable(),
      registrationNumber: z8.string().nullable()
    })
  ),
  User: z8.object({
    firstName: z8.string(),
    lastName: z8.string(),
    email: z8.string().nullable(),
    nationalInsuranceNumber: z8.string().nullable()
  })
});
var orderResponse = envelope(z8.object({ order: orderViewSchema }));
var createPaymentBody = z8.object({ orderId: idSchema(MESSAGES.orderId) });
var paymentSessionResponse = envelope(
  z8.object({ session_id: z8.string(), url: z8.string() })
);

// ../../packages/domain/src/schemas/address.ts
import { z as z9 } from "zod";
var postcodeParams = z9.object({
  postcode: z9.string().trim().min(2, { error: MESSAGES.postcode }).max(10, { error: MESSAGES.postcode }).regex(/^[A-Za-z]{1,2}\d[A-Za-z\d]?(\s*\d[A-Za-z]{2})?$/, { error: MESSAGES.postcode })
});
var nearbyCentreSchema = z9.object({
  centre: z9.object({
    id: z9.number().int(),
    name: z9.string(),
    shortName: z9.string(),
    postcode: z9.string(),
    address: z9.array(z9.string())
  }),
  miles: z9.number()
});
var postcodeCentresResponse = envelope(
  z9.object({
    postcode: z9.string(),
    latitude: z9.number(),
    longitude: z9.number(),
    town: z9.string().optional(),
    centres: z9.array(nearbyCentreSchema)
  })
);
var suggestQuery = z9.object({
  q: z9.string().trim().min(1, { error: MESSAGES.postcode }).max(10, { error: MESSAGES.postcode })
});
var suggestionsResponse = envelope(z9.object({ suggestions: z9.array(z9.string()) }));

// src/error-handler.ts
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

// src/errors.ts
var AppError = class extends Error {
  constructor(statusCode, code, message, errors) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
    this.name = "AppError";
  }
};
var notFound = (what) => new AppError(404, ERROR_CODES.notFound, `${what} was not found`);
var conflict = (code, message) => new AppError(409, code, message);

// src/error-handler.ts
var FRIENDLY = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the request body as JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request body length is wrong.",
  FST_ERR_BAD_URL: "The address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long.",
  FST_ERR_ASYNC_CONSTRAINT: "The request could not be routed."
};
function fieldErrors(validation, context) {
  const byField = /* @__PURE__ */ new Map();
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, "");
    const field2 = path.replace(/\//g, ".") || (context ?? "body");
    if (!byField.has(field2)) {
      const message = path === "" && issue.keyword === "invalid_type" ? "Send the details as a JSON object." : issue.message ?? MESSAGES.checkField;
      byField.set(field2, message);
    }
  }
  return [...byField].map(([field2, message]) => ({ field: field2, message }));
}
function frameworkErrors(error, _request, reply) {
  const status = error.statusCode ?? 400;
  reply.code(status).send(
    send(
      status,
      error.code ?? ERROR_CODES.badRequest,
      FRIENDLY[error.code] ?? "The address is not valid."
    )
  );
}
function send(status, code, message, errors) {
  return errors ? { status, code, message, errors } : { status, code, message };
}
function registerErrorHandler(app) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation, error.validationContext);
      return reply.code(400).send(send(400, ERROR_CODES.validation, MESSAGES.validationFailed, errors));
    }
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(send(error.statusCode, error.code, error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = error.code === ERROR_CODES.rateLimited ? error.message : FRIENDLY[error.code] ?? (status === 404 ? "Not found" : "The request could not be understood.");
      return reply.code(status).send(send(status, error.code ?? ERROR_CODES.badRequest, message));
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send(send(500, ERROR_CODES.internal, "Something went wrong on our side. Please try again."));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      send(
        404,
        ERROR_CODES.notFound,
        `No such address: ${request.method} ${request.url.split("?")[0]}`
      )
    );
  });
}

// src/basic-auth.ts
function basicAuthHook(credential) {
  const expected = Buffer.from(`Basic ${Buffer.from(credential).toString("base64")}`);
  return async function requireWebClient(request, reply) {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).send(
        send(
          401,
          ERROR_CODES.unauthorised,
          "This call needs the web client authorisation header."
        )
      );
    }
  };
}

// src/plugins/app/rate-limits.ts
import rateLimit from "@fastify/rate-limit";
async function rateLimits(api, limits) {
  await api.register(rateLimit, {
    global: true,
    timeWindow: 6e4,
    max: (request) => request.method === "GET" && !request.url.includes("/order/") ? Number.MAX_SAFE_INTEGER : request.method === "GET" ? limits.orderReadsPerMinute : limits.writesPerMinute,
    keyGenerator: (request) => `${request.ip}:${request.method === "GET" ? "read" : "write"}`,
    errorResponseBuilder: (_request, context) => ({
      ...send(
        429,
        ERROR_CODES.rateLimited,
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1e3)} seconds and try again.`
      ),
      statusCode: 429
    })
  });
}

// src/plugins/app/security.ts
import helmet from "@fastify/helmet";
async function securityHeaders(app) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"]
      }
    },
    strictTransportSecurity: { maxAge: 31536e3, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false
  });
}
function sameOriginOnly(publicBaseUrl) {
  const allowed = publicBaseUrl ? new URL(publicBaseUrl).origin : void 0;
  return async function refuseCrossOrigin(request, reply) {
    const origin = request.headers.origin;
    if (!origin) return;
    const own = allowed ?? `${request.protocol}://${request.headers.host}`;
    if (origin !== own) {
      return reply.code(403).send(send(403, ERROR_CODES.forbidden, "Requests from other websites are not accepted."));
    }
  };
}

// src/repositories/courses-repository.ts
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, or, sql as sql2 } from "drizzle-orm";

// src/db/schema.ts
var schema_exports = {};
__export(schema_exports, {
  auditLog: () => auditLog,
  cards: () => cards,
  courseDates: () => courseDates,
  courseLocations: () => courseLocations,
  courseSeats: () => courseSeats,
  emailOutbox: () => emailOutbox,
  enquiries: () => enquiries,
  orderNotes: () => orderNotes,
  orders: () => orders,
  paymentEvents: () => paymentEvents,
  paymentSessions: () => paymentSessions,
  people: () => people,
  staffSessions: () => staffSessions,
  staffUsers: () => staffUsers
});
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid
} from "drizzle-orm/pg-core";
var createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
var people = pgTable("people", {
  id: uuid("id").primaryKey(),
  kind: text("kind", { enum: ["candidate", "contact"] }).notNull(),
  title: text("title").notNull(),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name"),
  lastName: text("last_name").notNull(),
  dateOfBirth: text("date_of_birth"),
  nationalInsuranceNumber: text("national_insurance_number"),
  email: text("email"),
  phoneNumber: text("phone_number"),
  address: text("address"),
  town: text("town"),
  postcode: text("postcode"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow()
});
var enquiries = pgTable("enquiries", {
  id: uuid("id").primaryKey(),
  personId: uuid("person_id").notNull().references(() => people.id),
  kind: text("kind", { enum: ["contact", "group-booking"] }).notNull(),
  groupSize: integer("group_size"),
  comment: text("comment"),
  createdAt: createdAt(),
  /** Set in the back office when someone has replied (issue 7). */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: uuid("answered_by")
});
var orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: ["test", "card", "course-online", "course-offline"] }).notNull(),
    personId: uuid("person_id").notNull().references(() => people.id),
    status: text("status", { enum: ["pending", "paid", "failed", "expired"] }).notNull().default("pending"),
    officialFeePence: integer("official_fee_pence").notNull(),
    serviceFeePence: integer("service_fee_pence").notNull(),
    totalPence: integer("total_pence").notNull(),
    /** What was booked: test, card or course details, shaped by `kind`. */
    details: jsonb("details").notNull(),
    testingId: text("testing_id"),
    nationalInsuranceNumber: text("national_insurance_number"),
    /** A client-chosen key so that a repeated submission returns the same order. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Back office (issue 7): where a paid order stands; null while it is only 'paid'. */
    fulfilmentStatus: text("fulfilment_status", {
      enum: ["submitted", "confirmed", "completed", "cancelled", "refunded"]
    }),
    fulfilmentUpdatedAt: timestamp("fulfilment_updated_at", { withTimezone: true }),
    /** The CITB or CSCS reference given when the order was submitted. */
    fulfilmentReference: text("fulfilment_reference"),
    refundedPence: integer("refunded_pence"),
    refundId: text("refund_id"),
    /** Set by the retention job once the candidate's personal data has been erased. */
    personalDataErasedAt: timestamp("personal_data_erased_at", { withTimezone: true })
  },
  (table) => [
    uniqueIndex("orders_idempotency_key_unique").on(table.idempotencyKey),
    index("orders_person_idx").on(table.personId),
    index("orders_created_idx").on(table.createdAt),
    check(
      "orders_total_check",
      sql`${table.totalPence} = ${table.officialFeePence} + ${table.serviceFeePence}`
    )
  ]
);
var cards = pgTable("cards", {
  id: uuid("id").primaryKey(),
  orderId: uuid("order_id").notNull().unique().references(() => orders.id),
  type: text("type").notNull(),
  applicationType: text("application_type").notNull(),
  trait: text("trait").notNull(),
  testingId: text("testing_id"),
  registrationNumber: text("registration_number"),
  createdAt: createdAt()
});
var paymentSessions = pgTable(
  "payment_sessions",
  {
    id: text("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    provider: text("provider").notNull(),
    status: text("status", { enum: ["open", "complete", "failed", "expired"] }).notNull().default("open"),
    amountPence: integer("amount_pence").notNull(),
    url: text("url").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt()
  },
  (table) => [index("payment_sessions_order_idx").on(table.orderId)]
);
var paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  sessionId: text("session_id").notNull(),
  orderId: uuid("order_id").notNull(),
  type: text("type").notNull(),
  applied: boolean("applied").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow()
});
var courseLocations = pgTable("course_locations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  postcode: text("postcode").notNull()
});
var courseDates = pgTable(
  "course_dates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    locationId: integer("location_id").notNull().references(() => courseLocations.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull()
  },
  (table) => [
    uniqueIndex("course_dates_location_start_unique").on(table.locationId, table.startsAt)
  ]
);
var courseSeats = pgTable(
  "course_seats",
  {
    id: uuid("id").primaryKey(),
    courseDateId: integer("course_date_id").notNull().references(() => courseDates.id),
    status: text("status", { enum: ["held", "sold", "released"] }).notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    createdAt: createdAt()
  },
  (table) => [
    index("course_seats_date_idx").on(table.courseDateId, table.status),
    uniqueIndex("course_seats_order_unique").on(table.orderId)
  ]
);
var emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    kind: text("kind", {
      enum: [
        "order-confirmation",
        // Back office fulfilment steps (issue 7), rendered by admin/fulfilment-email.ts.
        "order-submitted",
        "order-confirmed",
        "order-completed",
        "order-cancelled",
        "order-refunded"
      ]
    }).notNull(),
    status: text("status", { enum: ["pending", "sent", "skipped", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while a worker is sending; another worker leaves the row alone until it passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt()
  },
  (table) => [
    uniqueIndex("email_outbox_order_kind_unique").on(table.orderId, table.kind),
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt)
  ]
);
var staffUsers = pgTable("staff_users", {
  id: uuid("id").primaryKey(),
  /** Stored lower-case. */
  email: text("email").notNull().unique(),
  /** argon2id, PHC string. */
  passwordHash: text("password_hash").notNull(),
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: createdAt()
});
var staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    staffUserId: uuid("staff_user_id").notNull().references(() => staffUsers.id),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (8 hours after sign-in); idle sessions end sooner. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull()
  },
  (table) => [index("staff_sessions_user_idx").on(table.staffUserId)]
);
var auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system (the retention job) and for failed sign-ins of unknown accounts. */
    staffUserId: uuid("staff_user_id"),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    orderId: uuid("order_id"),
    enquiryId: uuid("enquiry_id"),
    detail: jsonb("detail"),
    ip: text("ip")
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_order_idx").on(table.orderId)
  ]
);
var orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey(),
    orderId: uuid("order_id").notNull().references(() => orders.id),
    staffUserId: uuid("staff_user_id").references(() => staffUsers.id),
    author: text("author").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note").notNull(),
    reference: text("reference"),
    emailQueued: boolean("email_queued").notNull().default(false),
    createdAt: createdAt()
  },
  (table) => [index("order_notes_order_idx").on(table.orderId)]
);

// src/repositories/courses-repository.ts
var HOLD_MINUTES = 30;
var activeSeat = or(
  eq(courseSeats.status, "sold"),
  and(eq(courseSeats.status, "held"), gt(courseSeats.heldUntil, sql2`now()`))
);
function createCoursesRepository(db, ordersRepository) {
  return {
    /** Every location with its future dates and the seats still free on each. */
    async listLocations() {
      const taken = db.select({
        courseDateId: courseSeats.courseDateId,
        count: sql2`count(*)::int`.as("count")
      }).from(courseSeats).where(activeSeat).groupBy(courseSeats.courseDateId).as("taken");
      const [locations, dates] = await Promise.all([
        db.select().from(courseLocations).orderBy(asc(courseLocations.name)),
        db.select({
          locationId: courseDates.locationId,
          startsAt: courseDates.startsAt,
          capacity: courseDates.capacity,
          taken: sql2`coalesce(${taken.count}, 0)`
        }).from(courseDates).leftJoin(taken, eq(taken.courseDateId, courseDates.id)).where(gt(courseDates.startsAt, sql2`now()`)).orderBy(asc(courseDates.startsAt))
      ]);
      return locations.map((location) => ({
        ...location,
        dates: dates.filter((date) => date.locationId === location.id).map((date) => ({
          datetime: date.startsAt.toISOString(),
          capacity: date.capacity,
          seatsLeft: Math.max(date.capacity - Number(date.taken), 0)
        }))
      }));
    },
    /**
     * Holds one seat. The course date row is locked for the count and the insert, so
     * however many requests arrive at once, a date never holds more seats than it has.
     */
    async holdSeat(locationId, startsAt) {
      return db.transaction(async (tx) => {
        const [date] = await tx.select({ id: courseDates.id, capacity: courseDates.capacity }).from(courseDates).where(
          and(
            eq(courseDates.locationId, locationId),
            eq(courseDates.startsAt, startsAt),
            gt(courseDates.startsAt, sql2`now()`)
          )
        ).for("update");
        if (!date) {
          const [location] = await tx.select({ id: courseLocations.id }).from(courseLocations).where(eq(courseLocations.id, locationId));
          return location ? "not-found" : "unknown-location";
        }
        const [{ count: count3 } = { count: 0 }] = await tx.select({ count: sql2`count(*)::int` }).from(courseSeats).where(and(eq(courseSeats.courseDateId, date.id), activeSeat));
        if (Number(count3) >= date.capacity) return "full";
        const [seat] = await tx.insert(courseSeats).values({
          id: randomUUID(),
          courseDateId: date.id,
          status: "held",
          heldUntil: sql2`now() + make_interval(mins => ${HOLD_MINUTES})`
        }).returning({ id: courseSeats.id, heldUntil: courseSeats.heldUntil });
        return { seatId: seat.id, heldUntil: seat.heldUntil };
      });
    },
    /** Turns a live hold into an order; booking the same seat again returns the same order. */
    async bookSeat(seatId, order, name) {
      return db.transaction(async (tx) => {
        const [seat] = await tx.select({
          status: courseSeats.status,
          orderId: courseSeats.orderId,
          live: sql2`${courseSeats.heldUntil} > now()`,
          startsAt: courseDates.startsAt,
          locationName: courseLocations.name
        }).from(courseSeats).innerJoin(courseDates, eq(courseDates.id, courseSeats.courseDateId)).innerJoin(courseLocations, eq(courseLocations.id, courseDates.locationId)).where(eq(courseSeats.id, seatId)).for("update", { of: courseSeats });
        if (!seat) return "not-found";
        if (seat.orderId) {
          const existing = await ordersRepository.findOrder(seat.orderId, tx);
          return existing?.personId === order.personId ? { orderId: seat.orderId } : "not-found";
        }
        if (seat.status !== "held" || !seat.live) return "expired";
        const { id: orderId } = await ordersRepository.insertOrder(tx, {
          ...order,
          kind: "course-offline",
          details: {
            type: "Offline",
            name,
            date: seat.startsAt.toISOString(),
            locationName: seat.locationName
          }
        });
        await tx.update(courseSeats).set({ orderId }).where(eq(courseSeats.id, seatId));
        return { orderId };
      });
    },
    async seatOfOrder(orderId, executor = db) {
      const [seat] = await executor.select().from(courseSeats).where(eq(courseSeats.orderId, orderId));
      return seat;
    }
  };
}

// src/repositories/orders-repository.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { and as and2, eq as eq2, sql as sql3 } from "drizzle-orm";

// ../../packages/domain/src/catalogue/courses.ts
var COURSE_PROVIDER = "SafeSite Training";
var COURSES = [
  { kind: "Online", name: "Level 1 Award", provider: COURSE_PROVIDER },
  { kind: "Offline", name: "Level 1 Award in Health and Safety", provider: COURSE_PROVIDER }
];
function getCourse(kind) {
  const course = COURSES.find((c) => c.kind === kind);
  if (!course) throw new Error(`Unknown course kind: ${kind}`);
  return course;
}

// src/repositories/order-view.ts
function maskTail(value, visible = 3) {
  if (!value) return null;
  return `${"*".repeat(Math.max(value.length - visible, 3))}${value.slice(-visible)}`;
}
function maskEmail(value) {
  if (!value) return null;
  const [local = "", domain = ""] = value.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
function referenceOf(orderId) {
  return orderId.replace(/-/g, "").slice(0, 10).toUpperCase();
}
function describeOrder(order) {
  if (order.kind === "test") {
    const details2 = order.details;
    return `CITB HS&E test: ${getTestType(details2.testType)?.name ?? details2.testType}`;
  }
  if (order.kind === "card") {
    const details2 = order.details;
    return `CSCS ${details2.type} card: ${details2.applicationType}`;
  }
  const details = order.details;
  return `${details.name} (${details.type === "Online" ? "online" : "classroom"})`;
}
function toOrderView(order, person, card2) {
  const view = {
    id: order.id,
    reference: referenceOf(order.id),
    kind: order.kind,
    status: order.status,
    description: describeOrder(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    price: {
      officialFee: order.officialFeePence,
      serviceFee: order.serviceFeePence,
      total: order.totalPence
    },
    Cards: [
      {
        id: card2?.id ?? null,
        testingId: card2?.testingId ?? order.testingId ?? null,
        registrationNumber: card2?.registrationNumber ?? null
      }
    ],
    User: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: maskEmail(person.email),
      nationalInsuranceNumber: maskTail(
        order.nationalInsuranceNumber ?? person.nationalInsuranceNumber
      )
    }
  };
  if (order.kind === "test") {
    const details = order.details;
    view.test = {
      ...details,
      centreName: getCentreById(details.location)?.name ?? "Unknown centre",
      testTypeName: getTestType(details.testType)?.name ?? details.testType
    };
  } else if (order.kind === "card") {
    view.card = order.details;
  } else {
    view.course = order.details;
  }
  return view;
}

// src/repositories/orders-repository.ts
function createOrdersRepository(db) {
  async function insertOrder(executor, order) {
    const id = randomUUID2();
    const inserted = await executor.insert(orders).values({
      id,
      kind: order.kind,
      personId: order.personId,
      officialFeePence: order.price.officialFee,
      serviceFeePence: order.price.serviceFee,
      totalPence: order.price.total,
      details: order.details,
      idempotencyKey: order.idempotencyKey
    }).onConflictDoNothing({ target: orders.idempotencyKey }).returning({ id: orders.id });
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const existing = await executor.select({ id: orders.id, personId: orders.personId, kind: orders.kind }).from(orders).where(eq2(orders.idempotencyKey, order.idempotencyKey ?? ""));
    const found = existing[0];
    if (!found || found.personId !== order.personId || found.kind !== order.kind) {
      throw new IdempotencyKeyReused();
    }
    return { id: found.id, created: false };
  }
  return {
    insertOrder,
    async createOrder(order) {
      return (await insertOrder(db, order)).id;
    },
    async createCardOrder(order) {
      return db.transaction(async (tx) => {
        const { id: orderId, created } = await insertOrder(tx, order);
        if (created) {
          const cardId = randomUUID2();
          await tx.insert(cards).values({ id: cardId, orderId, ...order.details });
          return { orderId, cardId };
        }
        const [card2] = await tx.select({ id: cards.id }).from(cards).where(eq2(cards.orderId, orderId));
        return { orderId, cardId: card2.id };
      });
    },
    async findView(orderId) {
      const rows = await db.select({ order: orders, person: people, card: cards }).from(orders).innerJoin(people, eq2(people.id, orders.personId)).leftJoin(cards, eq2(cards.orderId, orders.id)).where(eq2(orders.id, orderId));
      const row = rows[0];
      return row ? toOrderView(row.order, row.person, row.card) : void 0;
    },
    async findOrder(orderId, executor = db) {
      const rows = await executor.select().from(orders).where(eq2(orders.id, orderId));
      return rows[0];
    },
    /** The retake flag belongs to the booking, so it can change only before the order is paid. */
    async setRetake(orderId, retake) {
      return db.transaction(async (tx) => {
        const [order] = await tx.select({ kind: orders.kind, status: orders.status, details: orders.details }).from(orders).where(eq2(orders.id, orderId)).for("update");
        if (!order || order.kind !== "test") return "not-found";
        if (order.status === "paid" || order.status === "expired") return "closed";
        await tx.update(orders).set({ details: { ...order.details, retake }, updatedAt: sql3`now()` }).where(eq2(orders.id, orderId));
        return "updated";
      });
    },
    async addReferences(orderId, references) {
      const changes = {};
      if (references.testingId) changes.testingId = references.testingId;
      if (references.NI) changes.nationalInsuranceNumber = references.NI;
      const updated = await db.update(orders).set({ ...changes, updatedAt: sql3`now()` }).where(eq2(orders.id, orderId)).returning({ id: orders.id });
      return updated.length > 0;
    },
    async updateCard(cardId, references) {
      const changes = {};
      if (references.testingId) changes.testingId = references.testingId;
      if (references.registrationNumber) changes.registrationNumber = references.registrationNumber;
      const updated = await db.update(cards).set(changes).where(and2(eq2(cards.id, cardId))).returning({ id: cards.id });
      return updated.length > 0;
    }
  };
}
var IdempotencyKeyReused = class extends Error {
  constructor() {
    super("The Idempotency-Key was already used for a different request");
  }
};

// src/repositories/people-repository.ts
import { randomUUID as randomUUID3 } from "node:crypto";
import { eq as eq3, sql as sql4 } from "drizzle-orm";
function createPeopleRepository(db) {
  return {
    async createCandidate(candidate) {
      const id = randomUUID3();
      await db.insert(people).values({ id, kind: "candidate", ...candidate });
      return id;
    },
    /** Returns false when there is no such candidate. */
    async updateCandidate(id, changes) {
      const updated = await db.update(people).set({ ...changes, updatedAt: sql4`now()` }).where(eq3(people.id, id)).returning({ id: people.id });
      return updated.length > 0;
    },
    async createContact(contact) {
      const id = randomUUID3();
      const { kind, groupSize, comment, ...person } = contact;
      await db.transaction(async (tx) => {
        await tx.insert(people).values({ id, kind: "contact", ...person });
        await tx.insert(enquiries).values({ id: randomUUID3(), personId: id, kind, groupSize, comment });
      });
      return id;
    },
    async exists(id) {
      const rows = await db.select({ id: people.id }).from(people).where(eq3(people.id, id));
      return rows.length > 0;
    }
  };
}

// src/payments/payments-service.ts
import { and as and4, eq as eq5, gt as gt2, inArray as inArray2, lt as lt2, sql as sql6 } from "drizzle-orm";

// src/email/outbox.ts
import { randomUUID as randomUUID4 } from "node:crypto";
import { and as and3, asc as asc2, eq as eq4, inArray, isNull, lte, lt, or as or2, sql as sql5 } from "drizzle-orm";
async function enqueueEmail(executor, orderId, kind) {
  const inserted = await executor.insert(emailOutbox).values({ id: randomUUID4(), orderId, kind }).onConflictDoNothing({ target: [emailOutbox.orderId, emailOutbox.kind] }).returning({ id: emailOutbox.id });
  return inserted.length > 0;
}
function backoffMs(attempts, base, max) {
  return Math.min(base * 2 ** Math.max(attempts - 1, 0), max);
}
function createOutbox(db, options = {}) {
  const leaseMs = options.leaseMs ?? 5 * 6e4;
  const baseDelayMs = options.baseDelayMs ?? 3e4;
  const maxDelayMs = options.maxDelayMs ?? 60 * 6e4;
  const maxAttempts = options.maxAttempts ?? 12;
  return {
    /**
     * Takes up to `limit` due rows for this worker. FOR UPDATE SKIP LOCKED lets several
     * workers (or API instances) claim at once without waiting on, or taking, each other's
     * rows; the lease written here keeps a row out of reach while it is being sent.
     */
    async claimDue(limit = 10) {
      return db.transaction(async (tx) => {
        const due = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(
          and3(
            eq4(emailOutbox.status, "pending"),
            lte(emailOutbox.nextAttemptAt, sql5`now()`),
            or2(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql5`now()`))
          )
        ).orderBy(asc2(emailOutbox.nextAttemptAt)).limit(limit).for("update", { skipLocked: true });
        if (due.length === 0) return [];
        return tx.update(emailOutbox).set({
          attempts: sql5`${emailOutbox.attempts} + 1`,
          lockedUntil: sql5`now() + make_interval(secs => ${leaseMs / 1e3})`
        }).where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id)
          )
        ).returning();
      });
    },
    async markSent(id, messageId) {
      await db.update(emailOutbox).set({ status: "sent", sentAt: sql5`now()`, lockedUntil: null, messageId, lastError: null }).where(eq4(emailOutbox.id, id));
    },
    /** Nothing to send (no email address on file): recorded, never retried. */
    async markSkipped(id, reason) {
      await db.update(emailOutbox).set({ status: "skipped", lockedUntil: null, lastError: reason }).where(eq4(emailOutbox.id, id));
    },
    /** Schedules the next attempt with exponential backoff, or gives up after maxAttempts. */
    async markFailed(row, error) {
      const delay = backoffMs(row.attempts, baseDelayMs, maxDelayMs);
      await db.update(emailOutbox).set({
        status: row.attempts >= maxAttempts ? "failed" : "pending",
        lockedUntil: null,
        lastError: error.slice(0, 1e3),
        nextAttemptAt: sql5`now() + make_interval(secs => ${delay / 1e3})`
      }).where(eq4(emailOutbox.id, row.id));
    }
  };
}

// src/payments/payments-service.ts
var SESSION_MINUTES = 30;
var HOLD_MARGIN_MS = 2 * 6e4;
var MAX_HOLD_MINUTES = 120;
function createPaymentsService(db, provider) {
  return {
    provider,
    /**
     * Opens a checkout session for an order, or hands back the one still open, so a reload
     * or a second click never opens a second charge. The order row is locked meanwhile.
     */
    async startPayment(orderId) {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq5(orders.id, orderId)).for("update");
        if (!order) throw notFound("The order");
        if (order.status === "paid") {
          throw conflict(ERROR_CODES.alreadyPaid, "This order has already been paid.");
        }
        if (order.status === "expired") {
          throw conflict(ERROR_CODES.orderClosed, "This order has expired. Please book again.");
        }
        const [open] = await tx.select().from(paymentSessions).where(
          and4(
            eq5(paymentSessions.orderId, orderId),
            eq5(paymentSessions.status, "open"),
            gt2(paymentSessions.expiresAt, sql6`now() + interval '1 minute'`)
          )
        );
        if (open) return { sessionId: open.id, url: open.url };
        const now = Date.now();
        const earliestEnd = now + provider.minimumSessionMs;
        let expiresAt = new Date(Math.max(now + SESSION_MINUTES * 6e4, earliestEnd));
        if (order.kind === "course-offline") {
          const [seat] = await tx.select().from(courseSeats).where(eq5(courseSeats.orderId, orderId)).for("update");
          const holdExpired = () => conflict(
            ERROR_CODES.holdExpired,
            "Your seat hold has expired. Please choose a course date again."
          );
          if (!seat || seat.status !== "held" || seat.heldUntil.getTime() < now + 6e4) {
            throw holdExpired();
          }
          if (seat.heldUntil.getTime() >= earliestEnd) {
            expiresAt = seat.heldUntil;
          } else {
            expiresAt = new Date(earliestEnd);
            const heldUntil = new Date(earliestEnd + HOLD_MARGIN_MS);
            if (heldUntil.getTime() > seat.createdAt.getTime() + MAX_HOLD_MINUTES * 6e4) {
              throw holdExpired();
            }
            await tx.update(courseSeats).set({ heldUntil }).where(eq5(courseSeats.id, seat.id));
          }
        }
        const description = describeOrder(order);
        const session = await provider.createCheckoutSession({
          orderId,
          amountPence: order.totalPence,
          description,
          lineItems: [
            { name: `${description}: official fee`, amountPence: order.officialFeePence },
            { name: "Booking service fee", amountPence: order.serviceFeePence }
          ],
          expiresAt
        });
        await tx.insert(paymentSessions).values({
          id: session.id,
          orderId,
          provider: provider.name,
          amountPence: order.totalPence,
          url: session.url,
          expiresAt
        });
        return { sessionId: session.id, url: session.url };
      });
    },
    /**
     * Before saying whether an order is paid, asks the provider about its open sessions, so a
     * browser that returns before the provider's event still sees the truth (issue 5).
     */
    async reconcile(orderId) {
      const open = await db.select({ id: paymentSessions.id }).from(paymentSessions).where(and4(eq5(paymentSessions.orderId, orderId), eq5(paymentSessions.status, "open")));
      for (const session of open) {
        const status = await provider.retrieveSessionStatus(session.id).catch(() => void 0);
        if (status === "complete" || status === "expired") {
          const type = status === "complete" ? "completed" : "expired";
          await this.applyEvent({ id: `check_${session.id}_${type}`, type, sessionId: session.id });
        }
      }
    },
    async findSession(sessionId) {
      const [session] = await db.select().from(paymentSessions).where(eq5(paymentSessions.id, sessionId));
      return session;
    },
    /**
     * Applies a provider event exactly once: the event id is stored in the same transaction
     * that changes the order, so a repeated or concurrent delivery changes nothing.
     */
    async applyEvent(event) {
      return db.transaction(async (tx) => {
        const [session] = await tx.select().from(paymentSessions).where(eq5(paymentSessions.id, event.sessionId)).for("update");
        if (!session) return "unknown-session";
        const recorded = await tx.insert(paymentEvents).values({
          id: event.id,
          sessionId: session.id,
          orderId: session.orderId,
          type: event.type,
          applied: true
        }).onConflictDoNothing().returning({ id: paymentEvents.id });
        if (recorded.length === 0) return "duplicate";
        const [order] = await tx.select().from(orders).where(eq5(orders.id, session.orderId)).for("update");
        if (!order) return "unknown-session";
        if (event.type === "completed") {
          await tx.update(paymentSessions).set({ status: "complete" }).where(eq5(paymentSessions.id, session.id));
          if (order.status !== "paid") {
            await tx.update(orders).set({ status: "paid", paidAt: sql6`now()`, updatedAt: sql6`now()` }).where(eq5(orders.id, order.id));
            await tx.update(courseSeats).set({ status: "sold" }).where(eq5(courseSeats.orderId, order.id));
            await enqueueEmail(tx, order.id, "order-confirmation");
          }
        } else if (session.status === "open") {
          const status = event.type === "failed" ? "failed" : "expired";
          await tx.update(paymentSessions).set({ status }).where(eq5(paymentSessions.id, session.id));
          if (event.type === "failed" && order.status === "pending") {
            await tx.update(orders).set({ status: "failed", updatedAt: sql6`now()` }).where(eq5(orders.id, order.id));
          }
        }
        return "applied";
      });
    },
    /**
     * Closes what was left half-way: open sessions past their expiry, seat holds past theirs
     * (the seat goes back on sale), and the unpaid classroom orders that held them.
     */
    async expireStale() {
      await db.transaction(async (tx) => {
        await tx.update(paymentSessions).set({ status: "expired" }).where(
          and4(eq5(paymentSessions.status, "open"), lt2(paymentSessions.expiresAt, sql6`now()`))
        );
        const released = await tx.update(courseSeats).set({ status: "released" }).where(and4(eq5(courseSeats.status, "held"), lt2(courseSeats.heldUntil, sql6`now()`))).returning({ orderId: courseSeats.orderId });
        const orderIds = released.flatMap((seat) => seat.orderId ? [seat.orderId] : []);
        if (orderIds.length > 0) {
          await tx.update(orders).set({ status: "expired", updatedAt: sql6`now()` }).where(
            and4(inArray2(orders.id, orderIds), inArray2(orders.status, ["pending", "failed"]))
          );
        }
      });
    }
  };
}

// src/payments/sandbox-provider.ts
import { randomBytes } from "node:crypto";
function createSandboxProvider() {
  return {
    name: "sandbox",
    // The sandbox's own page honours any expiry, so a session simply ends with its seat hold.
    minimumSessionMs: 0,
    async createCheckoutSession(_request) {
      const id = `cs_sandbox_${randomBytes(16).toString("hex")}`;
      return { id, url: `/sandbox-checkout/${id}` };
    },
    // The sandbox's only record is our own table, which the caller already reads.
    async retrieveSessionStatus() {
      return void 0;
    },
    // No money moves in the sandbox: the refund is named after its session, so asking again
    // for the same session gives the same refund.
    async refund(sessionId, amountPence) {
      return { id: `re_${sessionId}`, amountPence };
    }
  };
}
var SANDBOX_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002"
};

// src/payments/stripe-provider.ts
import Stripe from "stripe";

// src/payments/payment-provider.ts
var WebhookSignatureError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "WebhookSignatureError";
  }
};

// src/payments/stripe-refund.ts
async function refundCheckoutSession(stripe, sessionId, amountPence) {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntent, amount: amountPence, reason: "requested_by_customer" },
    { idempotencyKey: `refund_${sessionId}_${amountPence}` }
  );
  return { id: refund.id, amountPence: refund.amount };
}

// src/payments/stripe-provider.ts
var STRIPE_MINIMUM_SESSION_MS = 31 * 6e4;
function createStripeProvider(options) {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 2e4,
    telemetry: false
  });
  const base = options.publicBaseUrl.replace(/\/+$/, "");
  function eventOf(event) {
    const ignored = { kind: "ignored", type: event.type };
    const toEvent = (session, type) => ({ kind: "event", event: { id: event.id, type, sessionId: session.id } });
    switch (event.type) {
      case "checkout.session.completed":
        return event.data.object.payment_status === "paid" ? toEvent(event.data.object, "completed") : ignored;
      case "checkout.session.async_payment_succeeded":
        return toEvent(event.data.object, "completed");
      case "checkout.session.async_payment_failed":
        return toEvent(event.data.object, "failed");
      case "checkout.session.expired":
        return toEvent(event.data.object, "expired");
      default:
        return ignored;
    }
  }
  return {
    name: "stripe",
    minimumSessionMs: STRIPE_MINIMUM_SESSION_MS,
    async createCheckoutSession(request) {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        currency: "gbp",
        line_items: request.lineItems.filter((item) => item.amountPence > 0).map((item) => ({
          quantity: 1,
          price_data: {
            currency: "gbp",
            unit_amount: item.amountPence,
            product_data: { name: item.name }
          }
        })),
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId },
        payment_intent_data: {
          description: request.description,
          metadata: { orderId: request.orderId }
        },
        success_url: `${base}/success/${request.orderId}`,
        cancel_url: `${base}/failed/${request.orderId}`,
        // Rounded down, so Stripe's session never outlives the one we recorded.
        expires_at: Math.floor(request.expiresAt.getTime() / 1e3)
      });
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
    async retrieveSessionStatus(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status === "expired") return "expired";
      if (session.status === "complete") {
        return session.payment_status === "paid" ? "complete" : "open";
      }
      return session.status === "open" ? "open" : void 0;
    },
    refund: (sessionId, amountPence) => refundCheckoutSession(stripe, sessionId, amountPence),
    parseWebhook(payload, signature) {
      if (!signature) throw new WebhookSignatureError("The Stripe-Signature header is missing");
      let event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Error ? error.message : "The signature did not verify"
        );
      }
      return eventOf(event);
    }
  };
}

// src/payments/select-provider.ts
function paymentProviderFromEnv(env) {
  if (env.PAYMENT_PROVIDER !== "stripe") return createSandboxProvider();
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY ?? "",
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`
  });
}

// ../../packages/domain/src/geo/distance.ts
var EARTH_RADIUS_MILES = 3958.7613;
var toRadians = (degrees) => degrees * Math.PI / 180;
function distanceMiles(a, b) {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

// ../../packages/domain/src/geo/nearest-centres.ts
var NEAREST_CENTRES_LIMIT = 10;
var NEAREST_CENTRES_MAX_MILES = 15;
function nearestCentres(point, centres = TEST_CENTRES) {
  return centres.map((centre) => ({ centre, miles: distanceMiles(point, centre) })).filter((entry) => entry.miles < NEAREST_CENTRES_MAX_MILES).sort((a, b) => a.miles - b.miles || a.centre.id - b.centre.id).slice(0, NEAREST_CENTRES_LIMIT);
}

// ../../packages/domain/src/geo/postcode.ts
var OUTWARD = "(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])";
var INWARD = "[0-9][ABD-HJLNP-UW-Z]{2}";
var FULL = new RegExp(`^(?!BF)(?:${OUTWARD} ${INWARD}|GIR 0AA)$`);
var OUTCODE = new RegExp(`^(?!BF)(?:${OUTWARD}|GIR)$`);
function normalisePostcode(input) {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact.length <= 3) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
function isUkPostcode(input) {
  return FULL.test(normalisePostcode(input));
}
function isUkOutcode(input) {
  return OUTCODE.test(input.replace(/\s+/g, "").toUpperCase());
}
function outcodeOf(postcode) {
  if (!isUkPostcode(postcode)) return void 0;
  return normalisePostcode(postcode).split(" ")[0];
}

// ../../packages/domain/src/data/outcodes.json
var outcodes_default = [
  ["AB10", 57.1349, -2.11739, "Aberdeen"],
  ["AB11", 57.1371, -2.09346, "Aberdeen"],
  ["AB12", 57.1034, -2.10978, "Aberdeen"],
  ["AB13", 57.1123, -2.24253, "Milltimber"],
  ["AB14", 57.1034, -2.27294, "Peterculter"],
  ["AB15", 57.1387, -2.1677, "Aberdeen"],
  ["AB16", 57.1594, -2.15659, "Aberdeen"],
  ["AB21", 57.2074, -2.20007, "Aberdeen"],
  ["AB22", 57.1866, -2.12007, "Aberdeen"],
  ["AB23", 57.208, -2.08973, "Aberdeen"],
  ["AB24", 57.1634, -2.10828, "Aberdeen"],
  ["AB25", 57.1536, -2.11441, "Aberdeen"],
  ["AB30", 56.8454, -2.47723, "Laurencekirk"],
  ["AB31", 57.0669, -2.5047, "Banchory"],
  ["AB32", 57.1545, -2.31443, "Westhill"],
  ["AB33", 57.2261, -2.73662, "Alford"],
  ["AB34", 57.0926, -2.80991, "Aboyne"],
  ["AB35", 57.039, -3.14386, "Ballater"],
  ["AB36", 57.1963, -3.07248, "Strathdon"],
  ["AB37", 57.33, -3.35323, "Ballindalloch"],
  ["AB38", 57.4854, -3.22728, "Aberlour"],
  ["AB39", 56.9795, -2.21565, "Stonehaven"],
  ["AB41", 57.3717, -2.11699, "Ellon"],
  ["AB42", 57.5016, -1.88823, "Peterhead"],
  ["AB43", 57.6578, -2.04476, "Fraserburgh"],
  ["AB44", 57.6682, -2.49306, "Macduff"],
  ["AB45", 57.6522, -2.56716, "Banff"],
  ["AB51", 57.288, -2.40459, "Inverurie"],
  ["AB52", 57.3423, -2.60245, "Insch"],
  ["AB53", 57.5344, -2.4073, "Turriff"],
  ["AB54", 57.4656, -2.75615, "Huntly"],
  ["AB55", 57.5325, -2.97552, "Keith"],
  ["AB56", 57.6735, -2.91931, "Buckie"],
  ["AB99", 57.1113, -2.09399, "Aberdeen"],
  ["AL1", 51.7486, -0.319458, "St. Albans"],
  ["AL2", 51.7223, -0.331061, "St. Albans"],
  ["AL3", 51.7755, -0.36673, "St. Albans"],
  ["AL4", 51.7713, -0.296011, "St. Albans"],
  ["AL5", 51.8146, -0.351511, "Harpenden"],
  ["AL6", 51.8299, -0.199373, "Welwyn"],
  ["AL7", 51.7988, -0.189475, "Welwyn, Welwyn Garden City"],
  ["AL8", 51.8034, -0.210348, "Welwyn Garden City"],
  ["AL9", 51.7469, -0.201736, "Hatfield"],
  ["AL10", 51.7609, -0.231148, "Hatfield"],
  ["B1", 52.4796, -1.90783, "Birmingham"],
  ["B2", 52.4863, -1.89732, "Birmingham"],
  ["B3", 52.4823, -1.90291, "Birmingham"],
  ["B4", 52.4838, -1.89376, "Birmingham"],
  ["B5", 52.4721, -1.89687, "Birmingham"],
  ["B6", 52.5024, -1.88693, "Birmingham"],
  ["B7", 52.4938, -1.87438, "Birmingham"],
  ["B8", 52.49, -1.84278, "Birmingham"],
  ["B9", 52.4781, -1.85282, "Birmingham"],
  ["B10", 52.4701, -1.8533, "Birmingham"],
  ["B11", 52.4554, -1.85981, "Birmingham"],
  ["B12", 52.461, -1.88256, "Birmingham"],
  ["B13", 52.4349, -1.88277, "Birmingham"],
  ["B14", 52.4188, -1.89029, "Birmingham"],
  ["B15", 52.468, -1.92336, "Birmingham"],
  ["B16", 52.4754, -1.93222, "Birmingham"],
  ["B17", 52.4615, -1.96294, "Birmingham"],
  ["B18", 52.4915, -1.92233, "Birmingham"],
  ["B19", 52.4963, -1.90612, "Birmingham"],
  ["B20", 52.5134, -1.91883, "Birmingham"],
  ["B21", 52.5051, -1.9363, "Birmingham"],
  ["B23", 52.5276, -1.85156, "Birmingham"],
  ["B24", 52.5197, -1.82877, "Birmingham"],
  ["B25", 52.4612, -1.82649, "Birmingham"],
  ["B26", 52.4607, -1.79265, "Birmingham"],
  ["B27", 52.4458, -1.82379, "Birmingham"],
  ["B28", 52.428, -1.84315, "Birmingham"],
  ["B29", 52.4377, -1.94538, "Birmingham"],
  ["B30", 52.4211, -1.9281, "Birmingham"],
  ["B31", 52.4091, -1.97327, "Birmingham"],
  ["B32", 52.4512, -1.99451, "Birmingham"],
  ["B33", 52.4808, -1.78802, "Birmingham"],
  ["B34", 52.4957, -1.78169, "Birmingham"],
  ["B35", 52.5172, -1.7899, "Birmingham"],
  ["B36", 52.5045, -1.78008, "Birmingham"],
  ["B37", 52.4784, -1.74179, "Birmingham"],
  ["B38", 52.4011, -1.93391, "Birmingham"],
  ["B40", 52.4587, -1.72499, "Birmingham"],
  ["B42", 52.5347, -1.90412, "Birmingham"],
  ["B43", 52.5476, -1.92824, "Birmingham"],
  ["B44", 52.545, -1.88564, "Birmingham"],
  ["B45", 52.3885, -2.00833, "Birmingham"],
  ["B46", 52.5071, -1.69773, "Birmingham"],
  ["B47", 52.3887, -1.8811, "Birmingham"],
  ["B48", 52.3569, -1.95159, "Birmingham"],
  ["B49", 52.2174, -1.86767, "Alcester"],
  ["B50", 52.1696, -1.85664, "Alcester"],
  ["B60", 52.3236, -2.05047, "Bromsgrove"],
  ["B61", 52.3443, -2.0678, "Bromsgrove"],
  ["B62", 52.46, -2.03746, "Halesowen"],
  ["B63", 52.453, -2.06734, "Halesowen"],
  ["B64", 52.4724, -2.06893, "Cradley Heath"],
  ["B65", 52.4828, -2.04343, "Rowley Regis"],
  ["B66", 52.4937, -1.96586, "Smethwick"],
  ["B67", 52.4879, -1.97718, "Smethwick"],
  ["B68", 52.48, -2.00181, "Oldbury"],
  ["B69", 52.5028, -2.02511, "Oldbury"],
  ["B70", 52.5198, -2.00263, "West Bromwich"],
  ["B71", 52.5348, -1.99021, "West Bromwich"],
  ["B72", 52.5544, -1.82359, "Sutton Coldfield"],
  ["B73", 52.5592, -1.83762, "Sutton Coldfield"],
  ["B74", 52.5824, -1.85724, "Sutton Coldfield"],
  ["B75", 52.5778, -1.81115, "Sutton Coldfield"],
  ["B76", 52.5448, -1.78961, "Sutton Coldfield"],
  ["B77", 52.6204, -1.67149, "Tamworth"],
  ["B78", 52.6073, -1.67617, "Tamworth"],
  ["B79", 52.6481, -1.6816, "Tamworth"],
  ["B80", 52.2779, -1.89699, "Studley"],
  ["B90", 52.4007, -1.82567, "Solihull"],
  ["B91", 52.414, -1.78078, "Solihull"],
  ["B92", 52.4353, -1.77419, "Solihull"],
  ["B93", 52.3832, -1.74209, "Solihull"],
  ["B94", 52.3528, -1.79136, "Solihull"],
  ["B95", 52.2872, -1.78051, "Henley-in-Arden"],
  ["B96", 52.2548, -1.95945, "Redditch"],
  ["B97", 52.3036, -1.94934, "Redditch"],
  ["B98", 52.3037, -1.91599, "Redditch"],
  ["B99", 52.4959, -1.89425, "Birmingham"],
  ["BA1", 51.3888, -2.36019, "Bath"],
  ["BA2", 51.362, -2.37613, "Bath"],
  ["BA3", 51.2855, -2.44952, "Radstock"],
  ["BA4", 51.1746, -2.53334, "Shepton Mallet"],
  ["BA5", 51.2116, -2.65502, "Wells"],
  ["BA6", 51.1434, -2.70957, "Glastonbury"],
  ["BA7", 51.0896, -2.51922, "Castle Cary"],
  ["BA8", 51.0002, -2.41086, "Templecombe"],
  ["BA9", 51.0577, -2.41025, "Wincanton, Bruton"],
  ["BA10", 51.1123, -2.44743, "Bruton"],
  ["BA11", 51.2375, -2.32645, "Frome"],
  ["BA12", 51.1745, -2.18738, "Warminster"],
  ["BA13", 51.263, -2.18501, "Westbury"],
  ["BA14", 51.319, -2.20331, "Trowbridge"],
  ["BA15", 51.3483, -2.26212, "Bradford-on-Avon"],
  ["BA16", 51.1266, -2.74333, "Street"],
  ["BA20", 50.939, -2.64276, "Yeovil"],
  ["BA21", 50.9511, -2.63389, "Yeovil"],
  ["BA22", 50.9692, -2.63782, "Yeovil"],
  ["BB1", 53.7552, -2.46578, "Blackburn"],
  ["BB2", 53.7418, -2.49798, "Blackburn"],
  ["BB3", 53.6977, -2.46605, "Darwen"],
  ["BB4", 53.7034, -2.29106, "Rossendale"],
  ["BB5", 53.7545, -2.37225, "Accrington"],
  ["BB6", 53.8038, -2.41552, "Blackburn"],
  ["BB7", 53.8716, -2.38935, "Clitheroe"],
  ["BB8", 53.8791, -2.1681, "Colne"],
  ["BB9", 53.837, -2.21588, "Nelson"],
  ["BB10", 53.7994, -2.22153, "Burnley"],
  ["BB11", 53.7848, -2.25073, "Burnley"],
  ["BB12", 53.802, -2.28901, "Burnley"],
  ["BB18", 53.9151, -2.17262, "Barnoldswick"],
  ["BB94", 53.9155, -2.14015, "Barnoldswick"],
  ["BD1", 53.7973, -1.75432, "Bradford"],
  ["BD2", 53.8142, -1.73589, "Bradford"],
  ["BD3", 53.7979, -1.72995, "Bradford"],
  ["BD4", 53.7768, -1.72162, "Bradford"],
  ["BD5", 53.7794, -1.75832, "Bradford"],
  ["BD6", 53.7649, -1.78473, "Bradford"],
  ["BD7", 53.7842, -1.78105, "Bradford"],
  ["BD8", 53.8014, -1.78065, "Bradford"],
  ["BD9", 53.8116, -1.78833, "Bradford"],
  ["BD10", 53.831, -1.72635, "Bradford"],
  ["BD11", 53.7501, -1.67831, "Bradford"],
  ["BD12", 53.7479, -1.7624, "Bradford"],
  ["BD13", 53.7877, -1.85558, "Bradford"],
  ["BD14", 53.7832, -1.81773, "Bradford"],
  ["BD15", 53.808, -1.8351, "Bradford"],
  ["BD16", 53.8472, -1.83156, "Bingley"],
  ["BD17", 53.845, -1.76898, "Shipley"],
  ["BD18", 53.8298, -1.7762, "Shipley"],
  ["BD19", 53.7266, -1.71435, "Cleckheaton"],
  ["BD20", 53.896, -1.94662, "Keighley"],
  ["BD21", 53.8646, -1.90841, "Keighley"],
  ["BD22", 53.8468, -1.95231, "Keighley"],
  ["BD23", 53.9887, -2.05239, "Skipton"],
  ["BD24", 54.0771, -2.28153, "Skipton, Settle"],
  ["BD97", 53.8265, -1.79673, "Bingley"],
  ["BD98", 53.817, -1.76544, "Bradford, Shipley"],
  ["BD99", 53.7946, -1.75879, "Bradford"],
  ["BH1", 50.7253, -1.86305, "Bournemouth"],
  ["BH2", 50.7219, -1.88132, "Bournemouth"],
  ["BH3", 50.7355, -1.88024, "Bournemouth"],
  ["BH4", 50.7217, -1.90056, "Bournemouth"],
  ["BH5", 50.7258, -1.83707, "Bournemouth"],
  ["BH6", 50.7277, -1.80922, "Bournemouth"],
  ["BH7", 50.7346, -1.83415, "Bournemouth"],
  ["BH8", 50.7398, -1.85396, "Bournemouth"],
  ["BH9", 50.7498, -1.87483, "Bournemouth"],
  ["BH10", 50.7591, -1.89327, "Bournemouth"],
  ["BH11", 50.7609, -1.92042, "Bournemouth"],
  ["BH12", 50.738, -1.92473, "Poole"],
  ["BH13", 50.7105, -1.91834, "Poole"],
  ["BH14", 50.7223, -1.94566, "Poole"],
  ["BH15", 50.7208, -1.9849, "Poole"],
  ["BH16", 50.7384, -2.04438, "Poole"],
  ["BH17", 50.7458, -1.97347, "Poole"],
  ["BH18", 50.757, -1.99156, "Broadstone"],
  ["BH19", 50.6114, -1.97004, "Swanage"],
  ["BH20", 50.6877, -2.1445, "Wareham"],
  ["BH21", 50.8179, -1.96496, "Wimborne"],
  ["BH22", 50.8062, -1.88913, "Ferndown"],
  ["BH23", 50.7453, -1.75857, "Christchurch"],
  ["BH24", 50.8461, -1.78786, "Ringwood"],
  ["BH25", 50.7523, -1.65858, "New Milton"],
  ["BH31", 50.8752, -1.86958, "Verwood"],
  ["BL0", 53.6435, -2.31614, "Bury"],
  ["BL1", 53.5889, -2.44061, "Bolton"],
  ["BL2", 53.5877, -2.39784, "Bolton"],
  ["BL3", 53.5661, -2.43206, "Bolton"],
  ["BL4", 53.5475, -2.40373, "Bolton"],
  ["BL5", 53.5512, -2.51691, "Bolton"],
  ["BL6", 53.5911, -2.54015, "Bolton"],
  ["BL7", 53.6281, -2.42304, "Bolton"],
  ["BL8", 53.6017, -2.32337, "Bury"],
  ["BL9", 53.5921, -2.28888, "Bury"],
  ["BL11", 53.5723, -2.42538, "Bolton"],
  ["BL78", 53.5615, -2.40861, "Bolton"],
  ["BN1", 50.8372, -0.140087, "Brighton"],
  ["BN2", 50.8246, -0.108035, "Brighton"],
  ["BN3", 50.8344, -0.175389, "Hove"],
  ["BN5", 50.924, -0.268002, "Henfield"],
  ["BN6", 50.9296, -0.152821, "Hassocks"],
  ["BN7", 50.8784, 307622e-8, "Lewes"],
  ["BN8", 50.9125, 0.0500849, "Lewes"],
  ["BN9", 50.7952, 0.027181, "Newhaven"],
  ["BN10", 50.7957, 20343e-7, "Peacehaven"],
  ["BN11", 50.8137, -0.375472, "Worthing"],
  ["BN12", 50.8142, -0.426885, "Worthing"],
  ["BN13", 50.8304, -0.406686, "Worthing"],
  ["BN14", 50.8308, -0.379925, "Worthing"],
  ["BN15", 50.83, -0.324919, "Lancing"],
  ["BN16", 50.8158, -0.497997, "Littlehampton"],
  ["BN17", 50.8153, -0.537261, "Littlehampton"],
  ["BN18", 50.8477, -0.581403, "Arundel"],
  ["BN20", 50.774, 0.254872, "Eastbourne"],
  ["BN21", 50.7721, 0.274701, "Eastbourne"],
  ["BN22", 50.7881, 0.28328, "Eastbourne"],
  ["BN23", 50.7985, 0.312706, "Eastbourne"],
  ["BN24", 50.8154, 0.32513, "Pevensey"],
  ["BN25", 50.7759, 0.107375, "Seaford"],
  ["BN26", 50.8215, 0.225312, "Polegate"],
  ["BN27", 50.8708, 0.262858, "Hailsham"],
  ["BN41", 50.8389, -0.215062, "Brighton"],
  ["BN42", 50.8367, -0.23209, "Brighton"],
  ["BN43", 50.8354, -0.268336, "Shoreham-by-Sea"],
  ["BN44", 50.8927, -0.318647, "Steyning"],
  ["BN45", 50.8885, -0.183659, "Brighton"],
  ["BN50", 50.8261, -0.140771, "Brighton"],
  ["BN51", 50.8048, -0.0586659, "Brighton"],
  ["BN52", 50.8339, -0.168058, "Hove"],
  ["BN88", 50.827, -0.140775, "Brighton"],
  ["BN95", 50.8232, -0.330024, ""],
  ["BN99", 50.8224, -0.350449, "Worthing, Lancing"],
  ["BR1", 51.4107, 0.0194415, "Bromley"],
  ["BR2", 51.3904, 0.0216365, "Bromley, Keston"],
  ["BR3", 51.4033, -0.0318345, "Beckenham"],
  ["BR4", 51.3756, -99503e-7, "West Wickham"],
  ["BR5", 51.3892, 0.102485, "Orpington"],
  ["BR6", 51.3677, 0.092719, "Orpington"],
  ["BR7", 51.4118, 0.0589575, "Chislehurst"],
  ["BR8", 51.3976, 0.174819, "Swanley"],
  ["BS1", 51.4539, -2.59208, "Bristol"],
  ["BS2", 51.459, -2.58103, "Bristol"],
  ["BS3", 51.4386, -2.60351, "Bristol"],
  ["BS4", 51.4364, -2.56443, "Bristol"],
  ["BS5", 51.4622, -2.55287, "Bristol"],
  ["BS6", 51.4701, -2.59818, "Bristol"],
  ["BS7", 51.4866, -2.58153, "Bristol"],
  ["BS8", 51.4575, -2.61939, "Bristol"],
  ["BS9", 51.4884, -2.62523, "Bristol"],
  ["BS10", 51.5057, -2.6117, "Bristol"],
  ["BS11", 51.4988, -2.67842, "Bristol"],
  ["BS13", 51.412, -2.61143, "Bristol"],
  ["BS14", 51.4131, -2.5636, "Bristol"],
  ["BS15", 51.4549, -2.49626, "Bristol"],
  ["BS16", 51.4856, -2.51244, "Bristol"],
  ["BS20", 51.4806, -2.75711, "Bristol"],
  ["BS21", 51.4362, -2.85128, "Clevedon"],
  ["BS22", 51.3606, -2.92825, "Weston-super-Mare"],
  ["BS23", 51.3435, -2.96931, "Weston-super-Mare"],
  ["BS24", 51.3316, -2.92447, "Weston-super-Mare"],
  ["BS25", 51.3209, -2.8265, "Winscombe"],
  ["BS26", 51.2804, -2.85061, "Axbridge"],
  ["BS27", 51.2726, -2.77273, "Cheddar"],
  ["BS28", 51.2272, -2.81522, "Wedmore"],
  ["BS29", 51.3317, -2.87627, "Banwell"],
  ["BS30", 51.4464, -2.47539, "Bristol"],
  ["BS31", 51.4097, -2.4934, "Bristol"],
  ["BS32", 51.5415, -2.56105, "Bristol"],
  ["BS34", 51.5252, -2.56755, "Bristol"],
  ["BS35", 51.5976, -2.54743, "Bristol"],
  ["BS36", 51.5261, -2.4879, "Bristol"],
  ["BS37", 51.5408, -2.41875, "Bristol"],
  ["BS39", 51.3281, -2.53282, "Bristol"],
  ["BS40", 51.347, -2.69388, "Bristol"],
  ["BS41", 51.4236, -2.65467, "Bristol"],
  ["BS48", 51.4265, -2.74982, "Bristol"],
  ["BS49", 51.3828, -2.81617, "Bristol"],
  ["BS98", 51.4594, -2.58461, "Bristol"],
  ["BS99", 51.4578, -2.57537, "Bristol"],
  ["BT1", 54.5995, -5.92844, "Belfast"],
  ["BT2", 54.5935, -5.93071, "Belfast"],
  ["BT3", 54.6183, -5.9054, "Belfast"],
  ["BT4", 54.6027, -5.86823, "Belfast"],
  ["BT5", 54.5886, -5.87395, "Belfast"],
  ["BT6", 54.5808, -5.89838, "Belfast"],
  ["BT7", 54.5832, -5.92493, "Belfast"],
  ["BT8", 54.545, -5.90793, "Belfast"],
  ["BT9", 54.5723, -5.95009, "Belfast"],
  ["BT10", 54.5598, -5.98669, "Belfast"],
  ["BT11", 54.5762, -5.99816, "Belfast"],
  ["BT12", 54.5924, -5.95627, "Belfast"],
  ["BT13", 54.6058, -5.95843, "Belfast"],
  ["BT14", 54.6211, -5.9624, "Belfast"],
  ["BT15", 54.6219, -5.93168, "Belfast"],
  ["BT16", 54.5908, -5.79794, "Belfast"],
  ["BT17", 54.5532, -6.01985, "Belfast"],
  ["BT18", 54.6404, -5.82379, "Holywood"],
  ["BT19", 54.6507, -5.6578, "Bangor"],
  ["BT20", 54.659, -5.66555, "Bangor"],
  ["BT21", 54.6413, -5.54755, "Donaghadee"],
  ["BT22", 54.5036, -5.51512, "Newtownards"],
  ["BT23", 54.5717, -5.70764, "Newtownards"],
  ["BT24", 54.4178, -5.8717, "Ballynahinch"],
  ["BT25", 54.3965, -6.11547, "Dromore"],
  ["BT26", 54.4543, -6.06499, "Hillsborough"],
  ["BT27", 54.509, -6.0246, "Lisburn"],
  ["BT28", 54.522, -6.08412, "Lisburn"],
  ["BT29", 54.6208, -6.19753, "Belfast, Crumlin"],
  ["BT30", 54.3336, -5.70298, "Downpatrick"],
  ["BT31", 54.2764, -5.96832, "Castlewellan"],
  ["BT32", 54.3362, -6.24739, "Banbridge"],
  ["BT33", 54.2234, -5.89073, "Newcastle"],
  ["BT34", 54.1533, -6.18186, "Newry"],
  ["BT35", 54.165, -6.43931, "Newry"],
  ["BT36", 54.6781, -5.95966, "Newtownabbey"],
  ["BT37", 54.6763, -5.90844, "Newtownabbey"],
  ["BT38", 54.7288, -5.80099, "Carrickfergus"],
  ["BT39", 54.7451, -6.01883, "Ballyclare"],
  ["BT40", 54.8467, -5.82293, "Larne"],
  ["BT41", 54.7311, -6.25243, "Antrim"],
  ["BT42", 54.8548, -6.27679, "Ballymena"],
  ["BT43", 54.8898, -6.2667, "Ballymena"],
  ["BT44", 54.9729, -6.28435, "Ballymena"],
  ["BT45", 54.7597, -6.63884, "Magherafelt"],
  ["BT46", 54.8653, -6.66286, "Maghera"],
  ["BT47", 54.9804, -7.23072, "Londonderry"],
  ["BT48", 55.0091, -7.3275, "Londonderry"],
  ["BT49", 55.0474, -6.95224, "Limavady"],
  ["BT51", 55.0611, -6.68279, "Coleraine"],
  ["BT52", 55.1336, -6.65597, "Coleraine"],
  ["BT53", 55.085, -6.47735, "Ballymoney"],
  ["BT54", 55.2043, -6.25663, "Ballycastle"],
  ["BT55", 55.1796, -6.70962, "Portstewart"],
  ["BT56", 55.1974, -6.65057, "Portrush"],
  ["BT57", 55.2033, -6.51879, "Bushmills"],
  ["BT60", 54.2927, -6.64766, "Armagh"],
  ["BT61", 54.3668, -6.62627, "Armagh"],
  ["BT62", 54.4129, -6.46463, "Craigavon"],
  ["BT63", 54.4084, -6.39247, "Craigavon"],
  ["BT64", 54.4492, -6.38882, "Craigavon"],
  ["BT65", 54.4447, -6.36611, "Craigavon"],
  ["BT66", 54.4553, -6.33337, "Craigavon"],
  ["BT67", 54.4867, -6.26889, "Craigavon"],
  ["BT68", 54.3642, -6.84796, "Caledon"],
  ["BT69", 54.4201, -6.9498, "Aughnacloy"],
  ["BT70", 54.5145, -6.88143, "Dungannon"],
  ["BT71", 54.5127, -6.70605, "Dungannon"],
  ["BT74", 54.3447, -7.66332, "Enniskillen"],
  ["BT75", 54.3736, -7.31554, "Fivemiletown"],
  ["BT76", 54.4205, -7.19253, "Clogher"],
  ["BT77", 54.4292, -7.12046, "Augher"],
  ["BT78", 54.5725, -7.37194, "Omagh"],
  ["BT79", 54.6222, -7.20452, "Omagh"],
  ["BT80", 54.6459, -6.74346, "Cookstown"],
  ["BT81", 54.6963, -7.6116, "Castlederg"],
  ["BT82", 54.8263, -7.43151, "Strabane"],
  ["BT92", 54.2239, -7.46617, "Enniskillen"],
  ["BT93", 54.4676, -7.82625, "Enniskillen"],
  ["BT94", 54.3764, -7.53661, "Enniskillen"],
  ["CA1", 54.8871, -2.91833, "Carlisle"],
  ["CA2", 54.8847, -2.95065, "Carlisle"],
  ["CA3", 54.9062, -2.93996, "Carlisle"],
  ["CA4", 54.8569, -2.8213, "Carlisle"],
  ["CA5", 54.8211, -3.21004, "Carlisle"],
  ["CA6", 54.9867, -2.86892, "Carlisle"],
  ["CA7", 54.8086, -3.23525, "Wigton"],
  ["CA8", 54.9396, -2.68883, "Brampton"],
  ["CA9", 54.8014, -2.41746, "Alston"],
  ["CA10", 54.6148, -2.6624, "Penrith"],
  ["CA11", 54.6649, -2.78161, "Penrith"],
  ["CA12", 54.6023, -3.13441, "Keswick"],
  ["CA13", 54.6606, -3.36793, "Cockermouth"],
  ["CA14", 54.6351, -3.53951, "Workington"],
  ["CA15", 54.7118, -3.48202, "Maryport"],
  ["CA16", 54.574, -2.4853, "Appleby-in-Westmorland"],
  ["CA17", 54.4794, -2.35051, "Kirkby Stephen"],
  ["CA18", 54.3546, -3.39042, "Ravenglass"],
  ["CA19", 54.3872, -3.38677, "Holmrook"],
  ["CA20", 54.4099, -3.46344, "Seascale"],
  ["CA21", 54.4453, -3.51653, "Beckermet"],
  ["CA22", 54.4803, -3.5323, "Egremont"],
  ["CA23", 54.5138, -3.49508, "Cleator"],
  ["CA24", 54.5147, -3.54326, "Moor Row"],
  ["CA25", 54.5221, -3.51966, "Cleator Moor"],
  ["CA26", 54.5442, -3.48588, "Frizington"],
  ["CA27", 54.4909, -3.59291, "St. Bees"],
  ["CA28", 54.5435, -3.57972, "Whitehaven"],
  ["CA95", 54.6448, -3.56641, "Workington"],
  ["CB1", 52.1847, 0.167062, "Cambridge"],
  ["CB2", 52.1719, 0.129486, "Cambridge"],
  ["CB3", 52.2142, 0.0341675, "Cambridge"],
  ["CB4", 52.2437, 0.117651, "Cambridge"],
  ["CB5", 52.2338, 0.200112, "Cambridge"],
  ["CB6", 52.4036, 0.224788, "Ely"],
  ["CB7", 52.3674, 0.315181, "Ely"],
  ["CB8", 52.2333, 0.421053, "Newmarket"],
  ["CB9", 52.0831, 0.439843, "Haverhill"],
  ["CB10", 52.0287, 0.257353, "Saffron Walden"],
  ["CB11", 52.0017, 0.213876, "Saffron Walden"],
  ["CB21", 52.1301, 0.279878, "Cambridge"],
  ["CB22", 52.1335, 0.136006, "Cambridge"],
  ["CB23", 52.2167, -0.0223566, "Cambridge"],
  ["CB24", 52.276, 0.0831837, "Cambridge"],
  ["CB25", 52.2573, 0.247131, "Cambridge"],
  ["CF3", 51.5181, -3.11863, "Cardiff"],
  ["CF5", 51.4831, -3.24193, "Cardiff"],
  ["CF10", 51.4737, -3.17731, "Cardiff"],
  ["CF11", 51.4708, -3.19284, "Cardiff"],
  ["CF14", 51.5204, -3.20213, "Cardiff"],
  ["CF15", 51.5336, -3.27074, "Cardiff"],
  ["CF23", 51.5134, -3.14465, "Cardiff"],
  ["CF24", 51.4848, -3.16639, "Cardiff"],
  ["CF30", 51.5196, -3.11956, "Cardiff"],
  ["CF31", 51.5077, -3.57542, "Bridgend"],
  ["CF32", 51.5575, -3.58299, "Bridgend"],
  ["CF33", 51.5245, -3.68723, "Bridgend"],
  ["CF34", 51.6107, -3.65265, "Maesteg"],
  ["CF35", 51.5213, -3.52816, "Bridgend"],
  ["CF36", 51.4839, -3.69977, "Porthcawl"],
  ["CF37", 51.6014, -3.3344, "Pontypridd"],
  ["CF38", 51.5609, -3.33348, "Pontypridd"],
  ["CF39", 51.6013, -3.42685, "Porth"],
  ["CF40", 51.6205, -3.45285, "Tonypandy"],
  ["CF41", 51.6478, -3.48275, "Pentre"],
  ["CF42", 51.6667, -3.52203, "Treorchy"],
  ["CF43", 51.6571, -3.45046, "Ferndale"],
  ["CF44", 51.7171, -3.45685, "Aberdare"],
  ["CF45", 51.67, -3.36273, "Mountain Ash"],
  ["CF46", 51.6638, -3.30139, "Treharris"],
  ["CF47", 51.7505, -3.37545, "Merthyr Tydfil"],
  ["CF48", 51.7426, -3.37066, "Merthyr Tydfil"],
  ["CF61", 51.4094, -3.48094, "Llantwit Major"],
  ["CF62", 51.4042, -3.30942, "Barry"],
  ["CF63", 51.4104, -3.26046, "Barry"],
  ["CF64", 51.4343, -3.1882, "Dinas Powys, Penarth"],
  ["CF71", 51.4569, -3.465, "Llantwit Major, Cowbridge"],
  ["CF72", 51.5299, -3.40096, "Pontyclun"],
  ["CF81", 51.6997, -3.2438, "Bargoed"],
  ["CF82", 51.6491, -3.23707, "Hengoed"],
  ["CF83", 51.5855, -3.22064, "Caerphilly"],
  ["CF91", 51.4656, -3.19392, "Cardiff"],
  ["CF95", 51.4812, -3.17104, "Cardiff"],
  ["CF99", 51.4645, -3.16135, "Cardiff"],
  ["CH1", 53.1995, -2.90019, "Chester"],
  ["CH2", 53.2157, -2.87079, "Chester"],
  ["CH3", 53.1677, -2.82546, "Chester"],
  ["CH4", 53.1693, -2.93809, "Chester"],
  ["CH5", 53.2049, -3.03852, "Deeside"],
  ["CH6", 53.249, -3.14399, "Bagillt, Flint"],
  ["CH7", 53.1694, -3.1339, "Buckley, Mold"],
  ["CH8", 53.2823, -3.24146, "Holywell"],
  ["CH25", 53.397, -3.01178, "Birkenhead"],
  ["CH26", 53.3657, -3.06591, "Prenton"],
  ["CH27", 53.4212, -3.04226, "Wallasey"],
  ["CH28", 53.4005, -3.11194, "Wirral"],
  ["CH29", 53.3903, -3.17941, "Wirral"],
  ["CH30", 53.379, -3.09844, "Wirral"],
  ["CH31", 53.3297, -3.09886, "Wirral"],
  ["CH32", 53.362, -2.99763, "Wirral"],
  ["CH33", 53.2906, -3.06264, "Neston"],
  ["CH34", 53.283, -2.90928, "Ellesmere Port"],
  ["CH41", 53.3948, -3.03093, "Birkenhead"],
  ["CH42", 53.3752, -3.0219, "Birkenhead"],
  ["CH43", 53.3829, -3.06013, "Prenton"],
  ["CH44", 53.4156, -3.03724, "Wallasey"],
  ["CH45", 53.4283, -3.05078, "Wallasey"],
  ["CH46", 53.4039, -3.11094, "Wirral"],
  ["CH47", 53.3959, -3.1702, "Wirral"],
  ["CH48", 53.3726, -3.17084, "Wirral"],
  ["CH49", 53.3809, -3.1033, "Wirral"],
  ["CH60", 53.327, -3.09643, "Wirral"],
  ["CH61", 53.3474, -3.10174, "Wirral"],
  ["CH62", 53.3358, -2.98218, "Wirral"],
  ["CH63", 53.3458, -3.01145, "Wirral"],
  ["CH64", 53.2884, -3.04912, "Neston"],
  ["CH65", 53.2784, -2.90261, "Ellesmere Port"],
  ["CH66", 53.2781, -2.93621, "Ellesmere Port"],
  ["CH70", 53.1927, -2.92254, "Chester"],
  ["CH88", 53.1779, -2.89582, "Chester"],
  ["CH99", 53.1872, -2.88946, "Chester"],
  ["CM0", 51.6589, 0.831519, "Burnham-on-Crouch, Southminster"],
  ["CM1", 51.7457, 0.466682, "Chelmsford"],
  ["CM2", 51.7237, 0.484916, "Chelmsford"],
  ["CM3", 51.7162, 0.58665, "Chelmsford"],
  ["CM4", 51.675, 0.388625, "Ingatestone"],
  ["CM5", 51.7182, 0.247773, "Ongar"],
  ["CM6", 51.8783, 0.375193, "Dunmow"],
  ["CM7", 51.886, 0.547903, "Dunmow, Braintree"],
  ["CM8", 51.8054, 0.638522, "Witham"],
  ["CM9", 51.739, 0.695325, "Maldon"],
  ["CM11", 51.6238, 0.442998, "Billericay"],
  ["CM12", 51.6268, 0.41491, "Billericay"],
  ["CM13", 51.6151, 0.334467, "Brentwood"],
  ["CM14", 51.619, 0.295755, "Brentwood"],
  ["CM15", 51.6412, 0.30421, "Brentwood"],
  ["CM16", 51.7003, 0.118743, "Epping"],
  ["CM17", 51.7732, 0.141015, "Harlow"],
  ["CM18", 51.7567, 0.104678, "Harlow"],
  ["CM19", 51.7614, 0.0742809, "Harlow"],
  ["CM20", 51.7745, 0.100153, "Harlow"],
  ["CM21", 51.8121, 0.147849, "Sawbridgeworth"],
  ["CM22", 51.8654, 0.217385, "Bishop's Stortford"],
  ["CM23", 51.871, 0.158813, "Bishop's Stortford"],
  ["CM24", 51.8979, 0.20641, "Stansted"],
  ["CM77", 51.867, 0.553291, "Braintree"],
  ["CM92", 51.7694, 0.061253, "Chelmsford"],
  ["CM98", 51.7521, 0.518448, "Chelmsford"],
  ["CM99", 51.7398, 0.49321, "Chelmsford"],
  ["CO1", 51.8781, 0.883788, "Colchester"],
  ["CO2", 51.871, 0.895272, "Colchester"],
  ["CO3", 51.8854, 0.857963, "Colchester"],
  ["CO4", 51.907, 0.920476, "Colchester"],
  ["CO5", 51.8142, 0.821467, "Colchester"],
  ["CO6", 51.9326, 0.793217, "Colchester"],
  ["CO7", 51.8804, 1.00331, "Colchester"],
  ["CO8", 51.9734, 0.767035, "Bures"],
  ["CO9", 51.9675, 0.611354, "Halstead"],
  ["CO10", 52.0541, 0.726749, "Sudbury"],
  ["CO11", 51.9423, 1.07553, "Manningtree"],
  ["CO12", 51.9323, 1.25569, "Harwich"],
  ["CO13", 51.8382, 1.23762, "Frinton-on-Sea"],
  ["CO14", 51.8502, 1.26749, "Walton-on-the-Naze"],
  ["CO15", 51.7967, 1.15523, "Clacton-on-Sea"],
  ["CO16", 51.8198, 1.12631, "Clacton-on-Sea"],
  ["CR0", 51.3733, -0.0786179, "Croydon"],
  ["CR2", 51.3458, -0.0956901, "South Croydon"],
  ["CR3", 51.2976, -0.0964723, "Caterham, Whyteleafe"],
  ["CR4", 51.4026, -0.14516, "Mitcham"],
  ["CR5", 51.3135, -0.141312, "Coulsdon"],
  ["CR6", 51.3026, -0.0577498, "Warlingham"],
  ["CR7", 51.3925, -0.103743, "Thornton Heath"],
  ["CR8", 51.3365, -0.11114, "Kenley, Purley"],
  ["CR9", 51.3748, -0.0950569, "Croydon"],
  ["CR44", 51.3823, -0.132896, "Croydon"],
  ["CR90", 51.3775, -0.108223, "Croydon"],
  ["CT1", 51.2788, 1.08667, "Canterbury"],
  ["CT2", 51.2923, 1.08184, "Canterbury"],
  ["CT3", 51.2773, 1.20656, "Canterbury"],
  ["CT4", 51.2279, 1.06785, "Canterbury"],
  ["CT5", 51.3543, 1.03461, "Whitstable"],
  ["CT6", 51.3641, 1.12828, "Herne Bay"],
  ["CT7", 51.3713, 1.30195, "Birchington"],
  ["CT8", 51.3805, 1.34035, "Westgate-on-Sea"],
  ["CT9", 51.3838, 1.388, "Margate, Birchington"],
  ["CT10", 51.3629, 1.42906, "Broadstairs"],
  ["CT11", 51.3365, 1.41238, "Ramsgate"],
  ["CT12", 51.3431, 1.36916, "Ramsgate"],
  ["CT13", 51.2687, 1.33064, "Sandwich"],
  ["CT14", 51.2175, 1.38704, "Deal"],
  ["CT15", 51.1711, 1.28374, "Dover"],
  ["CT16", 51.1395, 1.30145, "Dover"],
  ["CT17", 51.1287, 1.29537, "Dover"],
  ["CT18", 51.1127, 1.15053, "Folkestone"],
  ["CT19", 51.0884, 1.16829, "Folkestone"],
  ["CT20", 51.0796, 1.16504, "Folkestone"],
  ["CT21", 51.0729, 1.07763, "Hythe"],
  ["CT50", 51.0792, 1.14402, "Folkestone"],
  ["CV1", 52.409, -1.50748, "Coventry"],
  ["CV2", 52.4234, -1.46764, "Coventry"],
  ["CV3", 52.3935, -1.48193, "Coventry"],
  ["CV4", 52.3994, -1.55624, "Coventry"],
  ["CV5", 52.412, -1.54838, "Coventry"],
  ["CV6", 52.4311, -1.50674, "Coventry"],
  ["CV7", 52.4427, -1.55882, "Coventry"],
  ["CV8", 52.3511, -1.54822, "Coventry, Kenilworth"],
  ["CV9", 52.5847, -1.55933, "Atherstone"],
  ["CV10", 52.5257, -1.4997, "Nuneaton"],
  ["CV11", 52.5206, -1.45653, "Nuneaton"],
  ["CV12", 52.4771, -1.47391, "Bedworth"],
  ["CV13", 52.6082, -1.41766, "Nuneaton"],
  ["CV21", 52.371, -1.27092, "Rugby"],
  ["CV22", 52.3577, -1.28281, "Rugby"],
  ["CV23", 52.3508, -1.29589, "Rugby"],
  ["CV31", 52.2801, -1.52701, "Leamington Spa"],
  ["CV32", 52.2957, -1.5318, "Leamington Spa"],
  ["CV33", 52.2378, -1.44651, "Leamington Spa"],
  ["CV34", 52.2839, -1.5837, "Warwick"],
  ["CV35", 52.2319, -1.59508, "Warwick"],
  ["CV36", 52.0708, -1.6299, "Shipston-on-Stour"],
  ["CV37", 52.1865, -1.71524, "Shipston-on-Stour, Stratford-upon-Avon"],
  ["CV47", 52.2364, -1.38726, "Southam"],
  ["CW1", 53.0997, -2.43059, "Crewe"],
  ["CW2", 53.0811, -2.44578, "Crewe"],
  ["CW3", 53.0037, -2.41044, "Crewe"],
  ["CW4", 53.204, -2.34091, "Crewe"],
  ["CW5", 53.0636, -2.52216, "Nantwich"],
  ["CW6", 53.1615, -2.66731, "Tarporley"],
  ["CW7", 53.1907, -2.52727, "Winsford"],
  ["CW8", 53.2539, -2.55936, "Northwich"],
  ["CW9", 53.2597, -2.50403, "Northwich"],
  ["CW10", 53.1889, -2.44861, "Middlewich"],
  ["CW11", 53.1433, -2.36527, "Sandbach"],
  ["CW12", 53.1665, -2.2159, "Congleton"],
  ["CW98", 53.0882, -2.43111, "Crewe"],
  ["DA1", 51.4472, 0.209468, "Dartford"],
  ["DA2", 51.4332, 0.231875, "Dartford"],
  ["DA3", 51.3859, 0.306394, "Longfield"],
  ["DA4", 51.3928, 0.230811, "Dartford"],
  ["DA5", 51.441, 0.147676, "Bexley"],
  ["DA6", 51.4561, 0.139181, "Bexleyheath"],
  ["DA7", 51.465, 0.14313, "Bexleyheath, Welling"],
  ["DA8", 51.4761, 0.179912, "Erith"],
  ["DA9", 51.4482, 0.28056, "Greenhithe"],
  ["DA10", 51.4424, 0.300069, "Dartford, Swanscombe"],
  ["DA11", 51.4352, 0.351736, "Gravesend"],
  ["DA12", 51.4309, 0.383758, "Gravesend"],
  ["DA13", 51.386, 0.354131, "Gravesend"],
  ["DA14", 51.4258, 0.110476, "Sidcup"],
  ["DA15", 51.4398, 0.0989456, "Sidcup"],
  ["DA16", 51.4645, 0.109002, "Welling"],
  ["DA17", 51.4864, 0.150867, "Belvedere"],
  ["DA18", 51.4915, 0.145763, "Erith"],
  ["DD1", 56.4618, -2.97737, "Dundee"],
  ["DD2", 56.4712, -3.02801, "Dundee"],
  ["DD3", 56.482, -2.98942, "Dundee"],
  ["DD4", 56.482, -2.93549, "Dundee"],
  ["DD5", 56.4797, -2.86336, "Dundee"],
  ["DD6", 56.4365, -2.9283, "Newport-on-Tay, Tayport"],
  ["DD7", 56.5028, -2.71978, "Carnoustie"],
  ["DD8", 56.6556, -2.92206, "Forfar, Kirriemuir"],
  ["DD9", 56.7476, -2.66663, "Brechin"],
  ["DD10", 56.7456, -2.43086, "Montrose"],
  ["DD11", 56.5723, -2.59758, "Arbroath"],
  ["DE1", 52.9189, -1.47262, "Derby"],
  ["DE3", 52.9154, -1.50926, "Derby"],
  ["DE4", 53.1434, -1.58463, "Matlock"],
  ["DE5", 53.0566, -1.42553, "Ripley"],
  ["DE6", 52.9632, -1.66877, "Ashbourne"],
  ["DE7", 52.9403, -1.3429, "Ilkeston"],
  ["DE11", 52.7731, -1.55666, "Swadlincote"],
  ["DE12", 52.7272, -1.55369, "Swadlincote"],
  ["DE13", 52.8075, -1.68852, "Burton-on-Trent"],
  ["DE14", 52.8071, -1.63916, "Burton-on-Trent"],
  ["DE15", 52.7989, -1.61086, "Burton-on-Trent"],
  ["DE21", 52.9324, -1.43512, "Derby"],
  ["DE22", 52.9331, -1.49769, "Derby"],
  ["DE23", 52.8993, -1.49997, "Derby"],
  ["DE24", 52.8903, -1.45312, "Derby"],
  ["DE45", 53.2142, -1.67751, "Bakewell"],
  ["DE55", 53.0996, -1.37229, "Alfreton"],
  ["DE56", 53.0213, -1.47724, "Belper"],
  ["DE65", 52.8667, -1.62278, "Derby"],
  ["DE72", 52.8938, -1.36694, "Derby"],
  ["DE73", 52.8495, -1.43841, "Derby"],
  ["DE74", 52.8468, -1.339, "Derby"],
  ["DE75", 53.012, -1.35317, "Heanor"],
  ["DE99", 52.9151, -1.46414, "Derby"],
  ["DG1", 55.0733, -3.58569, "Dumfries"],
  ["DG2", 55.0654, -3.65694, "Dumfries"],
  ["DG3", 55.2369, -3.79902, "Thornhill"],
  ["DG4", 55.3752, -3.95487, "Sanquhar"],
  ["DG5", 54.9215, -3.81293, "Dalbeattie"],
  ["DG6", 54.8372, -4.05549, "Kirkcudbright"],
  ["DG7", 54.966, -4.00805, "Castle Douglas"],
  ["DG8", 54.8747, -4.51395, "Newton Stewart"],
  ["DG9", 54.8783, -5.02298, "Stranraer"],
  ["DG10", 55.3215, -3.43944, "Moffat"],
  ["DG11", 55.1146, -3.34064, "Lockerbie"],
  ["DG12", 54.9897, -3.25139, "Annan"],
  ["DG13", 55.1744, -3.03207, "Langholm"],
  ["DG14", 55.0802, -2.9876, "Canonbie"],
  ["DG16", 54.9969, -3.06852, "Gretna"],
  ["DH1", 54.7827, -1.56219, "Durham"],
  ["DH2", 54.86, -1.5985, "Chester le Street"],
  ["DH3", 54.87, -1.56911, "Chester le Street"],
  ["DH4", 54.8527, -1.49011, "Houghton le Spring"],
  ["DH5", 54.8246, -1.45586, "Houghton le Spring"],
  ["DH6", 54.7531, -1.46561, "Durham"],
  ["DH7", 54.7896, -1.66156, "Durham"],
  ["DH8", 54.8533, -1.83251, "Durham, Stanley, Consett"],
  ["DH9", 54.8678, -1.71098, "Stanley"],
  ["DH97", 54.7863, -1.55527, "Durham"],
  ["DH98", 54.8873, -1.58841, "Durham"],
  ["DH99", 54.7879, -1.5503, "Durham"],
  ["DL1", 54.5281, -1.54134, "Darlington"],
  ["DL2", 54.528, -1.59089, "Darlington"],
  ["DL3", 54.5312, -1.56908, "Darlington"],
  ["DL4", 54.6308, -1.64565, "Shildon"],
  ["DL5", 54.6162, -1.57709, "Newton Aycliffe"],
  ["DL6", 54.3675, -1.39524, "Northallerton"],
  ["DL7", 54.337, -1.47876, "Northallerton"],
  ["DL8", 54.2946, -1.78419, "Bedale, Hawes, Leyburn"],
  ["DL9", 54.376, -1.71084, "Catterick Garrison"],
  ["DL10", 54.4132, -1.69993, "Richmond"],
  ["DL11", 54.4391, -1.87105, "Richmond"],
  ["DL12", 54.5702, -1.98099, "Barnard Castle"],
  ["DL13", 54.7168, -1.95194, "Bishop Auckland"],
  ["DL14", 54.6534, -1.69015, "Bishop Auckland"],
  ["DL15", 54.7097, -1.72929, "Crook"],
  ["DL16", 54.6991, -1.60396, "Spennymoor, Ferryhill"],
  ["DL17", 54.681, -1.54307, "Ferryhill"],
  ["DL98", 54.5275, -1.5597, "Darlington"],
  ["DN1", 53.5205, -1.11885, "Doncaster"],
  ["DN2", 53.5329, -1.10424, "Doncaster"],
  ["DN3", 53.5437, -1.06457, "Doncaster"],
  ["DN4", 53.506, -1.12221, "Doncaster"],
  ["DN5", 53.5368, -1.17117, "Doncaster"],
  ["DN6", 53.5947, -1.17717, "Doncaster"],
  ["DN7", 53.5801, -1.01737, "Doncaster"],
  ["DN8", 53.6145, -0.956519, "Doncaster"],
  ["DN9", 53.5055, -0.905715, "Doncaster"],
  ["DN10", 53.4264, -0.940793, "Doncaster"],
  ["DN11", 53.4496, -1.08352, "Doncaster"],
  ["DN12", 53.4832, -1.22367, "Doncaster"],
  ["DN14", 53.708, -0.935051, "Goole"],
  ["DN15", 53.6095, -0.652506, "Scunthorpe"],
  ["DN16", 53.5684, -0.639985, "Scunthorpe"],
  ["DN17", 53.5734, -0.703494, "Scunthorpe"],
  ["DN18", 53.682, -0.445791, "Barton-upon-Humber"],
  ["DN19", 53.6846, -0.365813, "Barrow-upon-Humber"],
  ["DN20", 53.5577, -0.503503, "Brigg"],
  ["DN21", 53.4171, -0.710271, "Gainsborough"],
  ["DN22", 53.3249, -0.9299, "Retford"],
  ["DN31", 53.5709, -0.0843657, "Grimsby"],
  ["DN32", 53.5633, -0.0711222, "Grimsby"],
  ["DN33", 53.5406, -0.0985157, "Grimsby"],
  ["DN34", 53.5581, -0.112068, "Grimsby"],
  ["DN35", 53.5555, -0.0379456, "Cleethorpes"],
  ["DN36", 53.5133, -0.0402736, "Grimsby"],
  ["DN37", 53.5503, -0.148819, "Grimsby"],
  ["DN38", 53.5606, -0.397247, "Barnetby"],
  ["DN39", 53.6168, -0.329669, "Ulceby"],
  ["DN40", 53.6216, -0.223835, "Immingham"],
  ["DN41", 53.5848, -0.19523, "Grimsby"],
  ["DT1", 50.7126, -2.44441, "Dorchester"],
  ["DT2", 50.7484, -2.44913, "Dorchester"],
  ["DT3", 50.6403, -2.46717, "Weymouth"],
  ["DT4", 50.6099, -2.46318, "Weymouth"],
  ["DT5", 50.5493, -2.44277, "Portland"],
  ["DT6", 50.7386, -2.77457, "Bridport"],
  ["DT7", 50.7293, -2.94576, "Lyme Regis"],
  ["DT8", 50.8149, -2.75794, "Beaminster"],
  ["DT9", 50.9425, -2.51659, "Sherborne"],
  ["DT10", 50.9373, -2.33186, "Sturminster Newton"],
  ["DT11", 50.8614, -2.17961, "Blandford Forum"],
  ["DY1", 52.5151, -2.09426, "Dudley"],
  ["DY2", 52.4976, -2.08261, "Dudley"],
  ["DY3", 52.5298, -2.12885, "Dudley"],
  ["DY4", 52.5319, -2.05443, "Tipton"],
  ["DY5", 52.4811, -2.12278, "Brierley Hill"],
  ["DY6", 52.4989, -2.16436, "Kingswinford"],
  ["DY7", 52.4646, -2.21828, "Stourbridge"],
  ["DY8", 52.4599, -2.15372, "Stourbridge"],
  ["DY9", 52.4375, -2.12417, "Stourbridge"],
  ["DY10", 52.3865, -2.22914, "Kidderminster"],
  ["DY11", 52.3855, -2.2602, "Kidderminster"],
  ["DY12", 52.3865, -2.3235, "Bewdley"],
  ["DY13", 52.3372, -2.28087, "Stourport-on-Severn"],
  ["DY14", 52.3809, -2.45599, "Kidderminster"],
  ["E1", 51.5163, -0.0603696, "London"],
  ["E1W", 51.5123, -0.0592607, "London"],
  ["E2", 51.5302, -0.0622237, "London"],
  ["E3", 51.5282, -0.0256221, "London"],
  ["E4", 51.6241, -297838e-8, "London"],
  ["E5", 51.5593, -0.0546091, "London"],
  ["E6", 51.5252, 0.0551587, "London"],
  ["E7", 51.5476, 0.0260547, "London"],
  ["E8", 51.5411, -0.0648783, "London"],
  ["E9", 51.5416, -0.046836, "London"],
  ["E10", 51.5687, -0.0128918, "London"],
  ["E11", 51.5673, 0.0116027, "London"],
  ["E12", 51.5511, 0.0506792, "London"],
  ["E13", 51.5283, 0.0258636, "London"],
  ["E14", 51.5077, -0.0205453, "London"],
  ["E15", 51.5383, 275101e-9, "London"],
  ["E16", 51.5114, 0.0210886, "London"],
  ["E17", 51.5864, -0.020184, "London"],
  ["E18", 51.5926, 0.0255846, "London"],
  ["E20", 51.5464, -0.0107119, "London"],
  ["E98", 51.5086, -0.0641003, "London"],
  ["EC1A", 51.5203, -0.104444, "London"],
  ["EC1M", 51.5214, -0.103589, "London"],
  ["EC1N", 51.52, -0.109139, "London"],
  ["EC1P", 51.5246, -0.112035, "London"],
  ["EC1R", 51.5245, -0.108972, "London"],
  ["EC1V", 51.5265, -0.0993123, "London"],
  ["EC1Y", 51.5231, -0.0934057, "London"],
  ["EC2A", 51.5231, -0.0879623, "London"],
  ["EC2M", 51.5184, -0.0867919, "London"],
  ["EC2N", 51.516, -0.0874616, "London"],
  ["EC2P", 51.5241, -0.110648, "London"],
  ["EC2R", 51.5163, -0.0918673, "London"],
  ["EC2V", 51.5158, -0.0949201, "London"],
  ["EC2Y", 51.52, -0.0963194, "London"],
  ["EC3A", 51.515, -0.082011, "London"],
  ["EC3M", 51.5122, -0.0837303, "London"],
  ["EC3N", 51.5127, -0.0797829, "London"],
  ["EC3P", 51.5226, -0.107408, "London"],
  ["EC3R", 51.5112, -0.0846499, "London"],
  ["EC3V", 51.5133, -0.0869124, "London"],
  ["EC4A", 51.5159, -0.108663, "London"],
  ["EC4M", 51.5149, -0.100627, "London"],
  ["EC4N", 51.5134, -0.0931048, "London"],
  ["EC4P", 51.5233, -0.110744, "London"],
  ["EC4R", 51.5114, -0.0917412, "London"],
  ["EC4V", 51.5126, -0.100247, "London"],
  ["EC4Y", 51.5137, -0.108858, "London"],
  ["EH1", 55.9523, -3.19208, "Edinburgh"],
  ["EH2", 55.9532, -3.20047, "Edinburgh"],
  ["EH3", 55.9522, -3.20516, "Edinburgh"],
  ["EH4", 55.9623, -3.25582, "Edinburgh"],
  ["EH5", 55.9746, -3.21943, "Edinburgh"],
  ["EH6", 55.9712, -3.17378, "Edinburgh"],
  ["EH7", 55.9599, -3.16401, "Edinburgh"],
  ["EH8", 55.9499, -3.16633, "Edinburgh"],
  ["EH9", 55.9333, -3.18711, "Edinburgh"],
  ["EH10", 55.9216, -3.21081, "Edinburgh"],
  ["EH11", 55.9334, -3.25136, "Edinburgh"],
  ["EH12", 55.9412, -3.27474, "Edinburgh"],
  ["EH13", 55.9086, -3.24252, "Edinburgh"],
  ["EH14", 55.9117, -3.28067, "Edinburgh, Balerno, Currie, Juniper Green"],
  ["EH15", 55.9472, -3.11305, "Edinburgh"],
  ["EH16", 55.9238, -3.15099, "Edinburgh"],
  ["EH17", 55.906, -3.14329, "Edinburgh"],
  ["EH18", 55.8766, -3.12172, "Lasswade"],
  ["EH19", 55.8726, -3.10472, "Bonnyrigg"],
  ["EH20", 55.8787, -3.15359, "Loanhead"],
  ["EH21", 55.9389, -3.04644, "Musselburgh"],
  ["EH22", 55.8859, -3.06199, "Dalkeith"],
  ["EH23", 55.841, -3.05176, "Gorebridge"],
  ["EH24", 55.851, -3.13542, "Rosewell"],
  ["EH25", 55.8595, -3.17778, "Roslin"],
  ["EH26", 55.8335, -3.22388, "Penicuik"],
  ["EH27", 55.8902, -3.42378, "Kirknewton"],
  ["EH28", 55.9283, -3.40538, "Newbridge"],
  ["EH29", 55.9568, -3.39567, "Kirkliston"],
  ["EH30", 55.9827, -3.3801, "South Queensferry"],
  ["EH31", 56.0377, -2.82051, "Gullane"],
  ["EH32", 55.9663, -2.95194, "Longniddry, Prestonpans"],
  ["EH33", 55.9417, -2.94465, "Tranent"],
  ["EH34", 55.9105, -2.88559, "Tranent"],
  ["EH35", 55.9111, -2.94457, "Tranent"],
  ["EH36", 55.8554, -2.85429, "Humbie"],
  ["EH37", 55.8634, -2.96623, "Pathhead"],
  ["EH38", 55.7852, -2.96187, "Heriot"],
  ["EH39", 56.0481, -2.73265, "North Berwick"],
  ["EH40", 55.9902, -2.65136, "East Linton"],
  ["EH41", 55.9495, -2.77831, "Haddington"],
  ["EH42", 55.9938, -2.5245, "Dunbar"],
  ["EH43", 55.6239, -3.01163, "Walkerburn"],
  ["EH44", 55.621, -3.07046, "Innerleithen"],
  ["EH45", 55.654, -3.19026, "Peebles"],
  ["EH46", 55.7343, -3.34322, "West Linton"],
  ["EH47", 55.8606, -3.66477, "Bathgate"],
  ["EH48", 55.8983, -3.66084, "Bathgate"],
  ["EH49", 55.9769, -3.60289, "Linlithgow"],
  ["EH51", 56.0116, -3.60531, "Bo'ness"],
  ["EH52", 55.9363, -3.48943, "Broxburn"],
  ["EH53", 55.8948, -3.4732, "Livingston"],
  ["EH54", 55.8918, -3.52483, "Livingston"],
  ["EH55", 55.8487, -3.57344, "West Calder"],
  ["EH91", 55.9272, -3.2907, "Edinburgh"],
  ["EH95", 55.9786, -3.25352, "Edinburgh"],
  ["EH99", 55.9519, -3.19475, "Edinburgh"],
  ["EN1", 51.6533, -0.0706311, "Enfield"],
  ["EN2", 51.6585, -0.091758, "Enfield"],
  ["EN3", 51.658, -0.0415899, "Enfield"],
  ["EN4", 51.6483, -0.162151, "Barnet"],
  ["EN5", 51.6482, -0.190224, "Barnet"],
  ["EN6", 51.699, -0.179877, "Potters Bar"],
  ["EN7", 51.7085, -0.0650253, "Waltham Cross"],
  ["EN8", 51.696, -0.0331162, "Waltham Cross"],
  ["EN9", 51.6947, 0.010568, "Waltham Abbey"],
  ["EN10", 51.7409, -0.0212033, "Broxbourne"],
  ["EN11", 51.7637, -943268e-8, "Broxbourne, Hoddesdon"],
  ["EX1", 50.7271, -3.50869, "Exeter"],
  ["EX2", 50.7111, -3.51516, "Exeter"],
  ["EX3", 50.6952, -3.46023, "Exeter"],
  ["EX4", 50.7303, -3.52628, "Exeter"],
  ["EX5", 50.7549, -3.43584, "Exeter"],
  ["EX6", 50.6759, -3.59232, "Exeter"],
  ["EX7", 50.5861, -3.47121, "Dawlish"],
  ["EX8", 50.6284, -3.40302, "Exmouth"],
  ["EX9", 50.639, -3.32361, "Budleigh Salterton"],
  ["EX10", 50.6919, -3.24573, "Sidmouth"],
  ["EX11", 50.7472, -3.28863, "Ottery St. Mary"],
  ["EX12", 50.7067, -3.08104, "Seaton"],
  ["EX13", 50.7739, -3.02515, "Axminster"],
  ["EX14", 50.8108, -3.20018, "Honiton"],
  ["EX15", 50.8755, -3.34631, "Cullompton"],
  ["EX16", 50.9205, -3.49104, "Tiverton"],
  ["EX17", 50.8101, -3.70133, "Crediton"],
  ["EX18", 50.9016, -3.88653, "Chulmleigh"],
  ["EX19", 50.8758, -3.99915, "Winkleigh"],
  ["EX20", 50.751, -4.01601, "North Tawton, Okehampton"],
  ["EX21", 50.8034, -4.20874, "Beaworthy"],
  ["EX22", 50.8265, -4.36682, "Holsworthy"],
  ["EX23", 50.8249, -4.53396, "Bude"],
  ["EX24", 50.7375, -3.08714, "Colyton"],
  ["EX31", 51.0853, -4.06788, "Barnstaple"],
  ["EX32", 51.0733, -4.02749, "Barnstaple"],
  ["EX33", 51.1127, -4.16646, "Braunton"],
  ["EX34", 51.1992, -4.10841, "Ilfracombe, Woolacombe"],
  ["EX35", 51.2247, -3.82948, "Lynmouth, Lynton"],
  ["EX36", 51.017, -3.80071, "South Molton"],
  ["EX37", 50.9793, -3.95553, "Umberleigh"],
  ["EX38", 50.9451, -4.15135, "Torrington"],
  ["EX39", 51.016, -4.24235, "Bideford"],
  ["FK1", 55.9889, -3.79285, "Falkirk"],
  ["FK2", 56.0053, -3.75817, "Falkirk"],
  ["FK3", 56.012, -3.72041, "Grangemouth"],
  ["FK4", 55.9976, -3.90749, "Bonnybridge"],
  ["FK5", 56.0256, -3.82065, "Larbert"],
  ["FK6", 56.0217, -3.9144, "Denny"],
  ["FK7", 56.0997, -3.91822, "Stirling"],
  ["FK8", 56.129, -4.03386, "Stirling"],
  ["FK9", 56.1416, -3.94122, "Stirling"],
  ["FK10", 56.115, -3.78341, "Alloa, Clackmannan"],
  ["FK11", 56.1499, -3.85116, "Menstrie"],
  ["FK12", 56.1521, -3.80153, "Alva"],
  ["FK13", 56.1502, -3.74249, "Tillicoultry"],
  ["FK14", 56.163, -3.66604, "Dollar"],
  ["FK15", 56.1999, -3.95234, "Dunblane"],
  ["FK16", 56.1911, -4.05909, "Doune"],
  ["FK17", 56.2405, -4.21939, "Callander"],
  ["FK18", 56.3161, -4.31649, "Callander"],
  ["FK19", 56.3733, -4.31128, "Lochearnhead"],
  ["FK20", 56.4074, -4.61057, "Crianlarich"],
  ["FK21", 56.4663, -4.32062, "Killin"],
  ["FY1", 53.8162, -3.04836, "Blackpool"],
  ["FY2", 53.8444, -3.04024, "Blackpool"],
  ["FY3", 53.8211, -3.02265, "Blackpool"],
  ["FY4", 53.792, -3.03018, "Blackpool"],
  ["FY5", 53.8735, -3.02417, "Thornton-Cleveleys"],
  ["FY6", 53.865, -2.98038, "Poulton-le-Fylde"],
  ["FY7", 53.9166, -3.02544, "Fleetwood"],
  ["FY8", 53.7505, -3.00692, "Lytham St. Annes"],
  ["G1", 55.8605, -4.24908, "Glasgow"],
  ["G2", 55.8635, -4.2559, "Glasgow"],
  ["G3", 55.8664, -4.27021, "Glasgow"],
  ["G4", 55.8681, -4.25136, "Glasgow"],
  ["G5", 55.8477, -4.25387, "Glasgow"],
  ["G9", 55.8687, -4.24226, "Glasgow"],
  ["G11", 55.8736, -4.31332, "Glasgow"],
  ["G12", 55.8797, -4.30204, "Glasgow"],
  ["G13", 55.8927, -4.3473, "Glasgow"],
  ["G14", 55.8801, -4.35056, "Glasgow"],
  ["G15", 55.9104, -4.36696, "Glasgow"],
  ["G20", 55.8856, -4.28205, "Glasgow"],
  ["G21", 55.8805, -4.22285, "Glasgow"],
  ["G22", 55.8896, -4.2526, "Glasgow"],
  ["G23", 55.9025, -4.28521, "Glasgow"],
  ["G31", 55.8561, -4.20923, "Glasgow"],
  ["G32", 55.8487, -4.16633, "Glasgow"],
  ["G33", 55.8733, -4.1651, "Glasgow"],
  ["G34", 55.8679, -4.11269, "Glasgow"],
  ["G40", 55.8473, -4.22075, "Glasgow"],
  ["G41", 55.8387, -4.2816, "Glasgow"],
  ["G42", 55.8342, -4.25873, "Glasgow"],
  ["G43", 55.8186, -4.29261, "Glasgow"],
  ["G44", 55.8141, -4.25781, "Glasgow"],
  ["G45", 55.8046, -4.23307, "Glasgow"],
  ["G46", 55.8044, -4.30695, "Glasgow"],
  ["G51", 55.8574, -4.31313, "Glasgow"],
  ["G52", 55.8497, -4.35336, "Glasgow"],
  ["G53", 55.8208, -4.35227, "Glasgow"],
  ["G58", 55.8582, -4.2595, "Glasgow"],
  ["G60", 55.9179, -4.44253, "Glasgow"],
  ["G61", 55.9192, -4.33015, "Glasgow"],
  ["G62", 55.9426, -4.32068, "Glasgow"],
  ["G63", 56.0428, -4.37091, "Glasgow"],
  ["G64", 55.911, -4.21797, "Glasgow"],
  ["G65", 55.9721, -4.09972, "Glasgow"],
  ["G66", 55.9403, -4.15441, "Glasgow"],
  ["G67", 55.9479, -3.98569, "Glasgow"],
  ["G68", 55.9532, -4.01084, "Glasgow"],
  ["G69", 55.8745, -4.10256, "Glasgow"],
  ["G70", 55.9501, -3.98759, "Glasgow"],
  ["G71", 55.822, -4.07593, "Glasgow"],
  ["G72", 55.8047, -4.13068, "Glasgow"],
  ["G73", 55.8219, -4.20636, "Glasgow"],
  ["G74", 55.7678, -4.17807, "Glasgow"],
  ["G75", 55.7509, -4.19633, "Glasgow"],
  ["G76", 55.7783, -4.27337, "Glasgow"],
  ["G77", 55.7737, -4.33181, "Glasgow"],
  ["G78", 55.7936, -4.40863, "Glasgow"],
  ["G79", 55.771, -4.22308, "Glasgow"],
  ["G81", 55.912, -4.40714, "Clydebank"],
  ["G82", 55.9509, -4.57335, "Dumbarton"],
  ["G83", 56.0115, -4.5872, "Alexandria, Arrochar"],
  ["G84", 56.0138, -4.7544, "Helensburgh"],
  ["G90", 55.8691, -4.24071, "Glasgow"],
  ["GL1", 51.8567, -2.24577, "Gloucester"],
  ["GL2", 51.8417, -2.26937, "Gloucester"],
  ["GL3", 51.86, -2.18026, "Gloucester"],
  ["GL4", 51.8428, -2.21889, "Gloucester"],
  ["GL5", 51.7393, -2.22121, "Stroud"],
  ["GL6", 51.7386, -2.19941, "Stroud"],
  ["GL7", 51.7111, -1.90648, "Cirencester, Fairford, Lechlade"],
  ["GL8", 51.6416, -2.169, "Tetbury"],
  ["GL9", 51.5611, -2.29355, "Badminton"],
  ["GL10", 51.7448, -2.28353, "Stonehouse"],
  ["GL11", 51.6927, -2.35754, "Dursley, Wotton-under-Edge"],
  ["GL12", 51.6275, -2.38566, "Wotton-under-Edge"],
  ["GL13", 51.693, -2.45374, "Berkeley"],
  ["GL14", 51.8188, -2.48444, "Cinderford, Newnham, Westbury-on-Severn"],
  ["GL15", 51.7347, -2.54934, "Blakeney, Lydney"],
  ["GL16", 51.7952, -2.61332, "Coleford"],
  ["GL17", 51.8549, -2.50803, "Drybrook, Longhope, Lydbrook, Mitcheldean, Ruardean"],
  ["GL18", 51.9399, -2.41357, "Dymock, Newent"],
  ["GL19", 51.9384, -2.28432, "Gloucester"],
  ["GL20", 52.0027, -2.13085, "Tewkesbury"],
  ["GL50", 51.9015, -2.08149, "Cheltenham"],
  ["GL51", 51.8967, -2.10829, "Cheltenham"],
  ["GL52", 51.9225, -2.06078, "Cheltenham"],
  ["GL53", 51.882, -2.06922, "Cheltenham"],
  ["GL54", 51.8985, -1.86455, "Cheltenham"],
  ["GL55", 52.062, -1.77128, "Chipping Campden"],
  ["GL56", 51.9903, -1.704, "Moreton-in-Marsh"],
  ["GU1", 51.2431, -0.570138, "Guildford"],
  ["GU2", 51.2448, -0.593011, "Guildford"],
  ["GU3", 51.2472, -0.621237, "Guildford"],
  ["GU4", 51.243, -0.546742, "Guildford"],
  ["GU5", 51.2063, -0.522145, "Guildford"],
  ["GU6", 51.1408, -0.485042, "Cranleigh"],
  ["GU7", 51.1889, -0.610708, "Godalming"],
  ["GU8", 51.152, -0.639675, "Godalming"],
  ["GU9", 51.2179, -0.795964, "Farnham"],
  ["GU10", 51.1988, -0.796631, "Farnham"],
  ["GU11", 51.2499, -0.762491, "Aldershot"],
  ["GU12", 51.2516, -0.732754, "Aldershot"],
  ["GU14", 51.2909, -0.761432, "Farnborough"],
  ["GU15", 51.3355, -0.750789, "Camberley"],
  ["GU16", 51.3134, -0.730797, "Camberley"],
  ["GU17", 51.3363, -0.806236, "Farnborough, Camberley"],
  ["GU18", 51.3475, -0.663173, "Lightwater"],
  ["GU19", 51.3591, -0.689663, "Bagshot"],
  ["GU20", 51.3632, -0.648121, "Windlesham"],
  ["GU21", 51.3199, -0.577133, "Woking"],
  ["GU22", 51.3135, -0.553261, "Woking"],
  ["GU23", 51.2975, -0.51137, "Woking"],
  ["GU24", 51.3301, -0.625441, "Woking"],
  ["GU25", 51.4013, -0.569507, "Virginia Water"],
  ["GU26", 51.1102, -0.74618, "Hindhead"],
  ["GU27", 51.0836, -0.722385, "Hindhead, Haslemere"],
  ["GU28", 50.991, -0.62823, "Petworth"],
  ["GU29", 50.9845, -0.746484, "Midhurst"],
  ["GU30", 51.0758, -0.803904, "Liphook"],
  ["GU31", 50.9978, -0.908422, "Petersfield"],
  ["GU32", 51.0078, -0.960959, "Petersfield"],
  ["GU33", 51.0477, -0.893736, "Liss"],
  ["GU34", 51.1406, -0.984796, "Alton"],
  ["GU35", 51.1167, -0.851836, "Bordon"],
  ["GU46", 51.3385, -0.824117, "Yateley"],
  ["GU47", 51.3475, -0.793341, "Sandhurst"],
  ["GU51", 51.2851, -0.839768, "Fleet"],
  ["GU52", 51.2658, -0.838285, "Fleet"],
  ["GY1", 49.4669, -2.54798, "Saint Peter Port"],
  ["GY2", 49.4849, -2.54095, "Saint Sampson"],
  ["GY3", 49.4928, -2.52725, "Vale"],
  ["GY4", 49.4336, -2.55937, "Saint Martin"],
  ["GY5", 49.4633, -2.59664, "Castel"],
  ["GY6", 49.4512, -2.5696, "Vale"],
  ["GY7", 49.4472, -2.63552, "Saint Pierre Du Bois"],
  ["GY8", 49.4249, -2.60752, "Forest"],
  ["GY9", 49.7147, -2.20572, "Alderney"],
  ["GY10", 49.4342, -2.35382, "Sark"],
  ["HA0", 51.5501, -0.304693, "Wembley"],
  ["HA1", 51.5815, -0.336176, "Harrow"],
  ["HA2", 51.5759, -0.354522, "Harrow"],
  ["HA3", 51.5914, -0.323107, "Harrow"],
  ["HA4", 51.5708, -0.410397, "Ruislip"],
  ["HA5", 51.5946, -0.385879, "Pinner"],
  ["HA6", 51.61, -0.420512, "Northwood"],
  ["HA7", 51.6096, -0.306843, "Stanmore"],
  ["HA8", 51.6116, -0.275264, "Edgware"],
  ["HA9", 51.5586, -0.289978, "Wembley"],
  ["HD1", 53.6469, -1.78634, "Huddersfield"],
  ["HD2", 53.667, -1.7768, "Huddersfield"],
  ["HD3", 53.6529, -1.83057, "Huddersfield"],
  ["HD4", 53.6272, -1.79747, "Huddersfield"],
  ["HD5", 53.6475, -1.74879, "Huddersfield"],
  ["HD6", 53.7016, -1.78283, "Brighouse"],
  ["HD7", 53.5991, -1.82965, "Huddersfield"],
  ["HD8", 53.6004, -1.67494, "Huddersfield"],
  ["HD9", 53.5792, -1.79581, "Holmfirth"],
  ["HG1", 53.9998, -1.53249, "Harrogate"],
  ["HG2", 53.9877, -1.52809, "Harrogate"],
  ["HG3", 54.0303, -1.61418, "Harrogate"],
  ["HG4", 54.1539, -1.55908, "Ripon"],
  ["HG5", 54.0132, -1.45912, "Knaresborough"],
  ["HP1", 51.7552, -0.478783, "Hemel Hempstead"],
  ["HP2", 51.7621, -0.454381, "Hemel Hempstead"],
  ["HP3", 51.7372, -0.471795, "Hemel Hempstead"],
  ["HP4", 51.7666, -0.56783, "Berkhamsted"],
  ["HP5", 51.7131, -0.608601, "Chesham"],
  ["HP6", 51.6774, -0.601661, "Amersham"],
  ["HP7", 51.6663, -0.610476, "Amersham"],
  ["HP8", 51.6446, -0.576019, "Chalfont St. Giles"],
  ["HP9", 51.6103, -0.641855, "Beaconsfield"],
  ["HP10", 51.6108, -0.710588, "High Wycombe"],
  ["HP11", 51.6254, -0.746593, "High Wycombe"],
  ["HP12", 51.6247, -0.777886, "High Wycombe"],
  ["HP13", 51.633, -0.741466, "High Wycombe"],
  ["HP14", 51.6488, -0.825653, "High Wycombe"],
  ["HP15", 51.6534, -0.71743, "High Wycombe"],
  ["HP16", 51.7025, -0.717832, "Great Missenden"],
  ["HP17", 51.7498, -0.852872, "Aylesbury"],
  ["HP18", 51.8167, -0.96032, "Aylesbury"],
  ["HP19", 51.8238, -0.826378, "Aylesbury"],
  ["HP20", 51.8196, -0.807472, "Aylesbury"],
  ["HP21", 51.8068, -0.806169, "Aylesbury"],
  ["HP22", 51.8012, -0.769269, "Aylesbury, Princes Risborough"],
  ["HP23", 51.795, -0.662545, "Tring"],
  ["HP27", 51.7218, -0.831404, "Princes Risborough"],
  ["HR1", 52.0544, -2.6936, "Hereford"],
  ["HR2", 52.0132, -2.77829, "Hereford"],
  ["HR3", 52.0921, -3.06832, "Hereford"],
  ["HR4", 52.0848, -2.76105, "Hereford"],
  ["HR5", 52.1959, -3.02944, "Kington"],
  ["HR6", 52.2318, -2.76863, "Leominster"],
  ["HR7", 52.1846, -2.52493, "Bromyard"],
  ["HR8", 52.0439, -2.44183, "Ledbury"],
  ["HR9", 51.9083, -2.58153, "Ross-on-Wye"],
  ["HS1", 58.212, -6.38135, "Stornoway"],
  ["HS2", 58.2495, -6.45863, "Isle of Lewis"],
  ["HS3", 57.8829, -6.84845, "Isle of Harris"],
  ["HS4", 57.8685, -6.6899, "Isle of Scalpay"],
  ["HS5", 57.7969, -6.96605, "Isle of Harris"],
  ["HS6", 57.6027, -7.29905, "Isle of North Uist"],
  ["HS7", 57.4514, -7.34527, "Isle of Benbecula"],
  ["HS8", 57.2319, -7.34661, "Isle of South Uist"],
  ["HS9", 56.9673, -7.47958, "Isle of Barra"],
  ["HU1", 53.743, -0.336993, "Hull"],
  ["HU2", 53.7497, -0.337062, "Hull"],
  ["HU3", 53.7413, -0.365462, "Hull"],
  ["HU4", 53.7363, -0.399618, "Hull"],
  ["HU5", 53.7595, -0.374538, "Hull"],
  ["HU6", 53.7809, -0.368834, "Hull"],
  ["HU7", 53.7889, -0.330777, "Hull"],
  ["HU8", 53.7678, -0.304929, "Hull"],
  ["HU9", 53.7534, -0.296618, "Hull"],
  ["HU10", 53.7478, -0.440545, "Hull"],
  ["HU11", 53.8306, -0.237023, "Hull"],
  ["HU12", 53.7244, -0.135693, "Hull"],
  ["HU13", 53.7247, -0.437776, "Hessle"],
  ["HU14", 53.7275, -0.487891, "North Ferriby"],
  ["HU15", 53.7474, -0.619499, "Brough"],
  ["HU16", 53.7814, -0.422177, "Cottingham"],
  ["HU17", 53.8459, -0.424771, "Beverley"],
  ["HU18", 53.9086, -0.170253, "Hornsea"],
  ["HU19", 53.7234, 0.0340788, "Withernsea"],
  ["HU20", 53.7874, -0.501946, "Cottingham"],
  ["HX1", 53.7218, -1.8677, "Halifax, Elland"],
  ["HX2", 53.7384, -1.9042, "Halifax"],
  ["HX3", 53.7264, -1.8458, "Halifax"],
  ["HX4", 53.6806, -1.8798, "Halifax"],
  ["HX5", 53.6864, -1.83615, "Elland"],
  ["HX6", 53.6985, -1.92339, "Sowerby Bridge"],
  ["HX7", 53.7393, -2.00905, "Hebden Bridge"],
  ["IG1", 51.5592, 0.0727343, "Ilford"],
  ["IG2", 51.5733, 0.0794319, "Ilford"],
  ["IG3", 51.5625, 0.0977782, "Ilford"],
  ["IG4", 51.5772, 0.0549481, "Ilford"],
  ["IG5", 51.5859, 0.0646659, "Ilford"],
  ["IG6", 51.5919, 0.0870758, "Ilford"],
  ["IG7", 51.6138, 0.0877133, "Chigwell"],
  ["IG8", 51.612, 0.0374204, "Chigwell, Woodford Green"],
  ["IG9", 51.624, 0.0389529, "Buckhurst Hill"],
  ["IG10", 51.6483, 0.0656096, "Loughton"],
  ["IG11", 51.5348, 0.0918733, "Barking"],
  ["IM1", 54.1548, -4.48399, "Douglas"],
  ["IM2", 54.1721, -4.47897, "Douglas"],
  ["IM3", 54.2035, -4.4789, "Onchan"],
  ["IM4", 54.2056, -4.42316, "Port Soderick"],
  ["IM5", 54.2173, -4.69203, "Peel"],
  ["IM6", 54.2708, -4.58148, "Kirk Michael"],
  ["IM7", 54.3164, -4.5328, "Maughold"],
  ["IM8", 54.334, -4.38964, "Ramsey"],
  ["IM9", 54.1133, -4.69514, "Castletown"],
  ["IP1", 52.0628, 1.14222, "Ipswich"],
  ["IP2", 52.0462, 1.1345, "Ipswich"],
  ["IP3", 52.0421, 1.18505, "Ipswich"],
  ["IP4", 52.0596, 1.17574, "Ipswich"],
  ["IP5", 52.0615, 1.23886, "Ipswich"],
  ["IP6", 52.1287, 1.11115, "Ipswich"],
  ["IP7", 52.0659, 0.950185, "Ipswich"],
  ["IP8", 52.0629, 1.08288, "Ipswich"],
  ["IP9", 51.9932, 1.14642, "Ipswich"],
  ["IP10", 52.0074, 1.28299, "Ipswich"],
  ["IP11", 51.967, 1.33435, "Felixstowe"],
  ["IP12", 52.0938, 1.36394, "Woodbridge"],
  ["IP13", 52.1856, 1.32115, "Woodbridge"],
  ["IP14", 52.2043, 1.0276, "Stowmarket"],
  ["IP15", 52.1591, 1.59454, "Aldeburgh"],
  ["IP16", 52.2044, 1.58325, "Leiston"],
  ["IP17", 52.23, 1.5015, "Saxmundham"],
  ["IP18", 52.3306, 1.66875, "Southwold"],
  ["IP19", 52.3408, 1.49481, "Halesworth"],
  ["IP20", 52.4058, 1.31828, "Harleston"],
  ["IP21", 52.3656, 1.22956, "Diss, Eye"],
  ["IP22", 52.3778, 1.0719, "Diss"],
  ["IP23", 52.3139, 1.12015, "Eye"],
  ["IP24", 52.4194, 0.756745, "Thetford"],
  ["IP25", 52.5796, 0.8353, "Thetford"],
  ["IP26", 52.5059, 0.576834, "Thetford"],
  ["IP27", 52.43, 0.583704, "Brandon"],
  ["IP28", 52.3281, 0.536153, "Bury St. Edmunds"],
  ["IP29", 52.1955, 0.662853, "Bury St. Edmunds"],
  ["IP30", 52.2119, 0.838359, "Bury St. Edmunds"],
  ["IP31", 52.2882, 0.825884, "Bury St. Edmunds"],
  ["IP32", 52.2539, 0.718588, "Bury St. Edmunds"],
  ["IP33", 52.2433, 0.713699, "Bury St. Edmunds"],
  ["IP98", 52.3766, 1.11066, "Diss"],
  ["IV1", 57.4789, -4.19995, "Inverness"],
  ["IV2", 57.4686, -4.18951, "Inverness"],
  ["IV3", 57.4633, -4.27177, "Inverness"],
  ["IV4", 57.4511, -4.52423, "Beauly"],
  ["IV5", 57.4688, -4.41061, "Inverness"],
  ["IV6", 57.5213, -4.46065, "Muir of Ord"],
  ["IV7", 57.5841, -4.3922, "Dingwall"],
  ["IV8", 57.5548, -4.26511, "Munlochy"],
  ["IV9", 57.5695, -4.17737, "Avoch"],
  ["IV10", 57.5849, -4.12636, "Fortrose"],
  ["IV11", 57.6777, -4.03842, "Cromarty"],
  ["IV12", 57.5749, -3.86549, "Nairn"],
  ["IV13", 57.3455, -4.02625, "Inverness"],
  ["IV14", 57.5854, -4.54777, "Strathpeffer"],
  ["IV15", 57.5986, -4.43117, "Dingwall"],
  ["IV16", 57.6603, -4.34375, "Dingwall"],
  ["IV17", 57.6986, -4.25568, "Alness"],
  ["IV18", 57.7008, -4.15636, "Invergordon"],
  ["IV19", 57.8046, -4.06045, "Tain"],
  ["IV20", 57.7899, -3.90968, "Tain"],
  ["IV21", 57.7244, -5.71825, "Gairloch"],
  ["IV22", 57.7367, -5.50392, "Achnasheen"],
  ["IV23", 57.7734, -5.03424, "Garve"],
  ["IV24", 57.891, -4.35645, "Ardgay"],
  ["IV25", 57.8885, -4.04051, "Dornoch"],
  ["IV26", 57.9198, -5.18505, "Ullapool"],
  ["IV27", 58.2709, -4.7955, "Lairg"],
  ["IV28", 58.0077, -4.15773, "Rogart"],
  ["IV30", 57.6536, -3.3276, "Elgin"],
  ["IV31", 57.7169, -3.29074, "Lossiemouth"],
  ["IV32", 57.6309, -3.11385, "Fochabers"],
  ["IV36", 57.6101, -3.60744, "Forres"],
  ["IV40", 57.2833, -5.66454, "Kyle"],
  ["IV41", 57.2743, -5.7336, "Isle of Skye"],
  ["IV42", 57.2354, -5.83873, "Isle of Skye"],
  ["IV43", 57.1496, -5.84605, "Isle of Skye"],
  ["IV44", 57.1027, -5.88101, "Isle of Skye"],
  ["IV45", 57.0725, -5.9041, "Isle of Skye"],
  ["IV46", 57.1091, -5.9782, "Isle of Skye"],
  ["IV47", 57.2961, -6.34571, "Isle of Skye"],
  ["IV48", 57.2935, -6.09745, "Isle of Skye"],
  ["IV49", 57.2294, -5.94214, "Isle of Skye"],
  ["IV51", 57.484, -6.24888, "Portree"],
  ["IV52", 57.3364, -5.65234, "Plockton"],
  ["IV53", 57.3442, -5.55498, "Strome Ferry"],
  ["IV54", 57.4289, -5.61024, "Strathcarron"],
  ["IV55", 57.457, -6.61007, "Isle of Skye"],
  ["IV56", 57.3703, -6.44026, "Isle of Skye"],
  ["IV63", 57.3184, -4.50899, "Inverness"],
  ["IV99", 57.4813, -4.22395, "Inverness"],
  ["JE2", 49.1995, -2.08378, "Saint Helier"],
  ["JE3", 49.2375, -2.22265, "Saint Lawrence"],
  ["KA1", 55.5971, -4.49703, "Kilmarnock"],
  ["KA2", 55.5966, -4.56156, "Kilmarnock"],
  ["KA3", 55.643, -4.49691, "Kilmarnock"],
  ["KA4", 55.5996, -4.38482, "Galston"],
  ["KA5", 55.5092, -4.38436, "Mauchline"],
  ["KA6", 55.4176, -4.50879, "Ayr"],
  ["KA7", 55.4504, -4.63093, "Ayr"],
  ["KA8", 55.4715, -4.61378, "Ayr"],
  ["KA9", 55.4985, -4.60589, "Prestwick"],
  ["KA10", 55.5496, -4.64989, "Troon"],
  ["KA11", 55.6178, -4.62971, "Irvine"],
  ["KA12", 55.6179, -4.66599, "Irvine"],
  ["KA13", 55.6553, -4.70029, "Kilwinning"],
  ["KA14", 55.7405, -4.67135, "Beith"],
  ["KA15", 55.7484, -4.6269, "Beith"],
  ["KA16", 55.6072, -4.33404, "Newmilns"],
  ["KA17", 55.6102, -4.29397, "Darvel"],
  ["KA18", 55.4509, -4.24217, "Cumnock"],
  ["KA19", 55.3465, -4.67002, "Maybole"],
  ["KA20", 55.6407, -4.75343, "Stevenston"],
  ["KA21", 55.6413, -4.78471, "Saltcoats"],
  ["KA22", 55.6487, -4.80765, "Ardrossan"],
  ["KA23", 55.6891, -4.85306, "West Kilbride"],
  ["KA24", 55.7096, -4.7163, "Dalry"],
  ["KA25", 55.7522, -4.68923, "Kilbirnie"],
  ["KA26", 55.2202, -4.83617, "Girvan"],
  ["KA27", 55.5407, -5.1694, "Isle of Arran"],
  ["KA28", 55.7545, -4.92463, "Isle of Cumbrae"],
  ["KA29", 55.7566, -4.8543, "Largs"],
  ["KA30", 55.7967, -4.8638, "Largs"],
  ["KT1", 51.4071, -0.297615, "Kingston upon Thames"],
  ["KT2", 51.4162, -0.290936, "Kingston upon Thames"],
  ["KT3", 51.3997, -0.256909, "New Malden"],
  ["KT4", 51.3787, -0.243186, "Worcester Park"],
  ["KT5", 51.3928, -0.287919, "Surbiton"],
  ["KT6", 51.3897, -0.300625, "Surbiton"],
  ["KT7", 51.3902, -0.32897, "Thames Ditton"],
  ["KT8", 51.4016, -0.366912, "East Molesey, West Molesey"],
  ["KT9", 51.3648, -0.303188, "Chessington"],
  ["KT10", 51.3714, -0.357296, "Esher"],
  ["KT11", 51.3283, -0.404773, "Cobham"],
  ["KT12", 51.3774, -0.408799, "Walton-on-Thames"],
  ["KT13", 51.3692, -0.45153, "Weybridge"],
  ["KT14", 51.3402, -0.48635, "West Byfleet"],
  ["KT15", 51.3651, -0.494472, "Addlestone"],
  ["KT16", 51.3841, -0.514275, "Chertsey"],
  ["KT17", 51.3397, -0.253243, "Epsom"],
  ["KT18", 51.319, -0.263666, "Epsom"],
  ["KT19", 51.3502, -0.269417, "Epsom"],
  ["KT20", 51.2872, -0.231892, "Tadworth"],
  ["KT21", 51.3109, -0.302938, "Ashtead"],
  ["KT22", 51.3006, -0.337557, "Leatherhead"],
  ["KT23", 51.2819, -0.370941, "Leatherhead"],
  ["KT24", 51.2692, -0.430366, "Leatherhead"],
  ["KW1", 58.456, -3.11842, "Wick"],
  ["KW2", 58.3482, -3.16371, "Lybster"],
  ["KW3", 58.3061, -3.28233, "Lybster"],
  ["KW5", 58.2841, -3.38687, "Latheron"],
  ["KW6", 58.2504, -3.44419, "Dunbeath"],
  ["KW7", 58.1868, -3.5018, "Berriedale"],
  ["KW8", 58.1149, -3.66691, "Helmsdale"],
  ["KW9", 58.0135, -3.85925, "Brora"],
  ["KW10", 57.9744, -3.97801, "Golspie"],
  ["KW11", 58.3079, -4.13591, "Kinbrace"],
  ["KW12", 58.5071, -3.49276, "Halkirk"],
  ["KW13", 58.4784, -3.89505, "Forsinard"],
  ["KW14", 58.5887, -3.55496, "Thurso"],
  ["KW15", 58.9804, -2.95996, "Kirkwall"],
  ["KW16", 58.9591, -3.27613, "Stromness"],
  ["KW17", 59.0306, -3.00543, "Orkney"],
  ["KY1", 56.127, -3.14069, "Kirkcaldy"],
  ["KY2", 56.1223, -3.18292, "Kirkcaldy"],
  ["KY3", 56.063, -3.23234, "Burntisland"],
  ["KY4", 56.1138, -3.36169, "Cowdenbeath, Kelty"],
  ["KY5", 56.1445, -3.29533, "Lochgelly"],
  ["KY6", 56.1966, -3.19664, "Glenrothes"],
  ["KY7", 56.2103, -3.15511, "Glenrothes"],
  ["KY8", 56.1972, -3.01234, "Leven"],
  ["KY9", 56.2089, -2.83716, "Leven"],
  ["KY10", 56.2299, -2.70082, "Anstruther"],
  ["KY11", 56.0495, -3.41201, "Dunfermline, Inverkeithing"],
  ["KY12", 56.0759, -3.48802, "Dunfermline"],
  ["KY13", 56.2082, -3.43153, "Kinross"],
  ["KY14", 56.311, -3.23253, "Cupar"],
  ["KY15", 56.3009, -3.0511, "Cupar"],
  ["KY16", 56.3415, -2.81966, "St. Andrews"],
  ["KY99", 56.0547, -3.43743, "Dunfermline"],
  ["L1", 53.4024, -2.98035, "Liverpool"],
  ["L2", 53.4068, -2.99014, "Liverpool"],
  ["L3", 53.4087, -2.98552, "Liverpool"],
  ["L4", 53.4378, -2.96201, "Liverpool"],
  ["L5", 53.4248, -2.97766, "Liverpool"],
  ["L6", 53.4186, -2.95323, "Liverpool"],
  ["L7", 53.4055, -2.95028, "Liverpool"],
  ["L8", 53.3902, -2.96415, "Liverpool"],
  ["L9", 53.4613, -2.95226, "Liverpool"],
  ["L10", 53.4736, -2.92834, "Liverpool"],
  ["L11", 53.4473, -2.91461, "Liverpool"],
  ["L12", 53.4344, -2.89691, "Liverpool"],
  ["L13", 53.4151, -2.92167, "Liverpool"],
  ["L14", 53.4193, -2.88156, "Liverpool"],
  ["L15", 53.3973, -2.92268, "Liverpool"],
  ["L16", 53.3981, -2.89274, "Liverpool"],
  ["L17", 53.3786, -2.9423, "Liverpool"],
  ["L18", 53.3805, -2.90949, "Liverpool"],
  ["L19", 53.3582, -2.90315, "Liverpool"],
  ["L20", 53.4523, -2.98997, "Liverpool, Bootle"],
  ["L21", 53.4707, -3.00024, "Liverpool"],
  ["L22", 53.4767, -3.02746, "Liverpool"],
  ["L23", 53.4891, -3.02425, "Liverpool"],
  ["L24", 53.3444, -2.84316, "Liverpool"],
  ["L25", 53.3789, -2.86397, "Liverpool"],
  ["L26", 53.3655, -2.83584, "Liverpool"],
  ["L27", 53.388, -2.84034, "Liverpool"],
  ["L28", 53.4352, -2.86652, "Liverpool"],
  ["L29", 53.5052, -2.98801, "Liverpool"],
  ["L30", 53.4819, -2.9718, "Bootle"],
  ["L31", 53.5133, -2.93851, "Liverpool"],
  ["L32", 53.4786, -2.88938, "Liverpool"],
  ["L33", 53.4886, -2.87605, "Liverpool"],
  ["L34", 53.4349, -2.81508, "Prescot"],
  ["L35", 53.4164, -2.78534, "Prescot"],
  ["L36", 53.4143, -2.84158, "Liverpool"],
  ["L37", 53.5568, -3.0635, "Liverpool"],
  ["L38", 53.5284, -3.05248, "Liverpool"],
  ["L39", 53.563, -2.89353, "Ormskirk"],
  ["L40", 53.5984, -2.84733, "Ormskirk"],
  ["L67", 53.4057, -2.96781, "Liverpool"],
  ["L68", 53.4532, -2.96644, "Liverpool"],
  ["L69", 53.4011, -2.97534, "Liverpool, Bootle"],
  ["L70", 53.4094, -2.97318, "Liverpool"],
  ["L71", 53.4222, -2.97479, "Liverpool"],
  ["L72", 53.4786, -2.98369, "Liverpool"],
  ["L74", 53.3931, -2.98828, "Liverpool"],
  ["L75", 53.4422, -2.98456, "Liverpool"],
  ["L80", 53.4692, -2.96908, "Bootle"],
  ["LA1", 54.047, -2.80026, "Lancaster"],
  ["LA2", 54.0661, -2.67404, "Lancaster"],
  ["LA3", 54.0519, -2.87803, "Morecambe"],
  ["LA4", 54.0704, -2.85471, "Morecambe"],
  ["LA5", 54.1429, -2.78968, "Carnforth"],
  ["LA6", 54.1748, -2.6167, "Carnforth"],
  ["LA7", 54.2259, -2.77313, "Milnthorpe"],
  ["LA8", 54.3233, -2.76015, "Kendal"],
  ["LA9", 54.3262, -2.74401, "Kendal"],
  ["LA10", 54.3149, -2.49755, "Sedbergh"],
  ["LA11", 54.1994, -2.92396, "Grange-over-Sands"],
  ["LA12", 54.2024, -3.08408, "Ulverston"],
  ["LA13", 54.1183, -3.19925, "Barrow-in-Furness"],
  ["LA14", 54.1179, -3.2306, "Barrow-in-Furness, Dalton-in-Furness"],
  ["LA15", 54.1558, -3.17964, "Dalton-in-Furness"],
  ["LA16", 54.1847, -3.20272, "Askam-in-Furness"],
  ["LA17", 54.2402, -3.17505, "Kirkby-in-Furness"],
  ["LA18", 54.2151, -3.2754, "Millom"],
  ["LA19", 54.2892, -3.37165, "Millom"],
  ["LA20", 54.2926, -3.20689, "Broughton-in-Furness"],
  ["LA21", 54.3646, -3.07161, "Coniston"],
  ["LA22", 54.4207, -2.98492, "Ambleside"],
  ["LA23", 54.3726, -2.91265, "Windermere"],
  ["LD1", 52.2577, -3.36782, "Llandrindod Wells"],
  ["LD2", 52.1437, -3.39485, "Builth Wells"],
  ["LD3", 51.958, -3.37453, "Brecon"],
  ["LD4", 52.1172, -3.55838, "Llangammarch Wells"],
  ["LD5", 52.1272, -3.615, "Llanwrtyd Wells"],
  ["LD6", 52.3089, -3.50936, "Rhayader"],
  ["LD7", 52.3495, -3.08807, "Knighton"],
  ["LD8", 52.2668, -3.05024, "Presteigne"],
  ["LE1", 52.6334, -1.13243, "Leicester"],
  ["LE2", 52.6112, -1.11798, "Leicester"],
  ["LE3", 52.6267, -1.18144, "Leicester"],
  ["LE4", 52.6627, -1.12265, "Leicester"],
  ["LE5", 52.6364, -1.09523, "Leicester"],
  ["LE6", 52.7134, -1.36361, "Leicester"],
  ["LE7", 52.6851, -1.07051, "Leicester"],
  ["LE8", 52.5641, -1.10655, "Leicester"],
  ["LE9", 52.5724, -1.27138, "Leicester"],
  ["LE10", 52.5375, -1.37062, "Hinckley"],
  ["LE11", 52.7703, -1.22168, "Loughborough"],
  ["LE12", 52.7685, -1.19222, "Loughborough"],
  ["LE13", 52.7666, -0.883903, "Melton Mowbray"],
  ["LE14", 52.783, -0.896647, "Melton Mowbray"],
  ["LE15", 52.6594, -0.706462, "Oakham"],
  ["LE16", 52.4853, -0.899291, "Market Harborough"],
  ["LE17", 52.4671, -1.18136, "Lutterworth"],
  ["LE18", 52.5833, -1.11134, "Wigston"],
  ["LE19", 52.5871, -1.21305, "Leicester"],
  ["LE21", 52.631, -1.12966, "Leicester"],
  ["LE41", 52.6372, -1.15156, "Leicester"],
  ["LE65", 52.7486, -1.46995, "Ashby-de-la-Zouch"],
  ["LE67", 52.716, -1.36284, "Coalville, Ibstock, Markfield"],
  ["LE87", 52.6314, -1.13201, "Leicester"],
  ["LE94", 52.4837, -0.905523, "Leicester"],
  ["LE95", 52.6062, -1.19056, "Leicester"],
  ["LL11", 53.059, -3.0268, "Wrexham"],
  ["LL12", 53.0861, -2.99031, "Wrexham"],
  ["LL13", 53.0363, -2.96341, "Wrexham"],
  ["LL14", 52.9924, -3.05253, "Wrexham"],
  ["LL15", 53.1053, -3.31516, "Ruthin"],
  ["LL16", 53.1852, -3.43068, "Denbigh"],
  ["LL17", 53.2553, -3.43865, "St. Asaph"],
  ["LL18", 53.3118, -3.47765, "St. Asaph, Rhyl"],
  ["LL19", 53.3314, -3.41083, "Prestatyn"],
  ["LL20", 52.961, -3.16225, "Llangollen"],
  ["LL21", 52.9887, -3.40819, "Corwen"],
  ["LL22", 53.2718, -3.59145, "Abergele"],
  ["LL23", 52.9059, -3.60224, "Bala"],
  ["LL24", 53.0605, -3.78661, "Betws-y-Coed"],
  ["LL25", 53.0545, -3.87914, "Dolwyddelan"],
  ["LL26", 53.1392, -3.78745, "Llanrwst"],
  ["LL27", 53.1482, -3.82717, "Trefriw"],
  ["LL28", 53.2889, -3.75913, "Colwyn Bay"],
  ["LL29", 53.2908, -3.71283, "Colwyn Bay"],
  ["LL30", 53.3173, -3.81805, "Llandudno"],
  ["LL31", 53.2912, -3.81085, "Conwy, Llandudno Junction"],
  ["LL32", 53.2616, -3.84, "Conwy"],
  ["LL33", 53.2499, -3.98368, "Llanfairfechan"],
  ["LL34", 53.2714, -3.91331, "Penmaenmawr"],
  ["LL35", 52.5473, -4.0408, "Aberdyfi"],
  ["LL36", 52.603, -4.06596, "Tywyn"],
  ["LL37", 52.6711, -4.07056, "Llwyngwril"],
  ["LL38", 52.699, -4.03761, "Fairbourne"],
  ["LL39", 52.7129, -4.0009, "Arthog"],
  ["LL40", 52.7552, -3.87672, "Dolgellau"],
  ["LL41", 52.9699, -3.9387, "Blaenau Ffestiniog"],
  ["LL42", 52.7262, -4.05391, "Barmouth"],
  ["LL43", 52.7746, -4.09241, "Talybont"],
  ["LL44", 52.7874, -4.09533, "Dyffryn Ardudwy"],
  ["LL45", 52.8201, -4.09708, "Llanbedr"],
  ["LL46", 52.8563, -4.10778, "Harlech"],
  ["LL47", 52.9021, -4.06245, "Talsarnau"],
  ["LL48", 52.9355, -4.07113, "Penrhyndeudraeth"],
  ["LL49", 52.929, -4.13834, "Porthmadog"],
  ["LL51", 52.9728, -4.23646, "Garndolbenmaen"],
  ["LL52", 52.9248, -4.23742, "Criccieth"],
  ["LL53", 52.8845, -4.48771, "Pwllheli"],
  ["LL54", 53.0605, -4.28602, "Caernarfon"],
  ["LL55", 53.1343, -4.21157, "Caernarfon"],
  ["LL56", 53.1877, -4.20004, "Y Felinheli"],
  ["LL57", 53.2099, -4.11659, "Bangor"],
  ["LL58", 53.2791, -4.10082, "Beaumaris"],
  ["LL59", 53.2343, -4.15917, "Menai Bridge"],
  ["LL60", 53.216, -4.26809, "Gaerwen"],
  ["LL61", 53.1969, -4.25958, "Llanfairpwllgwyngyll"],
  ["LL62", 53.2112, -4.38604, "Bodorgan"],
  ["LL63", 53.2195, -4.47074, "Ty Croes"],
  ["LL64", 53.2291, -4.51482, "Rhosneigr"],
  ["LL65", 53.3011, -4.57536, "Holyhead"],
  ["LL66", 53.3808, -4.40577, "Rhosgoch"],
  ["LL67", 53.4112, -4.45637, "Cemaes Bay"],
  ["LL68", 53.3985, -4.3751, "Amlwch"],
  ["LL69", 53.3863, -4.31969, "Penysarn"],
  ["LL70", 53.3638, -4.28796, "Dulas"],
  ["LL71", 53.3272, -4.36882, "Llanerchymedd"],
  ["LL72", 53.3441, -4.24573, "Moelfre"],
  ["LL73", 53.3353, -4.24497, "Marianglas"],
  ["LL74", 53.315, -4.23415, "Tyn-y-Gongl"],
  ["LL75", 53.2835, -4.2211, "Pentraeth"],
  ["LL76", 53.3009, -4.23932, "Llanbedrgoch"],
  ["LL77", 53.2592, -4.31217, "Rhosneigr, Llangefni"],
  ["LL78", 53.3172, -4.26317, "Brynteg"],
  ["LN1", 53.2566, -0.586092, "Lincoln"],
  ["LN2", 53.2595, -0.510366, "Lincoln"],
  ["LN3", 53.2805, -0.339509, "Lincoln"],
  ["LN4", 53.1534, -0.391544, "Lincoln"],
  ["LN5", 53.188, -0.55272, "Lincoln"],
  ["LN6", 53.2025, -0.59718, "Lincoln"],
  ["LN7", 53.4894, -0.341501, "Market Rasen"],
  ["LN8", 53.3758, -0.329218, "Market Rasen"],
  ["LN9", 53.2159, -0.111706, "Horncastle"],
  ["LN10", 53.1575, -0.215729, "Woodhall Spa"],
  ["LN11", 53.3723, 0.0224612, "Louth"],
  ["LN12", 53.3297, 0.262784, "Mablethorpe"],
  ["LN13", 53.2646, 0.18276, "Alford"],
  ["LS1", 53.7974, -1.55307, "Leeds"],
  ["LS2", 53.8015, -1.54734, "Leeds"],
  ["LS3", 53.8014, -1.56313, "Leeds"],
  ["LS4", 53.8085, -1.58275, "Leeds"],
  ["LS5", 53.8182, -1.60247, "Leeds"],
  ["LS6", 53.8185, -1.56626, "Leeds"],
  ["LS7", 53.8177, -1.5405, "Leeds"],
  ["LS8", 53.8215, -1.51247, "Leeds"],
  ["LS9", 53.7988, -1.51173, "Leeds"],
  ["LS10", 53.7652, -1.53189, "Leeds"],
  ["LS11", 53.7782, -1.55671, "Leeds"],
  ["LS12", 53.7914, -1.5953, "Leeds"],
  ["LS13", 53.8111, -1.63496, "Leeds"],
  ["LS14", 53.8269, -1.45847, "Leeds"],
  ["LS15", 53.8066, -1.44634, "Leeds"],
  ["LS16", 53.8509, -1.60425, "Leeds"],
  ["LS17", 53.8583, -1.52906, "Leeds"],
  ["LS18", 53.8409, -1.64462, "Leeds"],
  ["LS19", 53.8608, -1.68587, "Leeds"],
  ["LS20", 53.8734, -1.71375, "Leeds"],
  ["LS21", 53.9101, -1.68285, "Otley"],
  ["LS22", 53.9318, -1.39248, "Wetherby"],
  ["LS23", 53.9067, -1.35248, "Wetherby"],
  ["LS24", 53.8711, -1.25505, "Tadcaster"],
  ["LS25", 53.7864, -1.32496, "Leeds"],
  ["LS26", 53.757, -1.44279, "Leeds"],
  ["LS27", 53.749, -1.60478, "Leeds"],
  ["LS28", 53.8015, -1.66908, "Pudsey"],
  ["LS29", 53.9195, -1.80411, "Ilkley"],
  ["LS88", 53.7518, -1.53522, "Leeds"],
  ["LS98", 53.7735, -1.53214, "Leeds"],
  ["LS99", 53.7664, -1.50424, "Leeds"],
  ["LU1", 51.8764, -0.424721, "Luton"],
  ["LU2", 51.8908, -0.397831, "Luton"],
  ["LU3", 51.906, -0.442775, "Luton"],
  ["LU4", 51.8985, -0.465205, "Luton"],
  ["LU5", 51.9078, -0.515822, "Dunstable"],
  ["LU6", 51.881, -0.532696, "Dunstable"],
  ["LU7", 51.9109, -0.661592, "Leighton Buzzard"],
  ["M1", 53.4777, -2.23678, "Manchester"],
  ["M2", 53.4803, -2.24466, "Manchester"],
  ["M3", 53.4835, -2.25229, "Manchester, Salford"],
  ["M4", 53.4849, -2.23071, "Manchester"],
  ["M5", 53.4797, -2.28553, "Salford"],
  ["M6", 53.4916, -2.29576, "Salford"],
  ["M7", 53.5043, -2.26174, "Salford"],
  ["M8", 53.509, -2.24089, "Manchester"],
  ["M9", 53.5216, -2.2144, "Manchester"],
  ["M11", 53.4784, -2.18318, "Manchester"],
  ["M12", 53.4657, -2.2059, "Manchester"],
  ["M13", 53.4622, -2.21718, "Manchester"],
  ["M14", 53.4468, -2.22506, "Manchester"],
  ["M15", 53.4663, -2.25265, "Manchester"],
  ["M16", 53.456, -2.26513, "Manchester"],
  ["M17", 53.4692, -2.31555, "Manchester"],
  ["M18", 53.4616, -2.17281, "Manchester"],
  ["M19", 53.4377, -2.19552, "Manchester"],
  ["M20", 53.4251, -2.23167, "Manchester"],
  ["M21", 53.4389, -2.27341, "Manchester"],
  ["M22", 53.385, -2.26126, "Manchester"],
  ["M23", 53.3972, -2.28656, "Manchester"],
  ["M24", 53.5522, -2.19889, "Manchester"],
  ["M25", 53.5332, -2.27995, "Manchester"],
  ["M26", 53.5621, -2.3339, "Manchester"],
  ["M27", 53.5122, -2.33814, "Manchester"],
  ["M28", 53.5164, -2.39818, "Manchester"],
  ["M29", 53.515, -2.47026, "Manchester"],
  ["M30", 53.4759, -2.36738, "Manchester"],
  ["M31", 53.4428, -2.38119, "Manchester"],
  ["M32", 53.4501, -2.30834, "Manchester"],
  ["M33", 53.4226, -2.32479, "Manchester"],
  ["M34", 53.4548, -2.11601, "Manchester"],
  ["M35", 53.4978, -2.1527, "Manchester"],
  ["M38", 53.5299, -2.42026, "Manchester"],
  ["M40", 53.5027, -2.19392, "Manchester"],
  ["M41", 53.4511, -2.36267, "Manchester"],
  ["M43", 53.4831, -2.14919, "Manchester"],
  ["M44", 53.4407, -2.42714, "Manchester"],
  ["M45", 53.5446, -2.2897, "Manchester"],
  ["M46", 53.5255, -2.49219, "Manchester"],
  ["M50", 53.4766, -2.29012, "Salford"],
  ["M60", 53.4847, -2.23313, "Manchester, Salford"],
  ["M61", 53.4864, -2.22933, "Manchester"],
  ["M90", 53.3638, -2.27549, "Manchester"],
  ["M99", 53.4858, -2.22905, "Manchester"],
  ["ME1", 51.3754, 0.499495, "Rochester"],
  ["ME2", 51.3913, 0.484728, "Rochester"],
  ["ME3", 51.4313, 0.546501, "Rochester"],
  ["ME4", 51.3814, 0.528068, "Chatham"],
  ["ME5", 51.3522, 0.531673, "Chatham"],
  ["ME6", 51.3245, 0.439254, "Aylesford, Snodland, West Malling"],
  ["ME7", 51.3804, 0.554739, "Gillingham"],
  ["ME8", 51.3622, 0.595092, "Gillingham"],
  ["ME9", 51.3359, 0.72358, "Sittingbourne"],
  ["ME10", 51.3427, 0.735621, "Sittingbourne"],
  ["ME11", 51.4136, 0.748313, "Queenborough"],
  ["ME12", 51.4247, 0.798387, "Sheerness"],
  ["ME13", 51.3056, 0.894353, "Faversham"],
  ["ME14", 51.2753, 0.539254, "Maidstone"],
  ["ME15", 51.2549, 0.532872, "Maidstone"],
  ["ME16", 51.2734, 0.498649, "Maidstone"],
  ["ME17", 51.2365, 0.602262, "Maidstone"],
  ["ME18", 51.2442, 0.423108, "Maidstone"],
  ["ME19", 51.293, 0.410955, "West Malling"],
  ["ME20", 51.3059, 0.459177, "Aylesford"],
  ["MK1", 52.007, -0.726907, "Milton Keynes"],
  ["MK2", 51.9919, -0.725556, "Milton Keynes"],
  ["MK3", 51.9952, -0.749978, "Milton Keynes"],
  ["MK4", 52.0047, -0.777126, "Milton Keynes"],
  ["MK5", 52.0195, -0.777046, "Milton Keynes"],
  ["MK6", 52.0292, -0.739285, "Milton Keynes"],
  ["MK7", 52.0206, -0.692476, "Milton Keynes"],
  ["MK8", 52.0358, -0.808581, "Milton Keynes"],
  ["MK9", 52.0395, -0.750747, "Milton Keynes"],
  ["MK10", 52.0377, -0.695246, "Milton Keynes"],
  ["MK11", 52.0498, -0.835344, "Milton Keynes"],
  ["MK12", 52.0571, -0.817984, "Milton Keynes"],
  ["MK13", 52.0522, -0.789541, "Milton Keynes"],
  ["MK14", 52.0597, -0.768724, "Milton Keynes"],
  ["MK15", 52.0558, -0.726377, "Milton Keynes"],
  ["MK16", 52.0882, -0.721006, "Newport Pagnell"],
  ["MK17", 52.0004, -0.698754, "Milton Keynes"],
  ["MK18", 51.9803, -0.971053, "Buckingham"],
  ["MK19", 52.0719, -0.851522, "Milton Keynes"],
  ["MK40", 52.1374, -0.474716, "Bedford"],
  ["MK41", 52.1504, -0.450677, "Bedford"],
  ["MK42", 52.119, -0.473337, "Bedford"],
  ["MK43", 52.1163, -0.549606, "Bedford"],
  ["MK44", 52.1882, -0.430398, "Bedford"],
  ["MK45", 52.0301, -0.472779, "Bedford"],
  ["MK46", 52.1535, -0.695736, "Olney"],
  ["MK77", 52.0411, -0.816062, "Milton Keynes"],
  ["ML1", 55.7977, -3.97718, "Motherwell"],
  ["ML2", 55.7766, -3.91562, "Wishaw"],
  ["ML3", 55.771, -4.05286, "Hamilton"],
  ["ML4", 55.8187, -4.02141, "Bellshill"],
  ["ML5", 55.8597, -4.03069, "Coatbridge"],
  ["ML6", 55.8678, -3.96333, "Airdrie"],
  ["ML7", 55.8298, -3.79542, "Shotts"],
  ["ML8", 55.7279, -3.83807, "Carluke"],
  ["ML9", 55.7255, -3.96854, "Larkhall"],
  ["ML10", 55.6845, -4.06196, "Strathaven"],
  ["ML11", 55.6663, -3.78847, "Lanark"],
  ["ML12", 55.5736, -3.58824, "Biggar"],
  ["N1", 51.5376, -0.0982198, "London"],
  ["N1C", 51.5366, -0.125884, "London"],
  ["N1P", 51.539, -0.103398, "London"],
  ["N2", 51.5903, -0.168621, "London"],
  ["N3", 51.6004, -0.194108, "London"],
  ["N4", 51.5706, -0.104925, "London"],
  ["N5", 51.5538, -0.0985863, "London"],
  ["N6", 51.5715, -0.14082, "London"],
  ["N7", 51.554, -0.118062, "London"],
  ["N8", 51.5824, -0.120065, "London"],
  ["N9", 51.6278, -0.0588757, "London"],
  ["N10", 51.5939, -0.144308, "London"],
  ["N11", 51.614, -0.137609, "London"],
  ["N12", 51.6154, -0.178482, "London"],
  ["N13", 51.621, -0.103722, "London"],
  ["N14", 51.6333, -0.129984, "London"],
  ["N15", 51.5806, -0.0862699, "London"],
  ["N16", 51.5644, -0.0768038, "London"],
  ["N17", 51.5973, -0.0710604, "London"],
  ["N18", 51.6137, -0.0647833, "London"],
  ["N19", 51.5654, -0.128146, "London"],
  ["N20", 51.6296, -0.174736, "London"],
  ["N21", 51.6354, -0.0996172, "London"],
  ["N22", 51.6, -0.114131, "London"],
  ["N81", 51.5798, -0.0971106, "London"],
  ["NE1", 54.9725, -1.61302, "Newcastle upon Tyne"],
  ["NE2", 54.9862, -1.6065, "Newcastle upon Tyne"],
  ["NE3", 55.0098, -1.63355, "Newcastle upon Tyne"],
  ["NE4", 54.9728, -1.64378, "Newcastle upon Tyne"],
  ["NE5", 54.9954, -1.68884, "Newcastle upon Tyne"],
  ["NE6", 54.9772, -1.56745, "Newcastle upon Tyne"],
  ["NE7", 54.9973, -1.57967, "Newcastle upon Tyne"],
  ["NE8", 54.9564, -1.60495, "Gateshead"],
  ["NE9", 54.9316, -1.58774, "Gateshead"],
  ["NE10", 54.9484, -1.557, "Gateshead"],
  ["NE11", 54.9401, -1.63184, "Gateshead"],
  ["NE12", 55.0257, -1.57015, "Newcastle upon Tyne"],
  ["NE13", 55.0416, -1.64747, "Newcastle upon Tyne"],
  ["NE15", 54.9834, -1.71955, "Newcastle upon Tyne"],
  ["NE16", 54.9349, -1.69347, "Newcastle upon Tyne"],
  ["NE17", 54.9161, -1.81895, "Newcastle upon Tyne"],
  ["NE18", 55.0386, -1.86038, "Newcastle upon Tyne"],
  ["NE19", 55.1794, -2.09487, "Newcastle upon Tyne"],
  ["NE20", 55.0523, -1.77807, "Newcastle upon Tyne"],
  ["NE21", 54.9588, -1.7197, "Blaydon-on-Tyne"],
  ["NE22", 55.1373, -1.58403, "Bedlington"],
  ["NE23", 55.0838, -1.58501, "Cramlington"],
  ["NE24", 55.1227, -1.52132, "Blyth"],
  ["NE25", 55.0496, -1.48882, "Whitley Bay"],
  ["NE26", 55.0472, -1.46114, "Whitley Bay"],
  ["NE27", 55.0308, -1.51173, "Newcastle upon Tyne"],
  ["NE28", 55.0009, -1.51876, "Wallsend"],
  ["NE29", 55.0118, -1.46958, "North Shields"],
  ["NE30", 55.0198, -1.44288, "North Shields"],
  ["NE31", 54.9718, -1.51235, "Hebburn"],
  ["NE32", 54.9698, -1.48443, "Jarrow"],
  ["NE33", 54.9921, -1.43125, "South Shields"],
  ["NE34", 54.9728, -1.42325, "South Shields"],
  ["NE35", 54.9529, -1.4628, "Boldon Colliery"],
  ["NE36", 54.9475, -1.44337, "East Boldon"],
  ["NE37", 54.9114, -1.52839, "Washington"],
  ["NE38", 54.895, -1.52584, "Washington"],
  ["NE39", 54.9259, -1.75806, "Rowlands Gill"],
  ["NE40", 54.966, -1.7703, "Ryton"],
  ["NE41", 54.9756, -1.82162, "Wylam"],
  ["NE42", 54.9624, -1.8539, "Prudhoe"],
  ["NE43", 54.9496, -1.90173, "Stocksfield"],
  ["NE44", 54.9441, -1.98049, "Riding Mill"],
  ["NE45", 54.9767, -2.01848, "Corbridge"],
  ["NE46", 54.9779, -2.1043, "Hexham"],
  ["NE47", 54.9303, -2.24735, "Hexham"],
  ["NE48", 55.132, -2.26727, "Hexham"],
  ["NE49", 54.9665, -2.46086, "Haltwhistle"],
  ["NE61", 55.1776, -1.6861, "Morpeth"],
  ["NE62", 55.1613, -1.59291, "Choppington"],
  ["NE63", 55.1774, -1.56167, "Ashington"],
  ["NE64", 55.184, -1.51665, "Newbiggin-by-the-Sea"],
  ["NE65", 55.3108, -1.74059, "Morpeth"],
  ["NE66", 55.427, -1.72688, "Alnwick, Bamburgh"],
  ["NE67", 55.5346, -1.69343, "Chathill"],
  ["NE68", 55.5722, -1.66056, "Seahouses"],
  ["NE69", 55.6049, -1.71866, "Bamburgh"],
  ["NE70", 55.5919, -1.81613, "Belford"],
  ["NE71", 55.553, -2.04072, "Wooler"],
  ["NE85", 54.9287, -1.59962, "Newcastle upon Tyne"],
  ["NE88", 54.9473, -1.61193, "Newcastle upon Tyne"],
  ["NE92", 54.9418, -1.61497, "Gateshead"],
  ["NE98", 54.9729, -1.59958, "Newcastle upon Tyne"],
  ["NE99", 54.9679, -1.61485, "Newcastle upon Tyne"],
  ["NG1", 52.9546, -1.1475, "Nottingham"],
  ["NG2", 52.9374, -1.13726, "Nottingham"],
  ["NG3", 52.9678, -1.13018, "Nottingham"],
  ["NG4", 52.971, -1.08694, "Nottingham"],
  ["NG5", 52.9969, -1.14347, "Nottingham"],
  ["NG6", 52.9973, -1.1915, "Nottingham"],
  ["NG7", 52.9584, -1.17831, "Nottingham"],
  ["NG8", 52.9636, -1.2148, "Nottingham"],
  ["NG9", 52.9263, -1.23282, "Nottingham"],
  ["NG10", 52.8998, -1.28214, "Nottingham"],
  ["NG11", 52.8999, -1.17377, "Nottingham"],
  ["NG12", 52.9103, -1.06048, "Nottingham"],
  ["NG13", 52.9485, -0.926363, "Nottingham"],
  ["NG14", 53.0133, -1.0422, "Nottingham"],
  ["NG15", 53.045, -1.20277, "Nottingham"],
  ["NG16", 53.0265, -1.29835, "Nottingham"],
  ["NG17", 53.116, -1.26119, "Nottingham, Sutton-in-Ashfield"],
  ["NG18", 53.1408, -1.18587, "Mansfield"],
  ["NG19", 53.16, -1.19774, "Mansfield"],
  ["NG20", 53.2083, -1.18548, "Mansfield"],
  ["NG21", 53.1429, -1.10662, "Mansfield"],
  ["NG22", 53.1773, -0.970149, "Newark"],
  ["NG23", 53.1138, -0.80056, "Newark"],
  ["NG24", 53.0706, -0.801721, "Newark"],
  ["NG25", 53.0742, -0.950957, "Southwell"],
  ["NG31", 52.9133, -0.641683, "Grantham"],
  ["NG32", 52.9468, -0.651644, "Grantham"],
  ["NG33", 52.8207, -0.583416, "Grantham"],
  ["NG34", 52.9878, -0.395131, "Sleaford"],
  ["NG80", 52.9357, -1.19202, "Nottingham"],
  ["NG90", 52.9266, -1.19278, "Nottingham"],
  ["NN1", 52.2416, -0.891241, "Northampton"],
  ["NN2", 52.2594, -0.882547, "Northampton"],
  ["NN3", 52.2626, -0.844025, "Northampton"],
  ["NN4", 52.2211, -0.897917, "Northampton"],
  ["NN5", 52.2455, -0.931616, "Northampton"],
  ["NN6", 52.3203, -0.945349, "Northampton"],
  ["NN7", 52.2152, -0.920195, "Northampton"],
  ["NN8", 52.2981, -0.692433, "Wellingborough"],
  ["NN9", 52.3128, -0.614946, "Wellingborough"],
  ["NN10", 52.293, -0.599107, "Rushden"],
  ["NN11", 52.2442, -1.17422, "Daventry"],
  ["NN12", 52.1277, -0.995514, "Towcester"],
  ["NN13", 52.0327, -1.14724, "Brackley"],
  ["NN14", 52.4112, -0.706145, "Kettering"],
  ["NN15", 52.384, -0.704935, "Kettering"],
  ["NN16", 52.4032, -0.700384, "Kettering"],
  ["NN17", 52.4999, -0.682798, "Corby"],
  ["NN18", 52.4792, -0.710124, "Corby"],
  ["NN29", 52.2626, -0.665308, "Wellingborough"],
  ["NP4", 51.6934, -3.03959, "Pontypool"],
  ["NP7", 51.8283, -3.01243, "Abergavenny, Crickhowell"],
  ["NP8", 51.8576, -3.14122, "Crickhowell"],
  ["NP10", 51.5801, -3.04313, "Newport"],
  ["NP11", 51.6442, -3.13173, "Newport"],
  ["NP12", 51.6687, -3.1977, "Blackwood"],
  ["NP13", 51.7353, -3.14101, "Abertillery"],
  ["NP15", 51.7231, -2.88926, "Usk"],
  ["NP16", 51.6489, -2.6866, "Chepstow"],
  ["NP18", 51.6048, -2.9428, "Newport"],
  ["NP19", 51.5867, -2.96183, "Newport"],
  ["NP20", 51.5901, -3.00437, "Newport"],
  ["NP22", 51.7713, -3.25762, "Tredegar"],
  ["NP23", 51.7846, -3.19803, "Ebbw Vale"],
  ["NP24", 51.7214, -3.23861, "New Tredegar"],
  ["NP25", 51.8043, -2.72291, "Monmouth"],
  ["NP26", 51.5905, -2.77563, "Caldicot"],
  ["NP44", 51.6514, -3.02752, "Cwmbran"],
  ["NR1", 52.6289, 1.30866, "Norwich"],
  ["NR2", 52.6308, 1.28521, "Norwich"],
  ["NR3", 52.6433, 1.29502, "Norwich"],
  ["NR4", 52.6139, 1.25965, "Norwich"],
  ["NR5", 52.6414, 1.23725, "Norwich"],
  ["NR6", 52.661, 1.28339, "Norwich"],
  ["NR7", 52.6452, 1.33328, "Norwich"],
  ["NR8", 52.6764, 1.20778, "Norwich"],
  ["NR9", 52.6316, 1.11182, "Norwich"],
  ["NR10", 52.7349, 1.245, "Norwich"],
  ["NR11", 52.8403, 1.27517, "Norwich"],
  ["NR12", 52.7577, 1.46621, "Norwich"],
  ["NR13", 52.6345, 1.46593, "Norwich"],
  ["NR14", 52.5658, 1.37504, "Norwich"],
  ["NR15", 52.5054, 1.26649, "Norwich"],
  ["NR16", 52.4784, 1.05532, "Norwich"],
  ["NR17", 52.5158, 0.996178, "Attleborough"],
  ["NR18", 52.571, 1.10936, "Norwich, Wymondham"],
  ["NR19", 52.6761, 0.931473, "Norwich, Dereham"],
  ["NR20", 52.7216, 0.979103, "Dereham"],
  ["NR21", 52.8404, 0.850407, "Fakenham"],
  ["NR22", 52.8927, 0.862741, "Walsingham"],
  ["NR23", 52.9492, 0.857777, "Wells-next-the-Sea"],
  ["NR24", 52.8578, 1.04557, "Melton Constable"],
  ["NR25", 52.9202, 1.0829, "Holt"],
  ["NR26", 52.9375, 1.21144, "Norwich, Sheringham"],
  ["NR27", 52.9251, 1.29986, "Cromer"],
  ["NR28", 52.8222, 1.39675, "Norwich, North Walsham"],
  ["NR29", 52.6893, 1.64191, "Great Yarmouth"],
  ["NR30", 52.6177, 1.72709, "Great Yarmouth"],
  ["NR31", 52.5767, 1.70965, "Great Yarmouth"],
  ["NR32", 52.4878, 1.73299, "Lowestoft"],
  ["NR33", 52.4557, 1.71836, "Lowestoft"],
  ["NR34", 52.4396, 1.58264, "Beccles"],
  ["NR35", 52.4615, 1.43297, "Bungay"],
  ["NR99", 52.6266, 1.30916, "Norwich"],
  ["NW1", 51.5323, -0.142794, "London"],
  ["NW1W", 51.5308, -0.135426, "London"],
  ["NW2", 51.5594, -0.218369, "London"],
  ["NW3", 51.5526, -0.173182, "London"],
  ["NW4", 51.5874, -0.223761, "London"],
  ["NW5", 51.5516, -0.144739, "London"],
  ["NW6", 51.5402, -0.195589, "London"],
  ["NW7", 51.615, -0.236097, "London"],
  ["NW8", 51.5317, -0.174627, "London"],
  ["NW9", 51.5865, -0.253708, "London"],
  ["NW10", 51.5392, -0.248929, "London"],
  ["NW11", 51.5787, -0.198406, "London"],
  ["NW26", 51.533, -0.211035, "London"],
  ["OL1", 53.5468, -2.10608, "Oldham"],
  ["OL2", 53.5712, -2.1095, "Oldham"],
  ["OL3", 53.5525, -2.0115, "Oldham"],
  ["OL4", 53.5423, -2.0758, "Oldham"],
  ["OL5", 53.5167, -2.04075, "Ashton-under-Lyne"],
  ["OL6", 53.4926, -2.08845, "Ashton-under-Lyne"],
  ["OL7", 53.4894, -2.10617, "Ashton-under-Lyne"],
  ["OL8", 53.5271, -2.1172, "Oldham"],
  ["OL9", 53.5389, -2.14181, "Oldham"],
  ["OL10", 53.5905, -2.22275, "Heywood"],
  ["OL11", 53.6063, -2.174, "Rochdale"],
  ["OL12", 53.6344, -2.16538, "Rochdale"],
  ["OL13", 53.7008, -2.20424, "Bacup"],
  ["OL14", 53.7142, -2.10089, "Todmorden"],
  ["OL15", 53.6436, -2.10269, "Littleborough"],
  ["OL16", 53.6133, -2.1385, "Rochdale, Littleborough"],
  ["OX1", 51.7469, -1.2623, "Oxford"],
  ["OX2", 51.7632, -1.27759, "Oxford"],
  ["OX3", 51.7603, -1.21552, "Oxford"],
  ["OX4", 51.7286, -1.21428, "Oxford"],
  ["OX5", 51.8602, -1.29339, "Kidlington"],
  ["OX7", 51.8986, -1.49502, "Chipping Norton"],
  ["OX9", 51.703, -1.04051, "Thame"],
  ["OX10", 51.6057, -1.12943, "Wallingford"],
  ["OX11", 51.6003, -1.25002, "Didcot"],
  ["OX12", 51.5957, -1.42516, "Wantage"],
  ["OX13", 51.6763, -1.34893, "Abingdon"],
  ["OX14", 51.6681, -1.27823, "Abingdon"],
  ["OX15", 52.033, -1.40235, "Banbury"],
  ["OX16", 52.0635, -1.33897, "Banbury"],
  ["OX17", 52.0725, -1.29245, "Banbury"],
  ["OX18", 51.7624, -1.59249, "Bampton, Burford, Carterton"],
  ["OX20", 51.8544, -1.35683, "Woodstock"],
  ["OX25", 51.9005, -1.20791, "Bicester"],
  ["OX26", 51.9012, -1.15141, "Bicester"],
  ["OX27", 51.9337, -1.14995, "Bicester"],
  ["OX28", 51.7844, -1.48578, "Witney"],
  ["OX29", 51.793, -1.44003, "Witney"],
  ["OX33", 51.7567, -1.14352, "Oxford"],
  ["OX39", 51.7036, -0.917053, "Chinnor"],
  ["OX44", 51.7007, -1.135, "Oxford"],
  ["OX49", 51.6492, -1.00232, "Watlington"],
  ["PA1", 55.8449, -4.42039, "Paisley"],
  ["PA2", 55.8297, -4.43454, "Paisley"],
  ["PA3", 55.8513, -4.44394, "Paisley"],
  ["PA4", 55.8753, -4.39569, "Renfrew"],
  ["PA5", 55.8316, -4.50996, "Johnstone"],
  ["PA6", 55.8629, -4.53435, "Johnstone"],
  ["PA7", 55.9064, -4.50187, "Bishopton"],
  ["PA8", 55.9013, -4.4532, "Erskine"],
  ["PA9", 55.8112, -4.55029, "Johnstone"],
  ["PA10", 55.8329, -4.5494, "Johnstone"],
  ["PA11", 55.8572, -4.58395, "Bridge of Weir"],
  ["PA12", 55.7967, -4.61895, "Lochwinnoch"],
  ["PA13", 55.8896, -4.62541, "Kilmacolm"],
  ["PA14", 55.9283, -4.66685, "Port Glasgow"],
  ["PA15", 55.9429, -4.74699, "Greenock"],
  ["PA16", 55.9427, -4.79799, "Greenock"],
  ["PA17", 55.8693, -4.87488, "Skelmorlie"],
  ["PA18", 55.8914, -4.88011, "Wemyss Bay"],
  ["PA19", 55.9524, -4.82131, "Gourock"],
  ["PA20", 55.8344, -5.05699, "Isle of Bute"],
  ["PA21", 55.9031, -5.25036, "Tighnabruaich"],
  ["PA22", 55.9703, -5.12217, "Colintraive"],
  ["PA23", 55.954, -4.9332, "Dunoon"],
  ["PA24", 56.1548, -4.90415, "Cairndow"],
  ["PA25", 56.214, -5.04377, "Cairndow"],
  ["PA26", 56.2597, -4.93553, "Cairndow"],
  ["PA27", 56.1484, -5.07755, "Cairndow"],
  ["PA28", 55.4339, -5.60569, "Campbeltown"],
  ["PA29", 55.8059, -5.47467, "Tarbert"],
  ["PA30", 56.0135, -5.44951, "Lochgilphead"],
  ["PA31", 56.0515, -5.45677, "Lochgilphead"],
  ["PA32", 56.1976, -5.12694, "Inveraray"],
  ["PA33", 56.3747, -5.04488, "Dalmally"],
  ["PA34", 56.4015, -5.49809, "Oban"],
  ["PA35", 56.4064, -5.22679, "Taynuilt"],
  ["PA36", 56.52, -4.773, "Bridge of Orchy"],
  ["PA37", 56.463, -5.39816, "Oban"],
  ["PA38", 56.5953, -5.3333, "Appin"],
  ["PA41", 55.6745, -5.74258, "Isle of Gigha"],
  ["PA42", 55.6389, -6.18783, "Isle of Islay"],
  ["PA43", 55.7558, -6.28464, "Isle of Islay"],
  ["PA44", 55.7977, -6.28834, "Isle of Islay"],
  ["PA45", 55.8195, -6.1669, "Isle of Islay"],
  ["PA46", 55.8612, -6.11895, "Isle of Islay"],
  ["PA47", 55.682, -6.50402, "Isle of Islay"],
  ["PA48", 55.7387, -6.3845, "Isle of Islay"],
  ["PA49", 55.7799, -6.38999, "Isle of Islay"],
  ["PA60", 55.8763, -5.91835, "Isle of Jura"],
  ["PA61", 56.0717, -6.20286, "Isle of Colonsay"],
  ["PA62", 56.3593, -5.85149, "Isle of Mull"],
  ["PA63", 56.3818, -5.71584, "Isle of Mull"],
  ["PA64", 56.4465, -5.69109, "Isle of Mull"],
  ["PA65", 56.4691, -5.7253, "Isle of Mull"],
  ["PA66", 56.3274, -6.33965, "Isle of Mull"],
  ["PA67", 56.3137, -6.23197, "Isle of Mull"],
  ["PA68", 56.4364, -6.14257, "Isle of Mull"],
  ["PA69", 56.3794, -6.07782, "Isle of Mull"],
  ["PA70", 56.3649, -6.03719, "Isle of Mull"],
  ["PA71", 56.4807, -5.9815, "Isle of Mull"],
  ["PA72", 56.5179, -5.96567, "Isle of Mull"],
  ["PA73", 56.4959, -6.18365, "Isle of Mull"],
  ["PA74", 56.533, -6.22975, "Isle of Mull"],
  ["PA75", 56.614, -6.10693, "Isle of Mull"],
  ["PA76", 56.3335, -6.39495, "Isle of Iona"],
  ["PA77", 56.4952, -6.87843, "Isle of Tiree"],
  ["PA78", 56.6264, -6.54584, "Isle of Coll"],
  ["PA80", 56.7986, -6.77088, "Oban"],
  ["PE1", 52.5912, -0.248697, "Peterborough"],
  ["PE2", 52.5683, -0.273885, "Peterborough"],
  ["PE3", 52.5863, -0.277332, "Peterborough"],
  ["PE4", 52.6121, -0.26531, "Peterborough"],
  ["PE5", 52.578, -0.345824, "Peterborough"],
  ["PE6", 52.655, -0.255929, "Peterborough"],
  ["PE7", 52.5391, -0.206818, "Peterborough"],
  ["PE8", 52.5275, -0.440714, "Peterborough"],
  ["PE9", 52.6538, -0.478576, "Stamford"],
  ["PE10", 52.7734, -0.377961, "Bourne"],
  ["PE11", 52.8064, -0.164087, "Spalding"],
  ["PE12", 52.786, 0.0181345, "Spalding"],
  ["PE13", 52.6688, 0.139508, "Wisbech"],
  ["PE14", 52.6393, 0.201254, "Wisbech"],
  ["PE15", 52.5389, 0.0860024, "March"],
  ["PE16", 52.4548, 0.0491526, "Chatteris"],
  ["PE19", 52.2366, -0.263498, "St. Neots"],
  ["PE20", 52.9328, -0.101773, "Boston"],
  ["PE21", 52.9747, -0.0235642, "Boston"],
  ["PE22", 53.0474, 0.0417053, "Boston"],
  ["PE23", 53.1727, 0.0907394, "Spilsby"],
  ["PE24", 53.1647, 0.268259, "Skegness"],
  ["PE25", 53.1521, 0.334539, "Skegness"],
  ["PE26", 52.4531, -0.115157, "Huntingdon"],
  ["PE27", 52.3308, -0.0751869, "St. Ives"],
  ["PE28", 52.3584, -0.190823, "Huntingdon"],
  ["PE29", 52.3344, -0.180815, "Huntingdon"],
  ["PE30", 52.7587, 0.41325, "King's Lynn"],
  ["PE31", 52.876, 0.564302, "King's Lynn"],
  ["PE32", 52.7293, 0.622313, "King's Lynn"],
  ["PE33", 52.6512, 0.462272, "King's Lynn"],
  ["PE34", 52.7272, 0.342122, "King's Lynn"],
  ["PE35", 52.8273, 0.509802, "Sandringham"],
  ["PE36", 52.9382, 0.505568, "Hunstanton"],
  ["PE37", 52.644, 0.692595, "Swaffham"],
  ["PE38", 52.5918, 0.376172, "Downham Market"],
  ["PH1", 56.4182, -3.47321, "Perth"],
  ["PH2", 56.3861, -3.40877, "Perth"],
  ["PH3", 56.3013, -3.70523, "Auchterarder"],
  ["PH4", 56.2637, -3.77944, "Auchterarder"],
  ["PH5", 56.3294, -3.82976, "Crieff"],
  ["PH6", 56.3718, -3.98867, "Crieff"],
  ["PH7", 56.3732, -3.82996, "Crieff"],
  ["PH8", 56.5625, -3.59736, "Dunkeld"],
  ["PH9", 56.6542, -3.69905, "Pitlochry"],
  ["PH10", 56.6053, -3.35672, "Blairgowrie"],
  ["PH11", 56.6398, -3.23615, "Blairgowrie"],
  ["PH12", 56.5757, -3.15676, "Blairgowrie"],
  ["PH13", 56.5389, -3.2771, "Blairgowrie"],
  ["PH14", 56.4507, -3.18775, "Perth"],
  ["PH15", 56.6111, -3.9311, "Aberfeldy"],
  ["PH16", 56.706, -3.79788, "Pitlochry"],
  ["PH17", 56.686, -4.36927, "Pitlochry"],
  ["PH18", 56.7753, -3.89303, "Pitlochry"],
  ["PH19", 56.9345, -4.25469, "Dalwhinnie"],
  ["PH20", 57.0557, -4.14795, "Newtonmore"],
  ["PH21", 57.0902, -4.02035, "Kingussie"],
  ["PH22", 57.1986, -3.81254, "Aviemore"],
  ["PH23", 57.2872, -3.8002, "Carrbridge"],
  ["PH24", 57.2586, -3.74109, "Boat of Garten"],
  ["PH25", 57.2653, -3.64585, "Nethy Bridge"],
  ["PH26", 57.3299, -3.60581, "Grantown-on-Spey"],
  ["PH30", 56.7922, -4.60124, "Corrour"],
  ["PH31", 56.8923, -4.82159, "Roy Bridge"],
  ["PH32", 57.1442, -4.68369, "Fort Augustus"],
  ["PH33", 56.8157, -5.08678, "Fort William"],
  ["PH34", 56.9151, -4.92882, "Spean Bridge"],
  ["PH35", 57.0751, -4.8869, "Invergarry"],
  ["PH36", 56.7194, -5.85481, "Acharacle"],
  ["PH37", 56.8419, -5.49446, "Glenfinnan"],
  ["PH38", 56.8522, -5.74011, "Lochailort"],
  ["PH39", 56.912, -5.84183, "Arisaig"],
  ["PH40", 56.9622, -5.80002, "Mallaig"],
  ["PH41", 57.0031, -5.82836, "Mallaig"],
  ["PH42", 56.8681, -6.19163, "Isle of Eigg"],
  ["PH43", 57.0136, -6.28196, "Isle of Rum"],
  ["PH44", 57.0568, -6.50327, "Isle of Canna"],
  ["PH49", 56.6784, -5.11494, "Ballachulish"],
  ["PH50", 56.7146, -4.96571, "Kinlochleven"],
  ["PL1", 50.3701, -4.14782, "Plymouth"],
  ["PL2", 50.3866, -4.15628, "Plymouth"],
  ["PL3", 50.386, -4.12575, "Plymouth"],
  ["PL4", 50.3747, -4.12749, "Plymouth"],
  ["PL5", 50.411, -4.16698, "Plymouth"],
  ["PL6", 50.4183, -4.11907, "Plymouth"],
  ["PL7", 50.3909, -4.04581, "Plymouth"],
  ["PL8", 50.3379, -4.01867, "Plymouth"],
  ["PL9", 50.3559, -4.08827, "Plymouth"],
  ["PL10", 50.3477, -4.21242, "Torpoint"],
  ["PL11", 50.3732, -4.25314, "Torpoint"],
  ["PL12", 50.4183, -4.2468, "Saltash"],
  ["PL13", 50.359, -4.47162, "Looe"],
  ["PL14", 50.4626, -4.46585, "Liskeard"],
  ["PL15", 50.6323, -4.39364, "Launceston"],
  ["PL16", 50.645, -4.27507, "Lifton"],
  ["PL17", 50.5146, -4.30631, "Callington"],
  ["PL18", 50.5156, -4.22383, "Calstock, Gunnislake"],
  ["PL19", 50.5546, -4.15332, "Tavistock"],
  ["PL20", 50.5037, -4.10046, "Yelverton"],
  ["PL21", 50.3854, -3.91914, "Ivybridge"],
  ["PL22", 50.4038, -4.65353, "Lostwithiel"],
  ["PL23", 50.3371, -4.63643, "Fowey"],
  ["PL24", 50.3547, -4.71292, "Par"],
  ["PL25", 50.3409, -4.77669, "St. Austell"],
  ["PL26", 50.3461, -4.82433, "St. Austell"],
  ["PL27", 50.5223, -4.87059, "Wadebridge"],
  ["PL28", 50.5325, -4.96747, "Padstow"],
  ["PL29", 50.5829, -4.82689, "Port Isaac"],
  ["PL30", 50.4996, -4.72703, "Bodmin"],
  ["PL31", 50.4691, -4.72242, "Bodmin"],
  ["PL32", 50.632, -4.66379, "Camelford"],
  ["PL33", 50.6224, -4.73141, "Delabole"],
  ["PL34", 50.66, -4.74385, "Tintagel"],
  ["PL35", 50.6844, -4.68479, "Boscastle"],
  ["PL95", 50.3666, -4.10448, "Plymouth"],
  ["PO1", 50.7993, -1.08991, "Portsmouth"],
  ["PO2", 50.816, -1.07879, "Portsmouth"],
  ["PO3", 50.815, -1.06159, "Portsmouth"],
  ["PO4", 50.7909, -1.06435, "Southsea"],
  ["PO5", 50.7897, -1.08661, "Southsea"],
  ["PO6", 50.8461, -1.06959, "Portsmouth"],
  ["PO7", 50.8845, -1.04216, "Waterlooville"],
  ["PO8", 50.9109, -1.01485, "Waterlooville"],
  ["PO9", 50.8619, -0.982997, "Havant, Rowland's Castle"],
  ["PO10", 50.8515, -0.93073, "Emsworth"],
  ["PO11", 50.7915, -0.977488, "Hayling Island"],
  ["PO12", 50.7987, -1.14273, "Gosport, Lee-on-the-Solent"],
  ["PO13", 50.8115, -1.17918, "Gosport, Lee-on-the-Solent"],
  ["PO14", 50.8397, -1.21195, "Fareham"],
  ["PO15", 50.8642, -1.22232, "Fareham"],
  ["PO16", 50.8505, -1.16209, "Fareham"],
  ["PO17", 50.888, -1.17424, "Fareham"],
  ["PO18", 50.8618, -0.813032, "Chichester"],
  ["PO19", 50.8369, -0.777601, "Chichester"],
  ["PO20", 50.796, -0.771009, "Chichester"],
  ["PO21", 50.7849, -0.693447, "Bognor Regis"],
  ["PO22", 50.799, -0.649584, "Bognor Regis"],
  ["PO30", 50.6935, -1.31017, "Newport, Yarmouth"],
  ["PO31", 50.7524, -1.30619, "Cowes"],
  ["PO32", 50.7498, -1.28153, "East Cowes"],
  ["PO33", 50.7212, -1.16858, "Ryde"],
  ["PO34", 50.7161, -1.11404, "Seaview"],
  ["PO35", 50.6878, -1.08869, "Bembridge"],
  ["PO36", 50.6579, -1.16259, "Sandown, Shanklin"],
  ["PO37", 50.6328, -1.17809, "Shanklin"],
  ["PO38", 50.6039, -1.23867, "Ventnor"],
  ["PO39", 50.6805, -1.53945, "Totland Bay"],
  ["PO40", 50.6827, -1.52235, "Freshwater"],
  ["PO41", 50.6999, -1.47809, "Yarmouth"],
  ["PR0", 53.7588, -2.68391, "Preston"],
  ["PR1", 53.7579, -2.7018, "Preston"],
  ["PR2", 53.7757, -2.70516, "Preston"],
  ["PR3", 53.8661, -2.71728, "Preston"],
  ["PR4", 53.7538, -2.83122, "Preston"],
  ["PR5", 53.7134, -2.68093, "Preston"],
  ["PR6", 53.6645, -2.6147, "Chorley"],
  ["PR7", 53.6488, -2.65277, "Chorley"],
  ["PR8", 53.6276, -3.00493, "Southport"],
  ["PR9", 53.6571, -2.97179, "Southport"],
  ["PR11", 53.7787, -2.68495, "Preston"],
  ["PR25", 53.6953, -2.69578, "Leyland"],
  ["PR26", 53.6894, -2.73767, "Leyland"],
  ["RG1", 51.4512, -0.970773, "Reading"],
  ["RG2", 51.4237, -0.955338, "Reading"],
  ["RG4", 51.4781, -0.965366, "Reading"],
  ["RG5", 51.4529, -0.907026, "Reading"],
  ["RG6", 51.4426, -0.933631, "Reading"],
  ["RG7", 51.3975, -1.08189, "Reading"],
  ["RG8", 51.5053, -1.10684, "Reading"],
  ["RG9", 51.5426, -0.920269, "Henley-on-Thames"],
  ["RG10", 51.4799, -0.867383, "Reading"],
  ["RG12", 51.4119, -0.75272, "Bracknell"],
  ["RG14", 51.3985, -1.32122, "Newbury"],
  ["RG17", 51.4376, -1.49882, "Hungerford"],
  ["RG18", 51.431, -1.24761, "Thatcham"],
  ["RG19", 51.3971, -1.22094, "Reading, Thatcham"],
  ["RG20", 51.403, -1.33488, "Newbury"],
  ["RG21", 51.2668, -1.0905, "Basingstoke"],
  ["RG22", 51.2521, -1.12292, "Basingstoke"],
  ["RG23", 51.2576, -1.14705, "Basingstoke"],
  ["RG24", 51.2799, -1.07858, "Basingstoke"],
  ["RG25", 51.2357, -1.08551, "Basingstoke"],
  ["RG26", 51.348, -1.12813, "Tadley"],
  ["RG27", 51.307, -0.949645, "Hook"],
  ["RG28", 51.2351, -1.32968, "Basingstoke, Whitchurch"],
  ["RG29", 51.249, -0.947416, "Hook"],
  ["RG30", 51.4533, -1.00924, "Reading"],
  ["RG31", 51.4563, -1.04048, "Reading"],
  ["RG40", 51.4027, -0.836117, "Wokingham"],
  ["RG41", 51.4159, -0.85717, "Wokingham"],
  ["RG42", 51.4248, -0.760419, "Bracknell"],
  ["RG45", 51.3786, -0.802404, "Crowthorne"],
  ["RH1", 51.238, -0.159064, "Redhill"],
  ["RH2", 51.2367, -0.203246, "Reigate"],
  ["RH3", 51.2327, -0.284378, "Betchworth"],
  ["RH4", 51.2307, -0.333833, "Betchworth, Dorking"],
  ["RH5", 51.1962, -0.342232, "Dorking"],
  ["RH6", 51.1717, -0.165536, "Gatwick, Horley"],
  ["RH7", 51.1745, -0.0184076, "Lingfield"],
  ["RH8", 51.2529, -209406e-9, "Oxted"],
  ["RH9", 51.2369, -0.0766651, "Godstone"],
  ["RH10", 51.1196, -0.164307, "Crawley"],
  ["RH11", 51.112, -0.204692, "Crawley"],
  ["RH12", 51.0749, -0.328772, "Horsham"],
  ["RH13", 51.0385, -0.333147, "Horsham"],
  ["RH14", 51.0316, -0.479757, "Billingshurst"],
  ["RH15", 50.9568, -0.135812, "Burgess Hill"],
  ["RH16", 51.0029, -0.0999388, "Haywards Heath"],
  ["RH17", 51.02, -0.118998, "Haywards Heath"],
  ["RH18", 51.1008, 0.0251609, "Forest Row"],
  ["RH19", 51.1258, -0.0135229, "East Grinstead"],
  ["RH20", 50.9375, -0.471809, "Pulborough"],
  ["RH77", 51.1388, -0.169779, "Crawley"],
  ["RM1", 51.5802, 0.182072, "Romford"],
  ["RM2", 51.5825, 0.199396, "Romford"],
  ["RM3", 51.6022, 0.224286, "Romford"],
  ["RM4", 51.6333, 0.161762, "Romford"],
  ["RM5", 51.5981, 0.165311, "Romford"],
  ["RM6", 51.575, 0.133642, "Romford"],
  ["RM7", 51.5733, 0.169623, "Romford"],
  ["RM8", 51.5571, 0.130803, "Dagenham"],
  ["RM9", 51.544, 0.137065, "Dagenham"],
  ["RM10", 51.5456, 0.156588, "Dagenham"],
  ["RM11", 51.5696, 0.218019, "Hornchurch"],
  ["RM12", 51.5548, 0.209234, "Hornchurch"],
  ["RM13", 51.5234, 0.191546, "Rainham"],
  ["RM14", 51.5561, 0.261354, "Upminster"],
  ["RM15", 51.5091, 0.277126, "South Ockendon"],
  ["RM16", 51.4888, 0.320344, "Grays"],
  ["RM17", 51.4796, 0.325898, "Grays"],
  ["RM18", 51.4677, 0.370416, "Tilbury"],
  ["RM19", 51.4825, 0.25231, "Purfleet"],
  ["RM20", 51.4789, 0.28652, "Grays"],
  ["S1", 53.3806, -1.46948, "Sheffield"],
  ["S2", 53.3717, -1.45106, "Sheffield"],
  ["S3", 53.3868, -1.47311, "Sheffield"],
  ["S4", 53.3977, -1.45149, "Sheffield"],
  ["S5", 53.4223, -1.46228, "Sheffield"],
  ["S6", 53.4024, -1.50927, "Sheffield"],
  ["S7", 53.3547, -1.4899, "Sheffield"],
  ["S8", 53.3429, -1.47945, "Sheffield"],
  ["S9", 53.3968, -1.42095, "Sheffield"],
  ["S10", 53.3771, -1.51678, "Sheffield"],
  ["S11", 53.3607, -1.50808, "Sheffield"],
  ["S12", 53.3499, -1.40923, "Sheffield"],
  ["S13", 53.3648, -1.38441, "Sheffield"],
  ["S14", 53.3471, -1.44489, "Sheffield"],
  ["S17", 53.3226, -1.526, "Sheffield"],
  ["S18", 53.2996, -1.47292, "Dronfield"],
  ["S20", 53.3342, -1.3496, "Sheffield"],
  ["S21", 53.3131, -1.33987, "Sheffield"],
  ["S25", 53.3676, -1.21968, "Sheffield"],
  ["S26", 53.3552, -1.28755, "Sheffield"],
  ["S32", 53.2948, -1.6448, "Hope Valley"],
  ["S33", 53.3432, -1.73368, "Hope Valley"],
  ["S35", 53.4581, -1.4957, "Sheffield"],
  ["S36", 53.5055, -1.61644, "Sheffield"],
  ["S40", 53.2346, -1.44329, "Chesterfield"],
  ["S41", 53.2468, -1.42899, "Chesterfield"],
  ["S42", 53.2014, -1.42144, "Chesterfield"],
  ["S43", 53.2682, -1.34004, "Chesterfield"],
  ["S44", 53.226, -1.31192, "Chesterfield"],
  ["S45", 53.1677, -1.42024, "Chesterfield"],
  ["S49", 53.2352, -1.43481, "Chesterfield"],
  ["S60", 53.4166, -1.35272, "Rotherham"],
  ["S61", 53.4431, -1.39327, "Rotherham"],
  ["S62", 53.4662, -1.34517, "Rotherham"],
  ["S63", 53.5172, -1.32968, "Rotherham"],
  ["S64", 53.4913, -1.29977, "Mexborough"],
  ["S65", 53.4362, -1.32149, "Rotherham"],
  ["S66", 53.4213, -1.25157, "Rotherham"],
  ["S70", 53.5438, -1.4767, "Barnsley"],
  ["S71", 53.5733, -1.45732, "Barnsley"],
  ["S72", 53.5777, -1.3944, "Barnsley"],
  ["S73", 53.5243, -1.39554, "Barnsley"],
  ["S74", 53.5018, -1.44066, "Barnsley"],
  ["S75", 53.5617, -1.51891, "Barnsley"],
  ["S80", 53.2951, -1.14701, "Worksop"],
  ["S81", 53.3374, -1.12387, "Worksop"],
  ["S95", 53.4144, -1.41096, "Sheffield"],
  ["S96", 53.403, -1.42703, "Sheffield"],
  ["S97", 53.4977, -1.34314, "Sheffield, Rotherham"],
  ["S98", 53.4041, -1.43112, "Sheffield"],
  ["S99", 53.4042, -1.43103, "Sheffield"],
  ["SA1", 51.6293, -3.93849, "Swansea"],
  ["SA2", 51.6215, -3.99108, "Swansea"],
  ["SA3", 51.5828, -4.04061, "Swansea"],
  ["SA4", 51.6761, -4.04264, "Swansea"],
  ["SA5", 51.6487, -3.96905, "Swansea"],
  ["SA6", 51.6748, -3.92152, "Swansea"],
  ["SA7", 51.6632, -3.89398, "Swansea"],
  ["SA8", 51.7216, -3.84715, "Swansea"],
  ["SA9", 51.7808, -3.77065, "Swansea"],
  ["SA10", 51.686, -3.80138, "Neath"],
  ["SA11", 51.6738, -3.76665, "Neath"],
  ["SA12", 51.6073, -3.79499, "Port Talbot"],
  ["SA13", 51.6043, -3.73741, "Port Talbot"],
  ["SA14", 51.7318, -4.10922, "Llanelli"],
  ["SA15", 51.6967, -4.16736, "Llanelli"],
  ["SA16", 51.6891, -4.25421, "Burry Port"],
  ["SA17", 51.755, -4.28603, "Ferryside, Kidwelly"],
  ["SA18", 51.7974, -3.96309, "Ammanford"],
  ["SA19", 51.9485, -3.95117, "Llandeilo, Llangadog, Llanwrda"],
  ["SA20", 52.0096, -3.78837, "Llandovery"],
  ["SA31", 51.8561, -4.30906, "Carmarthen"],
  ["SA32", 51.8875, -4.17238, "Carmarthen"],
  ["SA33", 51.8493, -4.43337, "Carmarthen"],
  ["SA34", 51.8507, -4.61826, "Whitland"],
  ["SA35", 51.9737, -4.56079, "Llanfyrnach"],
  ["SA36", 51.9578, -4.60838, "Glogue"],
  ["SA37", 52.0179, -4.59569, "Boncath"],
  ["SA38", 52.0415, -4.47012, "Newcastle Emlyn"],
  ["SA39", 52.0206, -4.24858, "Pencader"],
  ["SA40", 52.0851, -4.16957, "Llanybydder"],
  ["SA41", 51.9982, -4.70408, "Crymych"],
  ["SA42", 52.0156, -4.85304, "Newport"],
  ["SA43", 52.0867, -4.63216, "Cardigan"],
  ["SA44", 52.0833, -4.36969, "Llandysul"],
  ["SA45", 52.2057, -4.35814, "New Quay"],
  ["SA46", 52.2298, -4.24508, "Aberaeron"],
  ["SA47", 52.1907, -4.29667, "Llanarth"],
  ["SA48", 52.1421, -4.11087, "Aberaeron, Lampeter"],
  ["SA61", 51.7991, -4.97448, "Haverfordwest"],
  ["SA62", 51.8392, -5.06035, "Haverfordwest"],
  ["SA63", 51.8702, -4.86213, "Clarbeston Road"],
  ["SA64", 52.002, -5.01084, "Goodwick"],
  ["SA65", 51.9887, -4.97042, "Fishguard"],
  ["SA66", 51.8774, -4.74488, "Clynderwen"],
  ["SA67", 51.7854, -4.73425, "Narberth"],
  ["SA68", 51.7311, -4.76404, "Kilgetty"],
  ["SA69", 51.7096, -4.70689, "Saundersfoot"],
  ["SA70", 51.6722, -4.73486, "Tenby"],
  ["SA71", 51.6695, -4.9329, "Pembroke"],
  ["SA72", 51.6921, -4.93717, "Pembroke, Pembroke Dock"],
  ["SA73", 51.7178, -5.01548, "Milford Haven"],
  ["SA80", 51.6479, -3.92426, "Swansea"],
  ["SA99", 51.67, -3.94545, "Swansea"],
  ["SE1", 51.4982, -0.0903583, "London"],
  ["SE1P", 51.4928, -0.0801511, "London"],
  ["SE2", 51.4914, 0.11443, "London"],
  ["SE3", 51.4685, 0.0175913, "London"],
  ["SE4", 51.4618, -0.0354211, "London"],
  ["SE5", 51.4741, -0.09299, "London"],
  ["SE6", 51.4386, -0.0176342, "London"],
  ["SE7", 51.4853, 0.0314876, "London"],
  ["SE8", 51.4817, -0.0289033, "London"],
  ["SE9", 51.4462, 0.0545838, "London"],
  ["SE10", 51.4844, 133085e-8, "London"],
  ["SE11", 51.4895, -0.108915, "London"],
  ["SE12", 51.4461, 0.0265881, "London"],
  ["SE13", 51.4593, -0.0105184, "London"],
  ["SE14", 51.4755, -0.0430793, "London"],
  ["SE15", 51.4727, -0.0671041, "London"],
  ["SE16", 51.4965, -0.0553358, "London"],
  ["SE17", 51.4886, -0.0947234, "London"],
  ["SE18", 51.4855, 0.0714226, "London"],
  ["SE19", 51.4182, -0.0851956, "London"],
  ["SE20", 51.4131, -0.0580194, "London"],
  ["SE21", 51.4383, -0.0884741, "London"],
  ["SE22", 51.4546, -0.0726036, "London"],
  ["SE23", 51.4401, -0.0501424, "London"],
  ["SE24", 51.4571, -0.100219, "London"],
  ["SE25", 51.3981, -0.0775195, "London"],
  ["SE26", 51.428, -0.054159, "London"],
  ["SE27", 51.4304, -0.101577, "London"],
  ["SE28", 51.5012, 0.104338, "London"],
  ["SG1", 51.9088, -0.197699, "Stevenage"],
  ["SG2", 51.8965, -0.169436, "Stevenage"],
  ["SG3", 51.8613, -0.182527, "Knebworth"],
  ["SG4", 51.9252, -0.261246, "Hitchin"],
  ["SG5", 51.9646, -0.276845, "Hitchin"],
  ["SG6", 51.9795, -0.220781, "Hitchin, Letchworth Garden City"],
  ["SG7", 52.0018, -0.178615, "Baldock"],
  ["SG8", 52.0646, -0.0150165, "Royston"],
  ["SG9", 51.9401, -0.0104121, "Buntingford"],
  ["SG10", 51.843, 0.0660186, "Much Hadham"],
  ["SG11", 51.8768, 0.025582, "Ware"],
  ["SG12", 51.8127, -0.0181995, "Ware"],
  ["SG13", 51.7899, -0.0720658, "Hertford"],
  ["SG14", 51.8056, -0.0909584, "Hertford"],
  ["SG15", 52.0116, -0.26246, "Arlesey"],
  ["SG16", 52.0133, -0.299368, "Henlow"],
  ["SG17", 52.0348, -0.334688, "Shefford"],
  ["SG18", 52.0827, -0.264016, "Biggleswade"],
  ["SG19", 52.1382, -0.247092, "Sandy"],
  ["SK1", 53.4082, -2.15387, "Stockport"],
  ["SK2", 53.3964, -2.13792, "Stockport"],
  ["SK3", 53.4, -2.17071, "Stockport"],
  ["SK4", 53.4173, -2.17856, "Stockport"],
  ["SK5", 53.4322, -2.15382, "Stockport"],
  ["SK6", 53.4057, -2.08178, "Stockport"],
  ["SK7", 53.3687, -2.14477, "Stockport"],
  ["SK8", 53.3813, -2.20887, "Cheadle"],
  ["SK9", 53.3269, -2.23099, "Alderley Edge, Wilmslow"],
  ["SK10", 53.2736, -2.12999, "Macclesfield"],
  ["SK11", 53.2477, -2.1426, "Macclesfield"],
  ["SK12", 53.3501, -2.01802, "Stockport"],
  ["SK13", 53.4476, -1.96353, "Glossop"],
  ["SK14", 53.4529, -2.04701, "Hyde"],
  ["SK15", 53.4865, -2.05033, "Stalybridge"],
  ["SK16", 53.4728, -2.08239, "Dukinfield"],
  ["SK17", 53.2471, -1.88449, "Buxton"],
  ["SK22", 53.3737, -1.99324, "High Peak"],
  ["SK23", 53.3281, -1.94647, "High Peak"],
  ["SL0", 51.5227, -0.516484, "Iver"],
  ["SL1", 51.516, -0.614316, "Slough"],
  ["SL2", 51.5327, -0.602813, "Slough"],
  ["SL3", 51.5006, -0.557953, "Slough"],
  ["SL4", 51.4768, -0.623792, "Windsor"],
  ["SL5", 51.4048, -0.66185, "Ascot"],
  ["SL6", 51.5229, -0.726447, "Maidenhead"],
  ["SL7", 51.5743, -0.777784, "Marlow"],
  ["SL8", 51.5778, -0.70889, "Bourne End"],
  ["SL9", 51.5955, -0.555513, "Gerrards Cross"],
  ["SL60", 51.5186, -0.714786, "Maidenhead"],
  ["SL95", 51.4991, -0.538793, "Slough"],
  ["SM1", 51.3647, -0.193064, "Sutton"],
  ["SM2", 51.3532, -0.197807, "Sutton"],
  ["SM3", 51.3699, -0.214296, "Sutton"],
  ["SM4", 51.393, -0.200194, "Morden"],
  ["SM5", 51.3667, -0.165494, "Carshalton"],
  ["SM6", 51.3611, -0.146573, "Wallington"],
  ["SM7", 51.3228, -0.202072, "Banstead"],
  ["SN1", 51.5565, -1.77603, "Swindon"],
  ["SN2", 51.5793, -1.77779, "Swindon"],
  ["SN3", 51.5598, -1.74306, "Swindon"],
  ["SN4", 51.5317, -1.84524, "Swindon"],
  ["SN5", 51.5676, -1.83886, "Swindon"],
  ["SN6", 51.615, -1.74467, "Swindon"],
  ["SN7", 51.6501, -1.56693, "Faringdon"],
  ["SN8", 51.4098, -1.6942, "Marlborough"],
  ["SN9", 51.3289, -1.78297, "Pewsey"],
  ["SN10", 51.3394, -1.98812, "Devizes"],
  ["SN11", 51.4395, -1.99983, "Calne"],
  ["SN12", 51.3726, -2.13715, "Melksham"],
  ["SN13", 51.4264, -2.20773, "Corsham"],
  ["SN14", 51.4659, -2.19844, "Chippenham"],
  ["SN15", 51.4708, -2.0923, "Corsham, Chippenham"],
  ["SN16", 51.5891, -2.08144, "Malmesbury"],
  ["SN25", 51.5949, -1.80371, "Swindon"],
  ["SN26", 51.6115, -1.78531, "Swindon"],
  ["SN38", 51.5599, -1.78933, "Swindon"],
  ["SN99", 51.5547, -1.74333, "Swindon"],
  ["SO14", 50.9078, -1.39661, "Southampton"],
  ["SO15", 50.9167, -1.42596, "Southampton"],
  ["SO16", 50.9345, -1.43301, "Southampton"],
  ["SO17", 50.926, -1.3974, "Southampton"],
  ["SO18", 50.9237, -1.36691, "Southampton"],
  ["SO19", 50.9028, -1.35736, "Southampton"],
  ["SO20", 51.1149, -1.50232, "Stockbridge"],
  ["SO21", 51.0731, -1.31464, "Winchester"],
  ["SO22", 51.0662, -1.33181, "Winchester"],
  ["SO23", 51.0672, -1.30563, "Winchester"],
  ["SO24", 51.0855, -1.15028, "Alresford"],
  ["SO25", 51.0676, -1.29735, "Winchester"],
  ["SO30", 50.9208, -1.30603, "Southampton"],
  ["SO31", 50.8704, -1.29463, "Southampton"],
  ["SO32", 50.9464, -1.21633, "Southampton"],
  ["SO40", 50.9169, -1.50432, "Southampton, Lyndhurst"],
  ["SO41", 50.756, -1.56118, "Lymington"],
  ["SO42", 50.8062, -1.53869, "Brockenhurst"],
  ["SO43", 50.8891, -1.58222, "Lyndhurst"],
  ["SO45", 50.8498, -1.39514, "Southampton"],
  ["SO50", 50.9707, -1.34585, "Eastleigh"],
  ["SO51", 50.9941, -1.50066, "Romsey"],
  ["SO52", 50.9775, -1.43688, "Southampton"],
  ["SO53", 50.9842, -1.38116, "Eastleigh"],
  ["SO97", 50.9485, -1.36196, "Southampton"],
  ["SP1", 51.0737, -1.79112, "Salisbury"],
  ["SP2", 51.0726, -1.81904, "Salisbury"],
  ["SP3", 51.0997, -2.00515, "Salisbury"],
  ["SP4", 51.1618, -1.76697, "Salisbury"],
  ["SP5", 51.0244, -1.77304, "Salisbury"],
  ["SP6", 50.9354, -1.80116, "Fordingbridge"],
  ["SP7", 51.0054, -2.18612, "Shaftesbury"],
  ["SP8", 51.0368, -2.28863, "Gillingham"],
  ["SP9", 51.2329, -1.66364, "Tidworth"],
  ["SP10", 51.2106, -1.48328, "Andover"],
  ["SP11", 51.2261, -1.5147, "Andover"],
  ["SR1", 54.9069, -1.3816, "Sunderland"],
  ["SR2", 54.8883, -1.37852, "Sunderland"],
  ["SR3", 54.8775, -1.41648, "Sunderland"],
  ["SR4", 54.9015, -1.42482, "Sunderland"],
  ["SR5", 54.9216, -1.42209, "Sunderland"],
  ["SR6", 54.9339, -1.38073, "Sunderland"],
  ["SR7", 54.8309, -1.36043, "Seaham"],
  ["SR8", 54.7665, -1.33661, "Peterlee"],
  ["SR43", 54.9102, -1.42554, "Sunderland"],
  ["SS0", 51.5458, 0.691396, "Westcliff-on-Sea"],
  ["SS1", 51.5394, 0.724208, "Westcliff-on-Sea, Southend-on-Sea"],
  ["SS2", 51.55, 0.715734, "Southend-on-Sea"],
  ["SS3", 51.5423, 0.789624, "Southend-on-Sea"],
  ["SS4", 51.5919, 0.712358, "Rochford"],
  ["SS5", 51.6069, 0.648957, "Hockley"],
  ["SS6", 51.5878, 0.606182, "Rayleigh"],
  ["SS7", 51.5631, 0.577718, "Benfleet"],
  ["SS8", 51.522, 0.589377, "Canvey Island"],
  ["SS9", 51.5536, 0.652172, "Leigh-on-Sea"],
  ["SS11", 51.6164, 0.535216, "Wickford"],
  ["SS12", 51.6058, 0.520886, "Wickford"],
  ["SS13", 51.5749, 0.507569, "Basildon"],
  ["SS14", 51.5749, 0.469984, "Basildon"],
  ["SS15", 51.5769, 0.429114, "Basildon"],
  ["SS16", 51.5631, 0.451784, "Basildon"],
  ["SS17", 51.5219, 0.439663, "Stanford-le-Hope"],
  ["SS22", 51.5555, 0.709384, "Southend-on-Sea"],
  ["SS99", 51.5481, 0.710759, "Southend-on-Sea"],
  ["ST1", 53.0252, -2.17464, "Stoke-on-Trent"],
  ["ST2", 53.0271, -2.13719, "Stoke-on-Trent"],
  ["ST3", 52.9811, -2.12283, "Stoke-on-Trent"],
  ["ST4", 52.9978, -2.1835, "Stoke-on-Trent"],
  ["ST5", 53.0151, -2.23931, "Newcastle"],
  ["ST6", 53.0564, -2.19206, "Stoke-on-Trent"],
  ["ST7", 53.0881, -2.26744, "Stoke-on-Trent"],
  ["ST8", 53.1155, -2.16863, "Stoke-on-Trent"],
  ["ST9", 53.0497, -2.10382, "Stoke-on-Trent"],
  ["ST10", 52.9885, -1.96609, "Stoke-on-Trent"],
  ["ST11", 52.9669, -2.06771, "Stoke-on-Trent"],
  ["ST12", 52.9538, -2.17226, "Stoke-on-Trent"],
  ["ST13", 53.1015, -2.01992, "Leek"],
  ["ST14", 52.9034, -1.86945, "Uttoxeter"],
  ["ST15", 52.8984, -2.15136, "Stone"],
  ["ST16", 52.8107, -2.12108, "Stafford"],
  ["ST17", 52.7896, -2.10096, "Stafford"],
  ["ST18", 52.8146, -2.08307, "Stafford"],
  ["ST19", 52.7162, -2.14527, "Stafford"],
  ["ST20", 52.7986, -2.25488, "Stafford"],
  ["ST21", 52.8689, -2.26304, "Stafford"],
  ["ST55", 53.0161, -2.25049, "Newcastle"],
  ["SW1A", 51.502, -0.133833, "London"],
  ["SW1E", 51.4968, -0.140162, "London"],
  ["SW1H", 51.4977, -0.13441, "London"],
  ["SW1P", 51.4889, -0.133551, "London"],
  ["SW1V", 51.4907, -0.139434, "London"],
  ["SW1W", 51.4932, -0.147677, "London"],
  ["SW1X", 51.4975, -0.15342, "London"],
  ["SW1Y", 51.5053, -0.135183, "London"],
  ["SW2", 51.4508, -0.120686, "London"],
  ["SW3", 51.4881, -0.164774, "London"],
  ["SW4", 51.4616, -0.137256, "London"],
  ["SW5", 51.4897, -0.189618, "London"],
  ["SW6", 51.4774, -0.20045, "London"],
  ["SW7", 51.4965, -0.176514, "London"],
  ["SW8", 51.4766, -0.132701, "London"],
  ["SW9", 51.4691, -0.113681, "London"],
  ["SW10", 51.4838, -0.18304, "London"],
  ["SW11", 51.4672, -0.163895, "London"],
  ["SW12", 51.4462, -0.149943, "London"],
  ["SW13", 51.4744, -0.249241, "London"],
  ["SW14", 51.4665, -0.266669, "London"],
  ["SW15", 51.458, -0.225726, "London"],
  ["SW16", 51.4237, -0.129593, "London"],
  ["SW17", 51.4303, -0.165279, "London"],
  ["SW18", 51.4504, -0.191552, "London"],
  ["SW19", 51.4221, -0.205428, "London"],
  ["SW20", 51.4125, -0.223959, "London"],
  ["SW95", 51.4805, -0.136332, "London"],
  ["SY1", 52.7197, -2.74338, "Shrewsbury"],
  ["SY2", 52.7055, -2.73049, "Shrewsbury"],
  ["SY3", 52.7004, -2.77123, "Shrewsbury"],
  ["SY4", 52.7939, -2.75347, "Shrewsbury"],
  ["SY5", 52.6555, -2.8272, "Shrewsbury"],
  ["SY6", 52.5352, -2.79439, "Church Stretton"],
  ["SY7", 52.4264, -2.88244, "Bucknell, Craven Arms, Lydbury North"],
  ["SY8", 52.3652, -2.6969, "Ludlow"],
  ["SY9", 52.4962, -2.98246, "Bishops Castle"],
  ["SY10", 52.8392, -3.10806, "Oswestry"],
  ["SY11", 52.8673, -3.03105, "Oswestry"],
  ["SY12", 52.902, -2.8968, "Ellesmere"],
  ["SY13", 52.9532, -2.68897, "Whitchurch"],
  ["SY14", 53.0279, -2.76302, "Malpas"],
  ["SY15", 52.5602, -3.13512, "Montgomery"],
  ["SY16", 52.5199, -3.31245, "Newtown"],
  ["SY17", 52.517, -3.46164, "Caersws, Llandinam"],
  ["SY18", 52.4422, -3.54928, "Llanidloes"],
  ["SY19", 52.5716, -3.59495, "Llanbrynmair"],
  ["SY20", 52.6133, -3.82093, "Machynlleth"],
  ["SY21", 52.6583, -3.20041, "Welshpool"],
  ["SY22", 52.7582, -3.1814, "Llanfechain, Llanfyllin, Llansantffraid, Llanymynech, Meifod"],
  ["SY23", 52.3851, -4.05527, "Aberystwyth, Llanon, Llanrhystud"],
  ["SY24", 52.4692, -4.02534, "Borth, Bow Street, Talybont"],
  ["SY25", 52.2372, -3.93585, "Tregaron, Ystrad Meurig"],
  ["SY99", 52.7129, -2.74956, "Shrewsbury"],
  ["TA1", 51.0164, -3.1057, "Taunton"],
  ["TA2", 51.0329, -3.10144, "Taunton"],
  ["TA3", 50.9944, -3.04172, "Taunton"],
  ["TA4", 51.0714, -3.26419, "Taunton"],
  ["TA5", 51.1425, -3.09009, "Bridgwater"],
  ["TA6", 51.1258, -3.00119, "Bridgwater"],
  ["TA7", 51.1311, -2.91473, "Bridgwater"],
  ["TA8", 51.2439, -2.99485, "Burnham-on-Sea"],
  ["TA9", 51.2257, -2.95949, "Highbridge"],
  ["TA10", 51.0339, -2.82654, "Langport"],
  ["TA11", 51.0602, -2.70986, "Somerton"],
  ["TA12", 50.9742, -2.77219, "Martock"],
  ["TA13", 50.9472, -2.81066, "South Petherton"],
  ["TA14", 50.948, -2.75112, "Stoke-sub-Hamdon"],
  ["TA15", 50.9514, -2.72213, "Montacute"],
  ["TA16", 50.9077, -2.79313, "Merriott"],
  ["TA17", 50.9082, -2.83608, "Hinton St. George"],
  ["TA18", 50.8828, -2.78802, "Crewkerne"],
  ["TA19", 50.934, -2.91549, "Ilminster"],
  ["TA20", 50.8732, -2.96126, "Chard"],
  ["TA21", 50.9779, -3.24165, "Wellington"],
  ["TA22", 51.0448, -3.54669, "Dulverton"],
  ["TA23", 51.165, -3.34923, "Watchet"],
  ["TA24", 51.1843, -3.50707, "Minehead"],
  ["TD1", 55.6226, -2.81071, "Galashiels"],
  ["TD2", 55.731, -2.75532, "Lauder"],
  ["TD3", 55.7016, -2.57323, "Gordon"],
  ["TD4", 55.6405, -2.67389, "Earlston"],
  ["TD5", 55.5894, -2.41913, "Kelso"],
  ["TD6", 55.5829, -2.69583, "Melrose"],
  ["TD7", 55.5379, -2.86947, "Selkirk"],
  ["TD8", 55.476, -2.54336, "Jedburgh"],
  ["TD9", 55.3996, -2.77773, "Hawick, Newcastleton"],
  ["TD10", 55.7162, -2.44212, "Duns"],
  ["TD11", 55.7866, -2.31527, "Duns"],
  ["TD12", 55.6529, -2.24188, "Coldstream, Cornhill-on-Tweed, Mindrum"],
  ["TD13", 55.9361, -2.38311, "Cockburnspath"],
  ["TD14", 55.8671, -2.12253, "Eyemouth"],
  ["TD15", 55.7509, -2.013, "Berwick-upon-Tweed"],
  ["TF1", 52.7032, -2.50101, "Telford"],
  ["TF2", 52.6957, -2.4407, "Telford"],
  ["TF3", 52.6663, -2.44757, "Telford"],
  ["TF4", 52.661, -2.46971, "Telford"],
  ["TF5", 52.7151, -2.53681, "Telford"],
  ["TF6", 52.7335, -2.55473, "Telford"],
  ["TF7", 52.6395, -2.44715, "Telford"],
  ["TF8", 52.6303, -2.47853, "Telford"],
  ["TF9", 52.8981, -2.47237, "Market Drayton"],
  ["TF10", 52.7686, -2.38619, "Newport"],
  ["TF11", 52.6639, -2.36416, "Shifnal"],
  ["TF12", 52.613, -2.48083, "Broseley"],
  ["TF13", 52.582, -2.57741, "Much Wenlock"],
  ["TN1", 51.1369, 0.268057, "Tunbridge Wells"],
  ["TN2", 51.1267, 0.267935, "Tunbridge Wells, Wadhurst"],
  ["TN3", 51.1245, 0.250284, "Tunbridge Wells"],
  ["TN4", 51.1469, 0.258314, "Tunbridge Wells"],
  ["TN5", 51.0678, 0.358196, "Wadhurst"],
  ["TN6", 51.0539, 0.171549, "Crowborough"],
  ["TN7", 51.0914, 0.110289, "Hartfield"],
  ["TN8", 51.1954, 0.0758847, "Edenbridge"],
  ["TN9", 51.1912, 0.278828, "Tonbridge"],
  ["TN10", 51.2102, 0.284265, "Tonbridge"],
  ["TN11", 51.2058, 0.26723, "Tonbridge"],
  ["TN12", 51.1729, 0.438134, "Tonbridge"],
  ["TN13", 51.2749, 0.186229, "Sevenoaks"],
  ["TN14", 51.2951, 0.163168, "Sevenoaks"],
  ["TN15", 51.299, 0.267979, "Sevenoaks"],
  ["TN16", 51.2972, 0.0483563, "Westerham"],
  ["TN17", 51.0954, 0.537628, "Cranbrook"],
  ["TN18", 51.0453, 0.524454, "Cranbrook"],
  ["TN19", 51.0043, 0.413005, "Etchingham"],
  ["TN20", 51.0307, 0.253901, "Mayfield"],
  ["TN21", 50.9604, 0.260977, "Heathfield"],
  ["TN22", 50.9799, 0.097304, "Uckfield"],
  ["TN23", 51.1407, 0.860642, "Ashford"],
  ["TN24", 51.1498, 0.885438, "Ashford"],
  ["TN25", 51.1415, 0.933005, "Ashford"],
  ["TN26", 51.101, 0.804874, "Ashford"],
  ["TN27", 51.1662, 0.708174, "Ashford"],
  ["TN28", 50.9837, 0.94913, "New Romney"],
  ["TN29", 50.9929, 0.93282, "Romney Marsh"],
  ["TN30", 51.0643, 0.695074, "Tenterden"],
  ["TN31", 50.9603, 0.695916, "Rye"],
  ["TN32", 50.9789, 0.488125, "Robertsbridge"],
  ["TN33", 50.9118, 0.47648, "Battle"],
  ["TN34", 50.8629, 0.579843, "Hastings"],
  ["TN35", 50.8803, 0.609535, "Hastings"],
  ["TN36", 50.9218, 0.701132, "Winchelsea"],
  ["TN37", 50.8706, 0.556235, "St. Leonards-on-Sea"],
  ["TN38", 50.8652, 0.544773, "St. Leonards-on-Sea"],
  ["TN39", 50.8461, 0.453659, "Bexhill-on-Sea"],
  ["TN40", 50.8439, 0.480293, "Bexhill-on-Sea"],
  ["TQ1", 50.4737, -3.52785, "Torquay"],
  ["TQ2", 50.4758, -3.54476, "Torquay"],
  ["TQ3", 50.4434, -3.57467, "Paignton"],
  ["TQ4", 50.4254, -3.57196, "Paignton"],
  ["TQ5", 50.3922, -3.52228, "Brixham"],
  ["TQ6", 50.3477, -3.59087, "Dartmouth"],
  ["TQ7", 50.2827, -3.78435, "Kingsbridge"],
  ["TQ8", 50.2403, -3.7722, "Salcombe"],
  ["TQ9", 50.4202, -3.69038, "Totnes, South Brent"],
  ["TQ10", 50.4243, -3.81767, "South Brent"],
  ["TQ11", 50.4806, -3.78035, "Buckfastleigh"],
  ["TQ12", 50.5299, -3.61079, "Newton Abbot"],
  ["TQ13", 50.5911, -3.71187, "Newton Abbot"],
  ["TQ14", 50.5499, -3.50655, "Teignmouth"],
  ["TR1", 50.2615, -5.05312, "Truro"],
  ["TR2", 50.2545, -4.95606, "Truro"],
  ["TR3", 50.2204, -5.10799, "Truro"],
  ["TR4", 50.2841, -5.13188, "Truro"],
  ["TR5", 50.3072, -5.18768, "St. Agnes"],
  ["TR6", 50.3426, -5.15307, "Perranporth"],
  ["TR7", 50.4138, -5.07626, "Newquay"],
  ["TR8", 50.4014, -5.04069, "Newquay"],
  ["TR9", 50.4141, -4.94154, "St. Columb"],
  ["TR10", 50.1663, -5.11822, "Penryn"],
  ["TR11", 50.1506, -5.08801, "Falmouth"],
  ["TR12", 50.0443, -5.18461, "Helston"],
  ["TR13", 50.1093, -5.28566, "Helston"],
  ["TR14", 50.2114, -5.29621, "Camborne"],
  ["TR15", 50.2331, -5.23725, "Redruth"],
  ["TR16", 50.2333, -5.22231, "Redruth"],
  ["TR17", 50.1254, -5.47043, "Marazion"],
  ["TR18", 50.1179, -5.54166, "Penzance"],
  ["TR19", 50.1018, -5.62666, "Penzance"],
  ["TR20", 50.1311, -5.49155, "Penzance"],
  ["TR21", 49.9479, -6.18869, "Isles of Scilly"],
  ["TR22", 49.8936, -6.34198, "Isles of Scilly"],
  ["TR23", 49.9539, -6.35263, "Isles of Scilly"],
  ["TR24", 49.9555, -6.33554, "Isles of Scilly"],
  ["TR25", 49.9634, -6.29108, "Isles of Scilly"],
  ["TR26", 50.2028, -5.47993, "St. Ives"],
  ["TR27", 50.1826, -5.40746, "Hayle"],
  ["TS1", 54.5731, -1.23966, "Middlesbrough"],
  ["TS2", 54.5834, -1.23748, "Middlesbrough"],
  ["TS3", 54.5619, -1.1985, "Middlesbrough"],
  ["TS4", 54.5571, -1.22361, "Middlesbrough"],
  ["TS5", 54.552, -1.25216, "Middlesbrough"],
  ["TS6", 54.5674, -1.15615, "Middlesbrough"],
  ["TS7", 54.533, -1.1865, "Middlesbrough"],
  ["TS8", 54.5217, -1.23097, "Middlesbrough"],
  ["TS9", 54.4691, -1.16846, "Middlesbrough"],
  ["TS10", 54.6056, -1.07225, "Redcar"],
  ["TS11", 54.588, -1.03389, "Redcar"],
  ["TS12", 54.5635, -0.96732, "Saltburn-by-the-Sea"],
  ["TS13", 54.5506, -0.858677, "Saltburn-by-the-Sea"],
  ["TS14", 54.5323, -1.06188, "Guisborough"],
  ["TS15", 54.4933, -1.33337, "Yarm"],
  ["TS16", 54.526, -1.35408, "Stockton-on-Tees"],
  ["TS17", 54.5388, -1.30502, "Stockton-on-Tees"],
  ["TS18", 54.5624, -1.32165, "Stockton-on-Tees"],
  ["TS19", 54.5761, -1.33848, "Stockton-on-Tees"],
  ["TS20", 54.5855, -1.31444, "Stockton-on-Tees"],
  ["TS21", 54.6232, -1.42184, "Stockton-on-Tees"],
  ["TS22", 54.6219, -1.32282, "Billingham"],
  ["TS23", 54.6065, -1.28699, "Billingham"],
  ["TS24", 54.6935, -1.21075, "Hartlepool"],
  ["TS25", 54.6634, -1.22406, "Hartlepool"],
  ["TS26", 54.6884, -1.23092, "Hartlepool"],
  ["TS27", 54.7222, -1.28742, "Hartlepool"],
  ["TS28", 54.7257, -1.37486, "Wingate"],
  ["TS29", 54.7112, -1.41996, "Trimdon Station"],
  ["TW1", 51.451, -0.32796, "Twickenham"],
  ["TW2", 51.4471, -0.350065, "Twickenham"],
  ["TW3", 51.4687, -0.36333, "Hounslow"],
  ["TW4", 51.4669, -0.3844, "Hounslow"],
  ["TW5", 51.4803, -0.381544, "Hounslow"],
  ["TW6", 51.4685, -0.450981, "Hounslow"],
  ["TW7", 51.4749, -0.331654, "Isleworth"],
  ["TW8", 51.486, -0.308288, "Brentford"],
  ["TW9", 51.4671, -0.29712, "Richmond"],
  ["TW10", 51.4515, -0.302832, "Richmond"],
  ["TW11", 51.4268, -0.332607, "Teddington"],
  ["TW12", 51.421, -0.369477, "Hampton"],
  ["TW13", 51.4392, -0.403488, "Feltham"],
  ["TW14", 51.4522, -0.419979, "Feltham"],
  ["TW15", 51.4303, -0.455765, "Ashford"],
  ["TW16", 51.4165, -0.41755, "Sunbury-on-Thames"],
  ["TW17", 51.3976, -0.448034, "Shepperton"],
  ["TW18", 51.4293, -0.510745, "Staines-upon-Thames"],
  ["TW19", 51.4521, -0.505309, "Staines-upon-Thames"],
  ["TW20", 51.4282, -0.548633, "Egham"],
  ["UB1", 51.5123, -0.376511, "Southall"],
  ["UB2", 51.5006, -0.380295, "Southall"],
  ["UB3", 51.505, -0.421474, "Southall, Hayes"],
  ["UB4", 51.5231, -0.40864, "Hayes"],
  ["UB5", 51.5443, -0.374661, "Northolt, Greenford"],
  ["UB6", 51.5403, -0.344236, "Greenford"],
  ["UB7", 51.507, -0.471326, "West Drayton"],
  ["UB8", 51.537, -0.478835, "West Drayton, Uxbridge"],
  ["UB9", 51.5799, -0.491791, "Uxbridge"],
  ["UB10", 51.5472, -0.455651, "Uxbridge"],
  ["UB11", 51.5156, -0.453458, "Uxbridge"],
  ["UB18", 51.5007, -0.402682, "Greenford"],
  ["W1A", 51.5186, -0.130986, "London"],
  ["W1B", 51.5141, -0.140665, "London"],
  ["W1C", 51.5144, -0.149428, "London"],
  ["W1D", 51.5136, -0.13293, "London"],
  ["W1F", 51.5135, -0.136493, "London"],
  ["W1G", 51.5191, -0.148036, "London"],
  ["W1H", 51.5174, -0.159519, "London"],
  ["W1J", 51.508, -0.144917, "London"],
  ["W1K", 51.5112, -0.150859, "London"],
  ["W1S", 51.5113, -0.142349, "London"],
  ["W1T", 51.5201, -0.136468, "London"],
  ["W1U", 51.5186, -0.153392, "London"],
  ["W1W", 51.5191, -0.140944, "London"],
  ["W2", 51.5144, -0.189175, "London"],
  ["W3", 51.5084, -0.270228, "London"],
  ["W4", 51.4914, -0.263586, "London"],
  ["W5", 51.5122, -0.304002, "London"],
  ["W6", 51.4925, -0.231097, "London"],
  ["W7", 51.5097, -0.335093, "London"],
  ["W8", 51.5004, -0.195414, "London"],
  ["W9", 51.5232, -0.194128, "London"],
  ["W10", 51.5201, -0.22339, "London"],
  ["W11", 51.5128, -0.218545, "London"],
  ["W12", 51.5094, -0.239193, "London"],
  ["W13", 51.5131, -0.321433, "London"],
  ["W14", 51.4954, -0.211171, "London"],
  ["WA1", 53.3926, -2.58043, "Warrington"],
  ["WA2", 53.4085, -2.58365, "Warrington"],
  ["WA3", 53.4522, -2.54837, "Warrington"],
  ["WA4", 53.3703, -2.58148, "Warrington"],
  ["WA5", 53.3998, -2.63276, "Warrington"],
  ["WA6", 53.2756, -2.72423, "Frodsham"],
  ["WA7", 53.3303, -2.7032, "Runcorn"],
  ["WA8", 53.3725, -2.73941, "Widnes"],
  ["WA9", 53.4371, -2.71987, "St. Helens"],
  ["WA10", 53.4537, -2.7528, "St. Helens"],
  ["WA11", 53.4772, -2.71949, "St. Helens"],
  ["WA12", 53.4534, -2.63424, "Newton-le-Willows"],
  ["WA13", 53.3825, -2.46575, "Lymm"],
  ["WA14", 53.3874, -2.35679, "Altrincham"],
  ["WA15", 53.3844, -2.32901, "Altrincham"],
  ["WA16", 53.3045, -2.37117, "Knutsford"],
  ["WA55", 53.3916, -2.60886, "Warrington"],
  ["WA88", 53.368, -2.76867, "Widnes"],
  ["WC1A", 51.5194, -0.122241, "London"],
  ["WC1B", 51.519, -0.126517, "London"],
  ["WC1E", 51.5207, -0.132413, "London"],
  ["WC1H", 51.5248, -0.126313, "London"],
  ["WC1N", 51.522, -0.120626, "London"],
  ["WC1R", 51.5192, -0.11698, "London"],
  ["WC1V", 51.5177, -0.11816, "London"],
  ["WC1X", 51.5244, -0.117242, "London"],
  ["WC2A", 51.5161, -0.115389, "London"],
  ["WC2B", 51.515, -0.120951, "London"],
  ["WC2E", 51.5125, -0.123814, "London"],
  ["WC2H", 51.5137, -0.127697, "London"],
  ["WC2N", 51.5098, -0.125335, "London"],
  ["WC2R", 51.5122, -0.118392, "London"],
  ["WD3", 51.6434, -0.482954, "Rickmansworth"],
  ["WD4", 51.706, -0.45382, "Kings Langley"],
  ["WD5", 51.7033, -0.422693, "Abbots Langley"],
  ["WD6", 51.6567, -0.276511, "Borehamwood"],
  ["WD7", 51.6859, -0.312617, "Radlett"],
  ["WD17", 51.6608, -0.406975, "Watford"],
  ["WD18", 51.6477, -0.419287, "Kings Langley, Watford"],
  ["WD19", 51.6326, -0.393622, "Watford"],
  ["WD23", 51.6453, -0.366468, "Bushey"],
  ["WD24", 51.6697, -0.401177, "Watford"],
  ["WD25", 51.682, -0.392008, "Watford"],
  ["WD99", 51.6488, -0.422103, "Watford"],
  ["WF1", 53.6839, -1.4985, "Wakefield"],
  ["WF2", 53.6732, -1.51204, "Wakefield"],
  ["WF3", 53.7211, -1.52297, "Wakefield"],
  ["WF4", 53.649, -1.51797, "Wakefield"],
  ["WF5", 53.6806, -1.5769, "Ossett"],
  ["WF6", 53.7015, -1.41383, "Normanton"],
  ["WF7", 53.6672, -1.35116, "Pontefract"],
  ["WF8", 53.6874, -1.30153, "Pontefract"],
  ["WF9", 53.6063, -1.32119, "Pontefract"],
  ["WF10", 53.7234, -1.35051, "Normanton, Castleford"],
  ["WF11", 53.7105, -1.25903, "Knottingley"],
  ["WF12", 53.6841, -1.62226, "Dewsbury"],
  ["WF13", 53.6918, -1.64422, "Dewsbury"],
  ["WF14", 53.6805, -1.69124, "Mirfield"],
  ["WF15", 53.7083, -1.69906, "Liversedge"],
  ["WF16", 53.7096, -1.6684, "Liversedge, Heckmondwike"],
  ["WF17", 53.7176, -1.64011, "Batley"],
  ["WF90", 53.6726, -1.50288, "Wakefield"],
  ["WN1", 53.5511, -2.63007, "Wigan"],
  ["WN2", 53.5363, -2.5847, "Wigan"],
  ["WN3", 53.5307, -2.6449, "Wigan"],
  ["WN4", 53.4973, -2.64342, "Wigan"],
  ["WN5", 53.5326, -2.68488, "Wigan"],
  ["WN6", 53.5733, -2.66922, "Wigan"],
  ["WN7", 53.4973, -2.51817, "Leigh"],
  ["WN8", 53.5522, -2.77178, "Wigan, Skelmersdale"],
  ["WR1", 52.1973, -2.21752, "Worcester"],
  ["WR2", 52.1914, -2.24075, "Worcester"],
  ["WR3", 52.2162, -2.21035, "Worcester"],
  ["WR4", 52.2041, -2.19214, "Worcester"],
  ["WR5", 52.1796, -2.20005, "Worcester"],
  ["WR6", 52.2295, -2.36116, "Worcester"],
  ["WR7", 52.1974, -2.06386, "Worcester"],
  ["WR8", 52.0901, -2.20226, "Worcester"],
  ["WR9", 52.2682, -2.1575, "Droitwich"],
  ["WR10", 52.1172, -2.06776, "Pershore"],
  ["WR11", 52.095, -1.93001, "Evesham, Broadway"],
  ["WR12", 52.047, -1.8795, "Broadway"],
  ["WR13", 52.0947, -2.34165, "Malvern"],
  ["WR14", 52.1134, -2.3223, "Malvern"],
  ["WR15", 52.3064, -2.57333, "Tenbury Wells"],
  ["WR99", 52.1974, -2.21995, "Worcester"],
  ["WS1", 52.5817, -1.97979, "Walsall"],
  ["WS2", 52.5887, -2.00198, "Walsall"],
  ["WS3", 52.617, -1.99137, "Walsall"],
  ["WS4", 52.6043, -1.96115, "Walsall"],
  ["WS5", 52.5683, -1.96148, "Walsall"],
  ["WS6", 52.6573, -2.02277, "Walsall"],
  ["WS7", 52.6804, -1.91578, "Burntwood"],
  ["WS8", 52.6429, -1.93675, "Walsall"],
  ["WS9", 52.6092, -1.91926, "Walsall"],
  ["WS10", 52.5603, -2.02342, "Wednesbury"],
  ["WS11", 52.6887, -2.01617, "Cannock"],
  ["WS12", 52.7031, -2.00274, "Cannock"],
  ["WS13", 52.6923, -1.81686, "Lichfield"],
  ["WS14", 52.6702, -1.81321, "Lichfield"],
  ["WS15", 52.7587, -1.91992, "Rugeley"],
  ["WV1", 52.5868, -2.11827, "Wolverhampton, Willenhall"],
  ["WV2", 52.5758, -2.12001, "Wolverhampton"],
  ["WV3", 52.5808, -2.1483, "Wolverhampton"],
  ["WV4", 52.5644, -2.14076, "Wolverhampton"],
  ["WV5", 52.5332, -2.21091, "Wolverhampton"],
  ["WV6", 52.5972, -2.17494, "Wolverhampton"],
  ["WV7", 52.6343, -2.27659, "Wolverhampton"],
  ["WV8", 52.6225, -2.18242, "Wolverhampton"],
  ["WV9", 52.6318, -2.14061, "Wolverhampton"],
  ["WV10", 52.6159, -2.11397, "Wolverhampton"],
  ["WV11", 52.6099, -2.07155, "Wolverhampton"],
  ["WV12", 52.6059, -2.0423, "Willenhall"],
  ["WV13", 52.5857, -2.06267, "Willenhall"],
  ["WV14", 52.5583, -2.07791, "Bilston"],
  ["WV15", 52.5169, -2.37976, "Bridgnorth"],
  ["WV16", 52.5159, -2.43678, "Bridgnorth"],
  ["WV98", 52.4062, -2.21961, "Wolverhampton"],
  ["WV99", 52.6713, -2.42029, ""],
  ["YO1", 53.9581, -1.07163, "York"],
  ["YO7", 54.2239, -1.35119, "Thirsk"],
  ["YO8", 53.7854, -1.05687, "Selby"],
  ["YO10", 53.9513, -1.0605, "York"],
  ["YO11", 54.2687, -0.398494, "Scarborough"],
  ["YO12", 54.2742, -0.422384, "Scarborough"],
  ["YO13", 54.2871, -0.49295, "Scarborough"],
  ["YO14", 54.2001, -0.298618, "Filey"],
  ["YO15", 54.0915, -0.182457, "Bridlington"],
  ["YO16", 54.0962, -0.199363, "Bridlington"],
  ["YO17", 54.1394, -0.772329, "Malton"],
  ["YO18", 54.2555, -0.767022, "Pickering"],
  ["YO19", 53.9114, -1.02668, "York"],
  ["YO21", 54.4779, -0.701152, "Whitby"],
  ["YO22", 54.4525, -0.621169, "Whitby"],
  ["YO23", 53.9278, -1.11935, "York"],
  ["YO24", 53.9473, -1.11435, "York"],
  ["YO25", 54.0142, -0.419911, "Driffield"],
  ["YO26", 53.9747, -1.16938, "York"],
  ["YO30", 53.9841, -1.11093, "York"],
  ["YO31", 53.9705, -1.06586, "York"],
  ["YO32", 54.0089, -1.06038, "York"],
  ["YO41", 53.9695, -0.91021, "York"],
  ["YO42", 53.9249, -0.788579, "York"],
  ["YO43", 53.8509, -0.684406, "York"],
  ["YO51", 54.0879, -1.38866, "York"],
  ["YO60", 54.0846, -0.947659, "York"],
  ["YO61", 54.1197, -1.19914, "York"],
  ["YO62", 54.2446, -0.994821, "York"],
  ["YO90", 53.9599, -1.09095, "York"],
  ["YO91", 53.9779, -1.06637, "York"],
  ["ZE1", 60.1516, -1.16818, "Shetland"],
  ["ZE2", 60.3071, -1.22923, "Shetland"],
  ["ZE3", 59.8833, -1.30393, "Shetland"]
];

// ../../packages/domain/src/geo/outcodes.ts
var ROWS = outcodes_default;
var BY_OUTCODE = new Map(ROWS.map((row) => [row[0], row]));
var toInfo = ([outcode, latitude, longitude, town]) => ({
  outcode,
  latitude,
  longitude,
  town
});
function lookupOutcode(outcode) {
  const row = BY_OUTCODE.get(outcode.replace(/\s+/g, "").toUpperCase());
  return row ? toInfo(row) : void 0;
}
function lookupPostcode(postcode) {
  const outcode = outcodeOf(postcode);
  return outcode ? lookupOutcode(outcode) : void 0;
}
function suggestOutcodes(prefix, limit = 10) {
  const typed = prefix.trim();
  if (typed === "" || limit <= 0) return [];
  if (isUkPostcode(typed)) {
    const own = lookupPostcode(typed);
    return own ? [own] : [];
  }
  const outward = typed.toUpperCase().split(/\s+/)[0] ?? "";
  const exact = BY_OUTCODE.get(outward);
  const starting = ROWS.filter((row) => row[0] !== outward && row[0].startsWith(outward));
  return (exact ? [exact, ...starting] : starting).slice(0, limit).map(toInfo);
}

// src/address/embedded-lookup.ts
function createEmbeddedLookup() {
  return {
    name: "embedded",
    async locate(input) {
      const postcode = normalisePostcode(input);
      const district = isUkPostcode(postcode) ? lookupPostcode(postcode) : isUkOutcode(postcode) ? lookupOutcode(postcode) : void 0;
      if (!district) return void 0;
      return {
        postcode,
        latitude: district.latitude,
        longitude: district.longitude,
        town: district.town
      };
    },
    async suggest(partial, limit) {
      return suggestOutcodes(partial, limit).map((district) => district.outcode);
    }
  };
}

// src/address/address-lookup.ts
var PostcodeUnusableError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "PostcodeUnusableError";
  }
};

// src/address/remote-lookup.ts
var LookupCallFailed = class extends Error {
};
var isFiniteNumber = (value) => typeof value === "number" && Number.isFinite(value);
function createRemoteLookup(options) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5e3;
  const doFetch = options.fetch ?? fetch;
  async function call(path, init = {}) {
    let response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        headers: { accept: "application/json", "api-key": options.apiKey, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs)
      });
    } catch (error) {
      throw new LookupCallFailed(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new LookupCallFailed(`HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new LookupCallFailed("The answer was not JSON");
    }
  }
  async function autocomplete(term, limit) {
    const body = await call(`/autocomplete/${encodeURIComponent(term)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(limit === void 0 ? { all: true } : { top: limit })
    });
    const suggestions = body?.suggestions;
    return Array.isArray(suggestions) ? suggestions : [];
  }
  return {
    name: "remote",
    async locate(input) {
      const postcode = normalisePostcode(input);
      try {
        const suggestions = (await autocomplete(postcode)).filter(
          (s) => typeof s.id === "string" && s.id.length > 0
        );
        if (suggestions.length === 0) throw new PostcodeUnusableError("No suggestion");
        for (const suggestion of suggestions.slice(0, 3)) {
          const details = await call(
            `/get/${encodeURIComponent(suggestion.id)}`
          );
          if (details && isFiniteNumber(details.latitude) && isFiniteNumber(details.longitude)) {
            return {
              postcode: typeof details.postcode === "string" ? normalisePostcode(details.postcode) : postcode,
              latitude: details.latitude,
              longitude: details.longitude,
              town: typeof details.town_or_city === "string" ? details.town_or_city : void 0
            };
          }
        }
        throw new PostcodeUnusableError("No suggestion has a usable position");
      } catch (error) {
        if (error instanceof LookupCallFailed) return void 0;
        throw error;
      }
    },
    async suggest(partial, limit) {
      try {
        const suggestions = await autocomplete(partial.trim(), limit);
        return suggestions.map((s) => s.address).filter((address) => typeof address === "string").slice(0, limit ?? Infinity);
      } catch (error) {
        if (error instanceof LookupCallFailed) return [];
        throw error;
      }
    }
  };
}

// src/address/select-lookup.ts
function addressLookupFromEnv(env) {
  if (env.ADDRESS_PROVIDER !== "remote") return createEmbeddedLookup();
  return createRemoteLookup({ apiKey: env.ADDRESS_API_KEY ?? "", baseUrl: env.ADDRESS_API_URL });
}

// src/routes/api/v2/address.ts
var addressRoutes = async (app) => {
  app.get(
    "/address/postcode/:postcode",
    { schema: { params: postcodeParams, response: { 200: postcodeCentresResponse } } },
    async (request) => {
      const position = await app.addressLookup.locate(request.params.postcode).catch((error) => {
        if (error instanceof PostcodeUnusableError) {
          throw new AppError(422, ERROR_CODES.postcodeUnusable, MESSAGES.couldNotFindPostcode);
        }
        throw error;
      });
      if (!position)
        throw new AppError(404, ERROR_CODES.postcodeNotFound, MESSAGES.postcodeNotFound);
      if (!Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) {
        throw new AppError(422, ERROR_CODES.postcodeUnusable, MESSAGES.couldNotFindPostcode);
      }
      const centres = nearestCentres(position).map(({ centre, miles }) => ({
        centre: {
          id: centre.id,
          name: centre.name,
          shortName: centre.shortName,
          postcode: centre.postcode,
          address: centre.address
        },
        miles: Math.round(miles * 10) / 10
      }));
      return { data: { ...position, centres } };
    }
  );
  app.get(
    "/address/suggest",
    { schema: { querystring: suggestQuery, response: { 200: suggestionsResponse } } },
    async (request) => ({
      data: { suggestions: await app.addressLookup.suggest(request.query.q, 10) }
    })
  );
};

// ../../packages/domain/src/pricing/index.ts
var price = (officialFee, serviceFee) => ({
  officialFee,
  serviceFee,
  total: officialFee + serviceFee
});
var HSE_TEST_OFFICIAL_FEE = 2350;
var CSCS_CARD_OFFICIAL_FEE = 3600;
var SERVICE_FEES = {
  test: 1250,
  card: 1999,
  onlineCourse: 9900,
  offlineCourse: 13900
};
var FREE_NEW_CARD_KEYS = /* @__PURE__ */ new Set(["red-apprentice"]);
function testPrice() {
  return price(HSE_TEST_OFFICIAL_FEE, SERVICE_FEES.test);
}
function cardPrice(applicationType, cardKey) {
  const free = applicationType === "New Card" && cardKey !== void 0 && FREE_NEW_CARD_KEYS.has(cardKey);
  return price(free ? 0 : CSCS_CARD_OFFICIAL_FEE, SERVICE_FEES.card);
}
function coursePrice(kind) {
  return price(0, kind === "Online" ? SERVICE_FEES.onlineCourse : SERVICE_FEES.offlineCourse);
}

// src/routes/api/v2/idempotency.ts
import { z as z10 } from "zod";
var idempotencyHeaders = z10.object({
  "idempotency-key": z10.string().regex(/^[A-Za-z0-9_-]{8,100}$/, {
    error: "Idempotency-Key must be 8 to 100 letters, digits, - or _"
  }).optional()
});

// src/routes/api/v2/require-person.ts
async function requirePerson(app, userId) {
  if (!await app.people.exists(userId)) {
    throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
      { field: "userId", message: MESSAGES.userId }
    ]);
  }
}

// src/routes/api/v2/card.ts
var cardRoutes = async (app) => {
  app.post(
    "/card",
    {
      schema: {
        body: createCardBody,
        querystring: initiatePayQuery,
        headers: idempotencyHeaders,
        response: { 201: cardCreatedResponse }
      }
    },
    async (request, reply) => {
      const { userId, type, applicationType, trait } = request.body;
      await requirePerson(app, userId);
      const { orderId, cardId } = await app.orders.createCardOrder({
        kind: "card",
        personId: userId,
        price: cardPrice(applicationType, getCardByName(type)?.key),
        details: { type, applicationType, trait },
        idempotencyKey: request.headers["idempotency-key"]
      });
      if (!request.query.initiate_pay) return reply.code(201).send({ data: { orderId, cardId } });
      const session = await app.payments.startPayment(orderId);
      return reply.code(201).send({ data: { orderId, cardId, session_id: session.sessionId, url: session.url } });
    }
  );
  app.patch(
    "/card/:cardId",
    {
      schema: {
        params: cardIdParams,
        body: updateCardBody,
        response: { 200: cardUpdatedResponse }
      }
    },
    async (request) => {
      const found = await app.orders.updateCard(request.params.cardId, request.body);
      if (!found) throw notFound("The card application");
      return { data: { cardId: request.params.cardId } };
    }
  );
};

// src/routes/api/v2/course.ts
var courseRoutes = async (app) => {
  app.get(
    "/course/offline/location/all",
    { schema: { response: { 200: courseLocationsResponse } } },
    async () => ({ data: { locations: await app.courses.listLocations() } })
  );
  app.post(
    "/course/offline/seat",
    { schema: { body: holdSeatBody, response: { 201: seatHeldResponse } } },
    async (request, reply) => {
      const { locationId, datetime } = request.body;
      const result = await app.courses.holdSeat(locationId, new Date(datetime));
      if (result === "unknown-location") {
        throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
          { field: "locationId", message: MESSAGES.courseLocation }
        ]);
      }
      if (result === "not-found") {
        throw new AppError(400, ERROR_CODES.validation, MESSAGES.validationFailed, [
          { field: "datetime", message: MESSAGES.courseDate }
        ]);
      }
      if (result === "full") {
        throw conflict(
          ERROR_CODES.courseFull,
          "Sorry, this course date is fully booked. Please choose another date."
        );
      }
      return reply.code(201).send({ data: { seatIds: [result.seatId], heldUntil: result.heldUntil.toISOString() } });
    }
  );
  app.post(
    "/course/offline/book/:seatId",
    {
      schema: {
        params: seatIdParams,
        querystring: initiatePayQuery,
        body: bookSeatBody,
        response: { 201: courseBookedResponse }
      }
    },
    async (request, reply) => {
      const { userId } = request.body;
      await requirePerson(app, userId);
      const course = getCourse("Offline");
      const result = await app.courses.bookSeat(
        request.params.seatId,
        { personId: userId, price: coursePrice("Offline") },
        course.name
      );
      if (result === "not-found") throw notFound("The seat");
      if (result === "expired") {
        throw conflict(
          ERROR_CODES.holdExpired,
          "Your seat hold has expired. Please choose a course date again."
        );
      }
      if (!request.query.initiate_pay)
        return reply.code(201).send({ data: { orderId: result.orderId } });
      const session = await app.payments.startPayment(result.orderId);
      return reply.code(201).send({
        data: { orderId: result.orderId, session_id: session.sessionId, url: session.url }
      });
    }
  );
  app.post(
    "/course/online",
    {
      schema: {
        querystring: initiatePayQuery,
        headers: idempotencyHeaders,
        body: bookOnlineCourseBody,
        response: { 201: courseBookedResponse }
      }
    },
    async (request, reply) => {
      const { userId, date } = request.body;
      await requirePerson(app, userId);
      const course = getCourse("Online");
      const orderId = await app.orders.createOrder({
        kind: "course-online",
        personId: userId,
        price: coursePrice("Online"),
        details: { type: "Online", name: course.name, date },
        idempotencyKey: request.headers["idempotency-key"]
      });
      if (!request.query.initiate_pay) return reply.code(201).send({ data: { orderId } });
      const session = await app.payments.startPayment(orderId);
      return reply.code(201).send({ data: { orderId, session_id: session.sessionId, url: session.url } });
    }
  );
};

// src/routes/api/v2/order.ts
var orderRoutes = async (app) => {
  app.get(
    "/order/:orderId",
    { schema: { params: orderIdParams, response: { 200: orderResponse } } },
    async (request) => {
      await app.payments.reconcile(request.params.orderId);
      const order = await app.orders.findView(request.params.orderId);
      if (!order) throw notFound("The order");
      return { data: { order } };
    }
  );
  app.patch(
    "/order/:orderId",
    { schema: { params: orderIdParams, body: updateOrderBody } },
    async (request, reply) => {
      const { orderId } = request.params;
      const { retake, testingId, NI } = request.body;
      if (retake !== void 0) {
        const result = await app.orders.setRetake(orderId, retake);
        if (result === "not-found") throw notFound("The test booking");
        if (result === "closed") {
          throw conflict(
            ERROR_CODES.orderClosed,
            "The retake answer cannot change once the test is paid for."
          );
        }
      }
      if (testingId || NI) {
        if (!await app.orders.addReferences(orderId, { testingId, NI }))
          throw notFound("The order");
      }
      return reply.code(204).send();
    }
  );
  app.post(
    "/payment",
    { schema: { body: createPaymentBody, response: { 201: paymentSessionResponse } } },
    async (request, reply) => {
      const session = await app.payments.startPayment(request.body.orderId);
      return reply.code(201).send({ data: { session_id: session.sessionId, url: session.url } });
    }
  );
};

// src/routes/api/v2/people.ts
var peopleRoutes = async (app) => {
  app.post(
    "/contact",
    { schema: { body: contactBody, response: { 201: contactCreatedResponse } } },
    async (request, reply) => {
      const userId = await app.people.createContact(request.body);
      return reply.code(201).send({ data: { userId } });
    }
  );
  app.post(
    "/candidate",
    { schema: { body: createCandidateBody, response: { 201: candidateCreatedResponse } } },
    async (request, reply) => {
      const userId = await app.people.createCandidate(request.body);
      return reply.code(201).send({ status: 201, data: { userId } });
    }
  );
  app.patch(
    "/candidate/:userId",
    {
      schema: {
        params: userIdParams,
        body: updateCandidateBody,
        response: { 200: candidateUpdatedResponse }
      }
    },
    async (request) => {
      const found = await app.people.updateCandidate(request.params.userId, request.body);
      if (!found) throw notFound("The candidate");
      return { data: { userId: request.params.userId } };
    }
  );
};

// src/routes/api/v2/test.ts
var testRoutes = async (app) => {
  app.post(
    "/test",
    {
      schema: {
        body: createTestBody,
        headers: idempotencyHeaders,
        response: { 201: testCreatedResponse }
      }
    },
    async (request, reply) => {
      const { userId, ...booking } = request.body;
      await requirePerson(app, userId);
      const orderId = await app.orders.createOrder({
        kind: "test",
        personId: userId,
        price: testPrice(),
        details: booking,
        idempotencyKey: request.headers["idempotency-key"]
      });
      return reply.code(201).send({ data: { orderId } });
    }
  );
};

// src/routes/api/v2/index.ts
var apiV2Routes = async (api) => {
  await api.register(peopleRoutes);
  await api.register(testRoutes);
  await api.register(cardRoutes);
  await api.register(courseRoutes);
  await api.register(orderRoutes);
  await api.register(addressRoutes);
};

// src/routes/sandbox-checkout/index.ts
import formbody from "@fastify/formbody";

// src/routes/sandbox-checkout/card-form.ts
function expiryInFuture(expiry, now) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2e3 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1;
}
function readCardForm(form, now = /* @__PURE__ */ new Date()) {
  const text2 = (name) => typeof form[name] === "string" ? form[name] : "";
  const errors = [];
  const number = text2("cardNumber").replace(/[\s-]/g, "");
  if (text2("name").trim().length < 2)
    errors.push({ field: "name", message: "Enter the name on the card" });
  if (!/^\d{16}$/.test(number)) {
    errors.push({ field: "cardNumber", message: "Enter a 16-digit card number" });
  } else if (number !== SANDBOX_CARDS.success && number !== SANDBOX_CARDS.declined) {
    errors.push({
      field: "cardNumber",
      message: "This is a test checkout: use 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline"
    });
  }
  if (!expiryInFuture(text2("expiry"), now)) {
    errors.push({ field: "expiry", message: "Enter an expiry date in the future, like 08/29" });
  }
  if (!/^\d{3,4}$/.test(text2("cvc").trim())) {
    errors.push({ field: "cvc", message: "Enter the 3 or 4 digit security code" });
  }
  if (errors.length > 0) return { outcome: "invalid", errors };
  return { outcome: number === SANDBOX_CARDS.success ? "pay" : "decline" };
}

// ../../packages/domain/src/format/index.ts
var LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London"
});
var CALENDAR_DATE = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC"
});
var ISO_DATE2 = /^(\d{4})-(\d{2})-(\d{2})$/;
function formatLongDate(date) {
  const match = typeof date === "string" ? ISO_DATE2.exec(date) : null;
  if (match) {
    const [, y, m, d] = match;
    const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
    return stripComma(CALENDAR_DATE.format(day));
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return stripComma(LONG_DATE.format(instant));
}
var stripComma = (text2) => text2.replace(",", "");
var POUNDS = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
function formatMoney(pence) {
  if (!Number.isInteger(pence)) throw new RangeError(`Pence must be a whole number: ${pence}`);
  return POUNDS.format(pence / 100);
}
var TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
function formatTime(time) {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a 24-hour time: ${time}`);
  const hours = Number(match[1]);
  const minutes = match[2] ?? "00";
  if (minutes === "00" && hours === 12) return "midday";
  if (minutes === "00" && hours === 0) return "midnight";
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes}${suffix}`;
}

// src/routes/sandbox-checkout/checkout-page.ts
var escape = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function field(model, name, label, attrs, hint = "") {
  const error = model.errors?.find((e) => e.field === name);
  const value = name === "cvc" ? "" : model.values?.[name] ?? "";
  const describedBy = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return `<div class="field${error ? " field--error" : ""}">
  <label for="${name}">${label}</label>
  ${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ""}
  ${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">Error:</span> ${escape(error.message)}</p>` : ""}
  <input id="${name}" name="${name}" ${attrs} value="${escape(value)}"${describedBy ? ` aria-describedby="${describedBy}"` : ""}${error ? ' aria-invalid="true"' : ""}>
</div>`;
}
function layout(title, body) {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<link rel="stylesheet" href="/sandbox-checkout/assets/checkout.css">
</head>
<body>
<header class="banner"><p>Sandbox checkout: no real money is taken.</p></header>
<main class="page" id="main">${body}</main>
</body>
</html>`;
}
function renderCheckoutPage(model) {
  const errors = model.errors ?? [];
  const summary2 = errors.length ? `<div class="error-summary" role="alert" tabindex="-1">
  <h2>There is a problem</h2>
  <ul>${errors.map((e) => `<li><a href="#${e.field}">${escape(e.message)}</a></li>`).join("")}</ul>
</div>` : "";
  return layout(
    `${errors.length ? "Error: " : ""}Pay ${formatMoney(model.amountPence)} \u2013 Sandbox checkout`,
    `${summary2}
<h1>Pay ${formatMoney(model.amountPence)}</h1>
<p class="lede">${escape(model.description)}<br>Order reference <strong>${escape(model.reference)}</strong></p>
<div class="test-cards">
  <h2>Test cards</h2>
  <p>Card <strong>4242 4242 4242 4242</strong> pays. Card <strong>4000 0000 0000 0002</strong> is declined. Use any future expiry date and any 3-digit security code.</p>
</div>
<form method="post" action="/sandbox-checkout/${escape(model.sessionId)}" novalidate>
${field(model, "name", "Name on card", 'type="text" autocomplete="cc-name" spellcheck="false"')}
${field(model, "cardNumber", "Card number", 'type="text" inputmode="numeric" autocomplete="cc-number"')}
${field(model, "expiry", "Expiry date", 'type="text" inputmode="numeric" autocomplete="cc-exp" class="short"', "For example, 08/29")}
${field(model, "cvc", "Security code", 'type="text" inputmode="numeric" autocomplete="cc-csc" class="short"', "The last 3 digits on the back of the card")}
<button type="submit" class="button">Pay ${formatMoney(model.amountPence)}</button>
</form>`
  );
}
function renderClosedPage(title, message, link) {
  return layout(
    title,
    `<h1>${escape(title)}</h1><p class="lede">${escape(message)}</p><p><a class="button" href="${escape(link.href)}">${escape(link.text)}</a></p>`
  );
}
var CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0b0c0c;background:#f3f2f1;line-height:1.5}
.banner{background:#1d3557;color:#fff;padding:.5rem 1rem;font-weight:600}
.banner p{margin:0;max-width:34rem;margin-inline:auto}
.page{max-width:34rem;margin:1.5rem auto;background:#fff;padding:1.5rem;border-radius:4px}
h1{font-size:2rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:0 0 .5rem}
.lede{font-size:1.125rem}
.test-cards{background:#eef4fb;border-left:5px solid #1d70b8;padding:.75rem 1rem;margin:1rem 0 1.5rem}
.field{margin-bottom:1.25rem}
.field--error{border-left:5px solid #d4351c;padding-left:.75rem}
label{display:block;font-weight:700;margin-bottom:.25rem}
.hint{color:#484949;margin:0 0 .25rem}
.error{color:#d4351c;font-weight:700;margin:0 0 .25rem}
input{font:inherit;width:100%;padding:.5rem;border:2px solid #0b0c0c;border-radius:0}
input.short{max-width:9rem}
input:focus,a:focus,button:focus{outline:3px solid #ffdd00;outline-offset:0;box-shadow:inset 0 0 0 2px #0b0c0c}
.button{display:inline-block;font:inherit;font-weight:700;background:#00703c;color:#fff;border:0;padding:.6rem 1.2rem;cursor:pointer;text-decoration:none;box-shadow:0 2px 0 #002d18}
.error-summary{border:5px solid #d4351c;padding:1rem;margin-bottom:1.5rem}
.error-summary a{color:#d4351c;font-weight:700}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

// src/routes/sandbox-checkout/index.ts
var html = (reply, status, body) => reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").send(body);
var sandboxCheckoutRoutes = async (app) => {
  await app.register(formbody, { bodyLimit: 8 * 1024 });
  app.get(
    "/sandbox-checkout/assets/checkout.css",
    async (_request, reply) => reply.header("content-type", "text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(CHECKOUT_CSS)
  );
  async function loadSession(sessionId) {
    if (!/^cs_sandbox_[0-9a-f]{32}$/.test(sessionId)) return void 0;
    const session = await app.payments.findSession(sessionId);
    if (!session) return void 0;
    const order = await app.orders.findOrder(session.orderId);
    return order ? { session, order } : void 0;
  }
  function closedPage(reply, state) {
    const { session, order } = state;
    if (session.status === "complete" || order.status === "paid") {
      return reply.code(303).redirect(`/success/${order.id}`);
    }
    if (session.status === "failed") return reply.code(303).redirect(`/failed/${order.id}`);
    return html(
      reply,
      410,
      renderClosedPage(
        "This payment page has expired",
        "Nothing was charged. You can start the payment again.",
        {
          href: `/failed/${order.id}`,
          text: "Try the payment again"
        }
      )
    );
  }
  const isOpen = (state) => state.session.status === "open" && state.session.expiresAt.getTime() > Date.now();
  app.get(
    "/sandbox-checkout/:sessionId",
    async (request, reply) => {
      const state = await loadSession(request.params.sessionId);
      if (!state) {
        return html(
          reply,
          404,
          renderClosedPage(
            "Payment page not found",
            "Check the link, or go back to the site and start again.",
            { href: "/", text: "Go to the home page" }
          )
        );
      }
      if (!isOpen(state)) return closedPage(reply, state);
      return html(
        reply,
        200,
        renderCheckoutPage({
          sessionId: state.session.id,
          description: (await app.orders.findView(state.order.id))?.description ?? "",
          reference: referenceOf(state.order.id),
          amountPence: state.session.amountPence
        })
      );
    }
  );
  app.post(
    "/sandbox-checkout/:sessionId",
    async (request, reply) => {
      const state = await loadSession(request.params.sessionId);
      if (!state) return reply.code(303).redirect("/");
      if (!isOpen(state)) return closedPage(reply, state);
      const form = typeof request.body === "object" && request.body ? request.body : {};
      const result = readCardForm(form);
      if (result.outcome === "invalid") {
        const values = Object.fromEntries(
          Object.entries(form).filter(([, v]) => typeof v === "string").map(([k, v]) => [k, String(v).slice(0, 60)])
        );
        return html(
          reply,
          400,
          renderCheckoutPage({
            sessionId: state.session.id,
            description: (await app.orders.findView(state.order.id))?.description ?? "",
            reference: referenceOf(state.order.id),
            amountPence: state.session.amountPence,
            errors: result.errors,
            values
          })
        );
      }
      const type = result.outcome === "pay" ? "completed" : "failed";
      await app.payments.applyEvent({
        id: `evt_${state.session.id}_${type}`,
        type,
        sessionId: state.session.id
      });
      const latest = await app.payments.findSession(state.session.id);
      const paid = latest?.status === "complete";
      return reply.code(303).redirect(`/${paid ? "success" : "failed"}/${state.order.id}`);
    }
  );
};

// src/routes/payment-webhook/index.ts
var paymentWebhookRoutes = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  app.post(
    "/payment/webhook",
    { bodyLimit: 512 * 1024 },
    async (request, reply) => {
      const { provider } = app.payments;
      if (!provider.parseWebhook) throw notFound("A payment webhook");
      const header = request.headers["stripe-signature"];
      let result;
      try {
        result = provider.parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          Array.isArray(header) ? header[0] : header
        );
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, "payment webhook refused");
        throw new AppError(400, ERROR_CODES.badRequest, "The webhook signature did not verify.");
      }
      if (result.kind === "ignored") {
        request.log.debug({ type: result.type }, "payment webhook ignored");
        return reply.code(200).send({ received: true, outcome: "ignored" });
      }
      const outcome = await app.payments.applyEvent(result.event);
      if (outcome === "unknown-session") {
        request.log.warn(
          { sessionId: result.event.sessionId },
          "payment webhook for unknown session"
        );
      }
      return reply.code(200).send({ received: true, outcome });
    }
  );
};

// src/routes/admin/index.ts
import rateLimit2 from "@fastify/rate-limit";
import { z as z11 } from "zod";

// src/admin/audit.ts
import { and as and5, desc, eq as eq6, sql as sql7 } from "drizzle-orm";
async function recordAudit(executor, entry) {
  await executor.insert(auditLog).values({
    staffUserId: entry.staffUserId ?? null,
    actor: entry.actor,
    action: entry.action,
    orderId: entry.orderId ?? null,
    enquiryId: entry.enquiryId ?? null,
    detail: entry.detail ?? null,
    ip: entry.ip ?? null
  });
}
async function listAudit(db, query) {
  const where = [];
  if (query.action) where.push(eq6(auditLog.action, query.action));
  if (query.orderId) where.push(eq6(auditLog.orderId, query.orderId));
  const rows = await db.select({
    id: auditLog.id,
    at: auditLog.at,
    actor: auditLog.actor,
    action: auditLog.action,
    orderId: auditLog.orderId,
    enquiryId: auditLog.enquiryId,
    detail: auditLog.detail,
    ip: auditLog.ip,
    total: sql7`count(*) over ()`.mapWith(Number)
  }).from(auditLog).where(where.length ? and5(...where) : void 0).orderBy(desc(auditLog.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map(({ total: _total, at, ...row }) => ({ ...row, at: at.toISOString() }))
  };
}

// src/admin/enquiries-admin.ts
import { and as and6, count, desc as desc2, eq as eq7, isNotNull, isNull as isNull2 } from "drizzle-orm";
function createEnquiriesAdmin(db) {
  return {
    async list(filter, page2, pageSize2) {
      const where = and6(
        filter.kind ? eq7(enquiries.kind, filter.kind) : void 0,
        filter.answered === void 0 ? void 0 : filter.answered ? isNotNull(enquiries.answeredAt) : isNull2(enquiries.answeredAt)
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(enquiries).where(where);
      const rows = await db.select({ enquiry: enquiries, person: people }).from(enquiries).innerJoin(people, eq7(people.id, enquiries.personId)).where(where).orderBy(desc2(enquiries.createdAt), desc2(enquiries.id)).limit(pageSize2).offset((page2 - 1) * pageSize2);
      return {
        total,
        page: page2,
        pageSize: pageSize2,
        enquiries: rows.map(({ enquiry, person }) => ({
          id: enquiry.id,
          kind: enquiry.kind,
          groupSize: enquiry.groupSize,
          comment: enquiry.comment,
          createdAt: enquiry.createdAt.toISOString(),
          answeredAt: enquiry.answeredAt ? enquiry.answeredAt.toISOString() : null,
          name: [person.title, person.firstName, person.lastName].filter(Boolean).join(" "),
          email: person.email,
          phoneNumber: person.phoneNumber
        }))
      };
    },
    /** Marks an enquiry answered; marking it again changes nothing and records nothing. */
    async markAnswered(id, staff, ip) {
      await db.transaction(async (tx) => {
        const [found] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq7(enquiries.id, id));
        if (!found) throw notFound("The enquiry");
        const updated = await tx.update(enquiries).set({ answeredAt: /* @__PURE__ */ new Date(), answeredBy: staff.id }).where(and6(eq7(enquiries.id, id), isNull2(enquiries.answeredAt))).returning({ id: enquiries.id });
        if (updated.length === 0) return;
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: "answer-enquiry",
          enquiryId: id,
          ip
        });
      });
    }
  };
}

// src/admin/fulfilment.ts
var FULFILMENT_STEPS = [
  "submitted",
  "confirmed",
  "completed",
  "cancelled",
  "refunded"
];
var STAGES = [
  "pending",
  "failed",
  "expired",
  "paid",
  "submitted",
  "confirmed",
  "completed",
  "cancelled",
  "refunded"
];
var ALLOWED = {
  pending: [],
  failed: [],
  expired: [],
  paid: ["submitted", "cancelled", "refunded"],
  submitted: ["confirmed", "cancelled", "refunded"],
  confirmed: ["completed", "cancelled", "refunded"],
  completed: [],
  cancelled: ["refunded"],
  refunded: []
};
var CLOSED_STAGES = ["completed", "cancelled", "refunded"];
function stageOf(order) {
  return order.fulfilmentStatus ?? order.status;
}
function canMove(from, to) {
  return ALLOWED[from].includes(to);
}

// src/admin/orders-admin.ts
import { randomUUID as randomUUID5 } from "node:crypto";
import { and as and7, asc as asc3, count as count2, desc as desc3, eq as eq8, gte, lt as lt3, or as or3, sql as sql8 } from "drizzle-orm";
var stageSql = sql8`coalesce(${orders.fulfilmentStatus}, ${orders.status})`;
function likePattern(text2) {
  return `%${text2.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
function filterSql(filters) {
  const where = [];
  if (filters.kind) where.push(eq8(orders.kind, filters.kind));
  if (filters.status) where.push(sql8`${stageSql} = ${filters.status}`);
  if (filters.from) {
    where.push(
      gte(orders.createdAt, sql8`(${filters.from}::date)::timestamp at time zone 'Europe/London'`)
    );
  }
  if (filters.to) {
    where.push(
      lt3(orders.createdAt, sql8`(${filters.to}::date + 1)::timestamp at time zone 'Europe/London'`)
    );
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const compact = likePattern(q.replace(/[\s-]+/g, "").toUpperCase());
    where.push(
      or3(
        sql8`(${people.firstName} || ' ' || ${people.lastName}) ilike ${pattern}`,
        sql8`${people.email} ilike ${pattern}`,
        sql8`replace(upper(${people.postcode}), ' ', '') like ${compact}`,
        sql8`upper(replace(${orders.id}::text, '-', '')) like ${compact}`,
        sql8`${orders.fulfilmentReference} ilike ${pattern}`
      )
    );
  }
  return where.length ? and7(...where) : void 0;
}
var listColumns = {
  id: orders.id,
  kind: orders.kind,
  status: orders.status,
  fulfilmentStatus: orders.fulfilmentStatus,
  details: orders.details,
  totalPence: orders.totalPence,
  officialFeePence: orders.officialFeePence,
  serviceFeePence: orders.serviceFeePence,
  refundedPence: orders.refundedPence,
  fulfilmentReference: orders.fulfilmentReference,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  phoneNumber: people.phoneNumber,
  postcode: people.postcode,
  dateOfBirth: people.dateOfBirth,
  personNi: people.nationalInsuranceNumber,
  orderNi: orders.nationalInsuranceNumber,
  erasedAt: orders.personalDataErasedAt
};
function summary(row) {
  const order = row;
  return {
    id: row.id,
    reference: referenceOf(row.id),
    kind: row.kind,
    stage: stageOf({ status: row.status, fulfilmentStatus: row.fulfilmentStatus }),
    description: describeOrder(order),
    name: [row.firstName, row.lastName].filter(Boolean).join(" "),
    email: row.email,
    postcode: row.postcode,
    totalPence: row.totalPence,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null
  };
}
var TransitionRefused = class extends AppError {
  constructor(message) {
    super(409, "TRANSITION_NOT_ALLOWED", message);
  }
};
function createOrdersAdmin(db, provider) {
  return {
    async list(filters, page2, pageSize2) {
      const where = filterSql(filters);
      const [{ total } = { total: 0 }] = await db.select({ total: count2() }).from(orders).innerJoin(people, eq8(people.id, orders.personId)).where(where);
      const rows = await db.select(listColumns).from(orders).innerJoin(people, eq8(people.id, orders.personId)).where(where).orderBy(desc3(orders.createdAt), desc3(orders.id)).limit(pageSize2).offset((page2 - 1) * pageSize2);
      return { total, page: page2, pageSize: pageSize2, orders: rows.map(summary) };
    },
    /** Every matching order, newest first, as CSV; NI number and date of birth only if asked. */
    async exportCsv(filters, sensitive) {
      const rows = await db.select(listColumns).from(orders).innerJoin(people, eq8(people.id, orders.personId)).where(filterSql(filters)).orderBy(desc3(orders.createdAt), desc3(orders.id)).limit(5e4);
      const header = [
        "Reference",
        "Order id",
        "Created",
        "Paid",
        "Kind",
        "Status",
        "Description",
        "Name",
        "Email",
        "Phone",
        "Postcode",
        ...sensitive ? ["NI number", "Date of birth"] : [],
        "Official fee",
        "Service fee",
        "Total",
        "Refunded",
        "CITB/CSCS reference"
      ];
      const pounds = (pence) => pence === null ? "" : (pence / 100).toFixed(2);
      const lines = rows.map((row) => {
        const s = summary(row);
        return [
          s.reference,
          s.id,
          s.createdAt,
          s.paidAt ?? "",
          s.kind,
          s.stage,
          s.description,
          s.name,
          row.email ?? "",
          row.phoneNumber ?? "",
          row.postcode ?? "",
          ...sensitive ? [row.orderNi ?? row.personNi ?? "", row.dateOfBirth ?? ""] : [],
          pounds(row.officialFeePence),
          pounds(row.serviceFeePence),
          pounds(row.totalPence),
          pounds(row.refundedPence),
          row.fulfilmentReference ?? ""
        ];
      });
      const csv = [header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n");
      return { csv: `${csv}\r
`, rows: rows.length };
    },
    /** Everything about one order, including the candidate's whole NI number and birth date. */
    async detail(orderId) {
      const [found] = await db.select({ order: orders, person: people, card: cards }).from(orders).innerJoin(people, eq8(people.id, orders.personId)).leftJoin(cards, eq8(cards.orderId, orders.id)).where(eq8(orders.id, orderId));
      if (!found) return void 0;
      const { order, person, card: card2 } = found;
      const [sessions, events, notes, emails, audit] = await Promise.all([
        db.select().from(paymentSessions).where(eq8(paymentSessions.orderId, orderId)).orderBy(asc3(paymentSessions.createdAt)),
        db.select().from(paymentEvents).where(eq8(paymentEvents.orderId, orderId)).orderBy(asc3(paymentEvents.receivedAt)),
        db.select().from(orderNotes).where(eq8(orderNotes.orderId, orderId)).orderBy(asc3(orderNotes.createdAt)),
        db.select({
          kind: emailOutbox.kind,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          sentAt: emailOutbox.sentAt,
          lastError: emailOutbox.lastError,
          createdAt: emailOutbox.createdAt
        }).from(emailOutbox).where(eq8(emailOutbox.orderId, orderId)).orderBy(asc3(emailOutbox.createdAt)),
        db.select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action }).from(auditLog).where(eq8(auditLog.orderId, orderId)).orderBy(desc3(auditLog.id)).limit(50)
      ]);
      const iso = (d) => d ? d.toISOString() : null;
      const stage = stageOf(order);
      let booking = order.details;
      if (order.kind === "test") {
        const details = order.details;
        booking = {
          ...details,
          centreName: getCentreById(details.location)?.name ?? "Unknown centre",
          testTypeName: getTestType(details.testType)?.name ?? details.testType
        };
      }
      return {
        id: order.id,
        reference: referenceOf(order.id),
        kind: order.kind,
        stage,
        paymentStatus: order.status,
        description: describeOrder(order),
        createdAt: order.createdAt.toISOString(),
        paidAt: iso(order.paidAt),
        fulfilmentReference: order.fulfilmentReference,
        fulfilmentUpdatedAt: iso(order.fulfilmentUpdatedAt),
        personalDataErasedAt: iso(order.personalDataErasedAt),
        price: {
          officialFee: order.officialFeePence,
          serviceFee: order.serviceFeePence,
          total: order.totalPence,
          refunded: order.refundedPence
        },
        refundId: order.refundId,
        booking,
        candidate: {
          title: person.title,
          firstName: person.firstName,
          middleName: person.middleName,
          lastName: person.lastName,
          dateOfBirth: person.dateOfBirth,
          nationalInsuranceNumber: order.nationalInsuranceNumber ?? person.nationalInsuranceNumber,
          email: person.email,
          phoneNumber: person.phoneNumber,
          address: person.address,
          town: person.town,
          postcode: person.postcode,
          testingId: card2?.testingId ?? order.testingId,
          registrationNumber: card2?.registrationNumber ?? null
        },
        card: card2 ? { type: card2.type, applicationType: card2.applicationType, trait: card2.trait } : null,
        paymentSessions: sessions.map((s) => ({
          id: s.id,
          provider: s.provider,
          status: s.status,
          amountPence: s.amountPence,
          createdAt: s.createdAt.toISOString(),
          expiresAt: s.expiresAt.toISOString()
        })),
        paymentEvents: events.map((e) => ({
          id: e.id,
          sessionId: e.sessionId,
          type: e.type,
          applied: e.applied,
          receivedAt: e.receivedAt.toISOString()
        })),
        notes: notes.map((n) => ({
          id: n.id,
          author: n.author,
          fromStatus: n.fromStatus,
          toStatus: n.toStatus,
          note: n.note,
          reference: n.reference,
          emailQueued: n.emailQueued,
          createdAt: n.createdAt.toISOString()
        })),
        emails: emails.map((e) => ({
          ...e,
          sentAt: iso(e.sentAt),
          createdAt: e.createdAt.toISOString()
        })),
        audit: audit.map((a) => ({ ...a, at: a.at.toISOString() })),
        allowedTransitions: order.personalDataErasedAt ? [] : ALLOWED[stage]
      };
    },
    /**
     * Moves an order one step, with a note, in one transaction that holds the order's row: two
     * staff pressing the same button at once get one change and one refusal. A refund asks the
     * provider while the row is held, so it is made once; the provider's own idempotency covers
     * a retry after a crash between its answer and our commit.
     */
    async transition(orderId, input, staff, ip) {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq8(orders.id, orderId)).for("update");
        if (!order) throw notFound("The order");
        const from = stageOf(order);
        if (order.personalDataErasedAt) {
          throw new TransitionRefused("This order is closed and its personal data was erased.");
        }
        if (!canMove(from, input.to)) {
          throw new TransitionRefused(`An order that is ${from} cannot be moved to ${input.to}.`);
        }
        const reference = input.reference?.trim() || void 0;
        if (input.to === "submitted" && !reference) {
          throw new AppError(400, "VALIDATION_FAILED", "Validation failed", [
            { field: "reference", message: "Enter the CITB or CSCS reference" }
          ]);
        }
        let refund;
        if (input.to === "refunded") {
          const amount = input.amountPence ?? order.totalPence;
          if (amount < 1 || amount > order.totalPence) {
            throw new AppError(400, "VALIDATION_FAILED", "Validation failed", [
              { field: "amountPence", message: "The refund must be between 1p and the total paid" }
            ]);
          }
          const [session] = await tx.select().from(paymentSessions).where(
            and7(eq8(paymentSessions.orderId, orderId), eq8(paymentSessions.status, "complete"))
          );
          if (!session) throw new TransitionRefused("There is no completed payment to refund.");
          refund = await provider.refund(session.id, amount);
          await tx.insert(paymentEvents).values({
            id: `refund_${refund.id}`,
            sessionId: session.id,
            orderId,
            type: "refunded",
            applied: true
          }).onConflictDoNothing();
        }
        await tx.update(orders).set({
          fulfilmentStatus: input.to,
          fulfilmentUpdatedAt: sql8`now()`,
          updatedAt: sql8`now()`,
          ...reference && input.to === "submitted" ? { fulfilmentReference: reference } : {},
          ...refund ? { refundedPence: refund.amountPence, refundId: refund.id } : {}
        }).where(eq8(orders.id, orderId));
        const emailQueued = input.emailCandidate ? await enqueueEmail(tx, orderId, `order-${input.to}`) : false;
        await tx.insert(orderNotes).values({
          id: randomUUID5(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          fromStatus: from,
          toStatus: input.to,
          note: input.note,
          reference: reference ?? null,
          emailQueued
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: input.to === "refunded" ? "refund" : "transition",
          orderId,
          detail: {
            from,
            to: input.to,
            ...reference ? { reference } : {},
            ...refund ? { refundId: refund.id, amountPence: refund.amountPence } : {},
            emailQueued
          },
          ip
        });
        return { from, to: input.to, emailQueued, refund };
      });
    },
    async addNote(orderId, note2, staff, ip) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq8(orders.id, orderId));
        if (!order) throw notFound("The order");
        await tx.insert(orderNotes).values({
          id: randomUUID5(),
          orderId,
          staffUserId: staff.id,
          author: staff.email,
          note: note2
        });
        await recordAudit(tx, {
          staffUserId: staff.id,
          actor: staff.email,
          action: "add-note",
          orderId,
          ip
        });
      });
    }
  };
}
function csvCell(value) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

// src/admin/staff.ts
import { createHash, randomBytes as randomBytes2, randomUUID as randomUUID6, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
import { and as and8, eq as eq9, gt as gt3, lt as lt4, or as or4, sql as sql9 } from "drizzle-orm";

// src/admin/passwords.ts
import { hash, verify } from "@node-rs/argon2";
var OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
function hashPassword(password) {
  return hash(password, OPTIONS);
}
var decoy;
async function verifyPassword(stored, password) {
  if (!stored) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

// src/admin/staff.ts
var SESSION_ABSOLUTE_MS = 8 * 60 * 6e4;
var SESSION_IDLE_MINUTES = 30;
var MAX_FAILED_SIGN_INS = 5;
var LOCK_MINUTES = 15;
function normaliseEmail(email) {
  return email.trim().toLowerCase();
}
var tokenId = (token) => createHash("sha256").update(token).digest("hex");
async function signIn(db, input) {
  const email = normaliseEmail(input.email);
  const [user] = await db.select().from(staffUsers).where(eq9(staffUsers.email, email));
  if (user?.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await recordAudit(db, {
      staffUserId: user.id,
      actor: email,
      action: "sign-in-locked",
      ip: input.ip
    });
    return {
      outcome: "locked",
      minutes: Math.ceil((user.lockedUntil.getTime() - Date.now()) / 6e4)
    };
  }
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    let locked = false;
    if (user) {
      const [counted] = await db.update(staffUsers).set({
        failedSignIns: sql9`${staffUsers.failedSignIns} + 1`,
        lockedUntil: sql9`case when ${staffUsers.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS}
            then now() + make_interval(mins => ${LOCK_MINUTES}) else ${staffUsers.lockedUntil} end`
      }).where(eq9(staffUsers.id, user.id)).returning({ failed: staffUsers.failedSignIns });
      locked = (counted?.failed ?? 0) >= MAX_FAILED_SIGN_INS;
    }
    await recordAudit(db, {
      staffUserId: user?.id ?? null,
      actor: email.slice(0, 200),
      action: "sign-in-failed",
      detail: { knownAccount: Boolean(user), locked },
      ip: input.ip
    });
    return locked ? { outcome: "locked", minutes: LOCK_MINUTES } : { outcome: "wrong" };
  }
  const token = randomBytes2(32).toString("base64url");
  const csrfToken = randomBytes2(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: sql9`now()` }).where(eq9(staffUsers.id, user.id));
    await tx.insert(staffSessions).values({
      id: tokenId(token),
      staffUserId: user.id,
      csrfToken,
      expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS)
    });
    await recordAudit(tx, { staffUserId: user.id, actor: email, action: "sign-in", ip: input.ip });
  });
  return { outcome: "signed-in", token, csrfToken, staff: { id: user.id, email } };
}
async function findSession(db, token) {
  if (!token || token.length > 100) return void 0;
  const id = tokenId(token);
  const [row] = await db.update(staffSessions).set({ lastSeenAt: sql9`now()` }).where(
    and8(
      eq9(staffSessions.id, id),
      gt3(staffSessions.expiresAt, sql9`now()`),
      gt3(staffSessions.lastSeenAt, sql9`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`)
    )
  ).returning({
    id: staffSessions.id,
    csrfToken: staffSessions.csrfToken,
    staffUserId: staffSessions.staffUserId
  });
  if (!row) return void 0;
  const [user] = await db.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq9(staffUsers.id, row.staffUserId));
  if (!user) return void 0;
  return { id: row.id, csrfToken: row.csrfToken, staff: user };
}
async function endSession(db, sessionId) {
  await db.delete(staffSessions).where(eq9(staffSessions.id, sessionId));
}
async function deleteDeadSessions(db) {
  await db.delete(staffSessions).where(
    or4(
      lt4(staffSessions.expiresAt, sql9`now()`),
      lt4(staffSessions.lastSeenAt, sql9`now() - make_interval(mins => ${SESSION_IDLE_MINUTES})`)
    )
  );
}
function sameToken(expected, given) {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual2(a, b);
}

// src/routes/admin/index.ts
var ADMIN_COOKIE = "admin_session";
var CSRF_HEADER = "x-csrf-token";
var COOKIE_PATH = "/api/admin";
function readCookie(request, name) {
  const header = request.headers.cookie;
  if (!header) return void 0;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return void 0;
}
function sessionCookie(request, value, maxAgeSeconds) {
  const parts = [
    `${ADMIN_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict"
  ];
  if (request.protocol === "https") parts.push("Secure");
  return parts.join("; ");
}
var unauthorised = (reply) => reply.code(401).send(send(401, ERROR_CODES.unauthorised, "Sign in to the back office to continue."));
var page = z11.coerce.number().int().min(1).max(1e5).default(1);
var pageSize = z11.coerce.number().int().min(1).max(100).default(25);
var isoDate = z11.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the form YYYY-MM-DD");
var orderFilters = z11.object({
  kind: z11.enum(["test", "card", "course-online", "course-offline"]).optional(),
  status: z11.enum(STAGES).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z11.string().trim().max(100).optional()
});
var orderIdParams2 = z11.object({ orderId: z11.uuid() });
var note = z11.string().trim().min(1, "Enter a note").max(2e3);
var adminRoutes = async (app, options) => {
  const { db } = options;
  const ordersAdmin = createOrdersAdmin(db, app.payments.provider);
  const enquiriesAdmin = createEnquiriesAdmin(db);
  await app.register(rateLimit2, { global: false });
  app.addHook("onRequest", sameOriginOnly(options.publicBaseUrl));
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    reply.header("X-Robots-Tag", "noindex");
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config?.public) return;
    const session = await findSession(db, readCookie(request, ADMIN_COOKIE) ?? "");
    if (!session) return unauthorised(reply);
    request.adminSession = session;
    if (request.method !== "GET" && request.method !== "HEAD") {
      const given = request.headers[CSRF_HEADER];
      if (!sameToken(session.csrfToken, Array.isArray(given) ? given[0] : given)) {
        return reply.code(403).send(
          send(
            403,
            ERROR_CODES.forbidden,
            "The request lacks a valid CSRF token. Reload the page."
          )
        );
      }
    }
  });
  app.setNotFoundHandler(async (request, reply) => {
    const session = await findSession(db, readCookie(request, ADMIN_COOKIE) ?? "");
    if (!session) return unauthorised(reply);
    return reply.code(404).send(
      send(
        404,
        ERROR_CODES.notFound,
        `No such address: ${request.method} ${request.url.split("?")[0]}`
      )
    );
  });
  const staffOf = (request) => {
    if (!request.adminSession) throw new AppError(401, ERROR_CODES.unauthorised, "Sign in.");
    return request.adminSession.staff;
  };
  app.post(
    "/sign-in",
    {
      config: {
        public: true,
        rateLimit: { max: options.signInPerMinute, timeWindow: 6e4 }
      },
      schema: {
        body: z11.object({
          email: z11.string().trim().min(1, "Enter your email address").max(200),
          password: z11.string().min(1, "Enter your password").max(200)
        })
      }
    },
    async (request, reply) => {
      const result = await signIn(db, { ...request.body, ip: request.ip });
      if (result.outcome === "locked") {
        return reply.code(429).send(
          send(
            429,
            "ACCOUNT_LOCKED",
            `Too many wrong passwords. This account is locked for ${result.minutes} minutes.`
          )
        );
      }
      if (result.outcome === "wrong") {
        return reply.code(401).send(send(401, ERROR_CODES.unauthorised, "The email address or password is wrong."));
      }
      reply.header(
        "Set-Cookie",
        sessionCookie(request, result.token, Math.floor(SESSION_ABSOLUTE_MS / 1e3))
      );
      return { data: { staff: { email: result.staff.email }, csrfToken: result.csrfToken } };
    }
  );
  app.get("/session", async (request) => {
    const session = request.adminSession;
    return { data: { staff: { email: session.staff.email }, csrfToken: session.csrfToken } };
  });
  app.post("/sign-out", async (request, reply) => {
    const session = request.adminSession;
    await endSession(db, session.id);
    await recordAudit(db, {
      staffUserId: session.staff.id,
      actor: session.staff.email,
      action: "sign-out",
      ip: request.ip
    });
    reply.header("Set-Cookie", sessionCookie(request, "", 0));
    return reply.code(204).send();
  });
  app.get(
    "/orders",
    { schema: { querystring: orderFilters.extend({ page, pageSize }) } },
    async (request) => {
      const { page: p, pageSize: size, ...filters } = request.query;
      return { data: await ordersAdmin.list(filters, p, size) };
    }
  );
  app.get(
    "/orders/export.csv",
    {
      schema: {
        querystring: orderFilters.extend({ includeSensitive: z11.enum(["yes", "no"]).optional() })
      }
    },
    async (request, reply) => {
      const { includeSensitive, ...filters } = request.query;
      const sensitive = includeSensitive === "yes";
      const staff = staffOf(request);
      const { csv, rows } = await ordersAdmin.exportCsv(filters, sensitive);
      await recordAudit(db, {
        staffUserId: staff.id,
        actor: staff.email,
        action: "export-orders",
        detail: { filters, rows, includesNiAndDateOfBirth: sensitive },
        ip: request.ip
      });
      const day = (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
      return reply.type("text/csv; charset=utf-8").header("Content-Disposition", `attachment; filename="orders-${day}.csv"`).send(csv);
    }
  );
  app.get("/orders/:orderId", { schema: { params: orderIdParams2 } }, async (request) => {
    const staff = staffOf(request);
    const order = await ordersAdmin.detail(request.params.orderId);
    if (!order) throw notFound("The order");
    await recordAudit(db, {
      staffUserId: staff.id,
      actor: staff.email,
      action: "view-order",
      orderId: order.id,
      ip: request.ip
    });
    return { data: { order } };
  });
  app.post(
    "/orders/:orderId/transitions",
    {
      schema: {
        params: orderIdParams2,
        body: z11.object({
          to: z11.enum(FULFILMENT_STEPS),
          note,
          reference: z11.string().trim().max(100).optional(),
          emailCandidate: z11.boolean().default(false),
          amountPence: z11.number().int().positive().optional()
        })
      }
    },
    async (request) => {
      const result = await ordersAdmin.transition(
        request.params.orderId,
        request.body,
        staffOf(request),
        request.ip
      );
      return { data: result };
    }
  );
  app.post(
    "/orders/:orderId/notes",
    { schema: { params: orderIdParams2, body: z11.object({ note }) } },
    async (request, reply) => {
      await ordersAdmin.addNote(
        request.params.orderId,
        request.body.note,
        staffOf(request),
        request.ip
      );
      return reply.code(201).send({ data: { added: true } });
    }
  );
  app.get(
    "/enquiries",
    {
      schema: {
        querystring: z11.object({
          kind: z11.enum(["contact", "group-booking"]).optional(),
          answered: z11.enum(["yes", "no"]).optional(),
          page,
          pageSize
        })
      }
    },
    async (request) => {
      const { kind, answered, page: p, pageSize: size } = request.query;
      const filter = { kind, answered: answered === void 0 ? void 0 : answered === "yes" };
      return { data: await enquiriesAdmin.list(filter, p, size) };
    }
  );
  app.post(
    "/enquiries/:enquiryId/answered",
    { schema: { params: z11.object({ enquiryId: z11.uuid() }) } },
    async (request) => {
      await enquiriesAdmin.markAnswered(request.params.enquiryId, staffOf(request), request.ip);
      return { data: { answered: true } };
    }
  );
  app.get(
    "/audit",
    {
      schema: {
        querystring: z11.object({
          action: z11.string().max(40).optional(),
          orderId: z11.uuid().optional(),
          page,
          pageSize
        })
      }
    },
    async (request) => ({ data: await listAudit(db, request.query) })
  );
};

// src/log-redaction.ts
var PERSONAL_KEYS = [
  "nationalInsuranceNumber",
  "NI",
  "dateOfBirth",
  "email",
  "phoneNumber",
  "address",
  "address2",
  "postcode",
  "town",
  "firstName",
  "middleName",
  "lastName"
];
var LOG_REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`, `body.${key}`, `req.body.${key}`])
];

// src/app.ts
async function buildApp(options) {
  const app = Fastify({
    logger: options.logger ?? { level: options.env.LOG_LEVEL, redact: LOG_REDACT_PATHS },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    // Ids travel in paths; a long path is never one of ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await securityHeaders(app);
  const { db } = options.database;
  const orders2 = createOrdersRepository(db);
  app.decorate("people", createPeopleRepository(db));
  app.decorate("orders", orders2);
  app.decorate("courses", createCoursesRepository(db, orders2));
  app.decorate("addressLookup", options.addressLookup ?? addressLookupFromEnv(options.env));
  app.decorate(
    "payments",
    createPaymentsService(db, options.paymentProvider ?? paymentProviderFromEnv(options.env))
  );
  await app.register(
    async (api) => {
      api.addHook("onRequest", sameOriginOnly(options.env.PUBLIC_BASE_URL));
      api.addHook("onRequest", basicAuthHook(options.env.API_BASIC_AUTH));
      await rateLimits(api, {
        writesPerMinute: options.env.RATE_LIMIT_WRITES_PER_MINUTE,
        orderReadsPerMinute: options.env.RATE_LIMIT_ORDER_READS_PER_MINUTE
      });
      await api.register(apiV2Routes);
    },
    { prefix: "/api/v2" }
  );
  await app.register(paymentWebhookRoutes, { prefix: "/api/v2" });
  await app.register(adminRoutes, {
    prefix: "/api/admin",
    db,
    publicBaseUrl: options.env.PUBLIC_BASE_URL,
    signInPerMinute: options.env.ADMIN_SIGN_IN_PER_MINUTE
  });
  if (app.payments.provider.name === "sandbox") await app.register(sandboxCheckoutRoutes);
  if (options.webClientDir && existsSync2(options.webClientDir)) {
    const { webApp: webApp2 } = await Promise.resolve().then(() => (init_web_app(), web_app_exports));
    await app.register(webApp2, { clientDir: options.webClientDir });
  }
  return app;
}

// src/db/client.ts
import { existsSync as existsSync3, mkdirSync } from "node:fs";
import { dirname, join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql as sql10 } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
function findMigrationsFolder() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    if (existsSync3(join2(dir, "drizzle", "meta"))) return join2(dir, "drizzle");
    dir = dirname(dir);
  }
  throw new Error("The database migrations folder (apps/api/drizzle) was not found");
}
async function openDatabase(options) {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    const db2 = drizzlePg(pool, { schema: schema_exports });
    const client2 = await pool.connect();
    try {
      await client2.query("SELECT pg_advisory_lock(727274)");
      await migratePg(drizzlePg(client2, { schema: schema_exports }), { migrationsFolder });
    } finally {
      await client2.query("SELECT pg_advisory_unlock(727274)").catch(() => void 0);
      client2.release();
    }
    return { db: db2, dialect: "postgres", close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "./data/pglite";
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema: schema_exports });
  await migratePglite(drizzlePglite(client, { schema: schema_exports }), { migrationsFolder });
  return { db, dialect: "pglite", close: () => client.close() };
}

// src/email/index.ts
import { join as join4 } from "node:path";

// src/admin/fulfilment-email.ts
var escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
var STEP_WORDS = {
  "order-submitted": {
    subject: "We have sent your booking on",
    lines: (order) => [
      order.kind === "card" ? "We have sent your card application to CSCS." : order.kind === "test" ? "We have sent your test booking to CITB." : "We have sent your booking to the course provider.",
      ...order.fulfilmentReference ? [`Their reference: ${order.fulfilmentReference}`] : [],
      "We will email you again when it is confirmed."
    ]
  },
  "order-confirmed": {
    subject: "Your booking is confirmed",
    lines: (order) => [
      order.kind === "card" ? "Your card application has been accepted and your card is on its way to you." : "Your booking is confirmed for the date, time and place you booked."
    ]
  },
  "order-completed": {
    subject: "Your order is complete",
    lines: () => ["Your order is complete. Thank you for booking with us."]
  },
  "order-cancelled": {
    subject: "Your order has been cancelled",
    lines: () => [
      "Your order has been cancelled. If a refund is due, we will email you when it is made."
    ]
  },
  "order-refunded": {
    subject: "Your refund is on its way",
    lines: (order) => [
      `We have refunded ${formatMoney(order.refundedPence ?? order.totalPence)} to the card you paid with. It usually arrives within 5 to 10 working days.`
    ]
  }
};
function renderStep(kind) {
  return ({ order, person, supportEmail, siteName = "SafeSite Bookings" }) => {
    const words = STEP_WORDS[kind];
    const reference = referenceOf(order.id);
    const subject = `${words.subject}: ${describeOrder(order)} (reference ${reference})`;
    const paragraphs = [
      `Dear ${person.firstName} ${person.lastName},`,
      ...words.lines(order),
      `Booking reference: ${reference}`,
      `Questions? Email ${supportEmail} and quote your reference ${reference}.`,
      `${siteName} is an independent booking service. It is not CITB or CSCS.`
    ];
    const html2 = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;line-height:1.5;max-width:600px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
</body>
</html>
`;
    return { subject, text: `${paragraphs.join("\n\n")}
`, html: html2 };
  };
}
var fulfilmentRenderers = {
  "order-submitted": renderStep("order-submitted"),
  "order-confirmed": renderStep("order-confirmed"),
  "order-completed": renderStep("order-completed"),
  "order-cancelled": renderStep("order-cancelled"),
  "order-refunded": renderStep("order-refunded")
};

// src/email/email-worker.ts
import { eq as eq10 } from "drizzle-orm";

// src/email/confirmation-email.ts
var escapeHtml2 = (value) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
function safeTime(time) {
  try {
    return formatTime(time);
  } catch {
    return time;
  }
}
var LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Europe/London"
});
function bookingFacts(input) {
  const { order } = input;
  if (order.kind === "test") {
    const details2 = order.details;
    const centre = getCentreById(details2.location);
    return {
      facts: [
        ["Test", getTestType(details2.testType)?.name ?? details2.testType],
        ["Language", details2.language],
        ["Preferred date", `${formatLongDate(details2.date)}, ${safeTime(details2.testTime)}`],
        ["Alternative date", formatLongDate(details2.alternateDate)],
        [
          "Test centre",
          centre ? [centre.name, ...centre.address, centre.postcode].join(", ") : "To be confirmed"
        ]
      ],
      next: [
        "We book your test with the test centre for your preferred date, or your alternative date if the first is taken, and email you when it is confirmed.",
        "Bring photo identification with you on the day of the test.",
        "If you have a CITB testing ID or National Insurance number you have not given us yet, reply with it or add it on the booking page."
      ]
    };
  }
  if (order.kind === "card") {
    const details2 = order.details;
    return {
      facts: [
        ["Card", `CSCS ${details2.type}`],
        ["Application", details2.applicationType],
        ["Occupation", details2.trait]
      ],
      next: [
        "We check your application and send it to CSCS.",
        input.card?.testingId ? "We have your CITB testing ID; there is nothing more you need to send." : "If you have not yet given us your CITB testing ID and registration number, reply with them so that we can send your application.",
        "CSCS posts the card to the address on your application."
      ]
    };
  }
  const details = order.details;
  if (details.type === "Online") {
    return {
      facts: [
        ["Course", `${details.name} (online)`],
        ["Start date", formatLongDate(details.date)]
      ],
      next: [
        "We email your log-in details for the online course before the start date.",
        "You can take the course at your own pace once it starts."
      ]
    };
  }
  const starts = new Date(details.date);
  return {
    facts: [
      ["Course", `${details.name} (classroom)`],
      ["Date", `${formatLongDate(starts)}, ${LONDON_TIME.format(starts).replace(" ", "")}`],
      [
        "Where",
        [details.locationName, input.courseAddress].filter(Boolean).join(", ") || "To be confirmed"
      ]
    ],
    next: [
      "Your seat is booked. Please arrive 15 minutes before the start time.",
      "Bring photo identification with you."
    ]
  };
}
function renderConfirmation(input) {
  const { order, person } = input;
  const siteName = input.siteName ?? "SafeSite Bookings";
  const reference = referenceOf(order.id);
  const description = describeOrder(order);
  const { facts, next } = bookingFacts(input);
  const amounts = [
    ["Official fee", formatMoney(order.officialFeePence)],
    ["Service fee", formatMoney(order.serviceFeePence)],
    ["Total paid", formatMoney(order.totalPence)]
  ];
  const orderUrl = `${input.publicBaseUrl.replace(/\/+$/, "")}/success/${order.id}`;
  const name = `${person.firstName} ${person.lastName}`;
  const subject = `Booking confirmed: ${description} (reference ${reference})`;
  const text2 = [
    `Dear ${name},`,
    "",
    `Thank you. We have received your payment for: ${description}.`,
    "",
    `Booking reference: ${reference}`,
    "",
    "What you booked",
    ...facts.map(([label, value]) => `  ${label}: ${value}`),
    "",
    "Amount",
    ...amounts.map(([label, value]) => `  ${label}: ${value}`),
    "",
    "Next steps",
    ...next.map((step, index2) => `  ${index2 + 1}. ${step}`),
    "",
    `Your booking: ${orderUrl}`,
    "",
    `Questions? Email ${input.supportEmail} and quote your reference ${reference}.`,
    "",
    siteName,
    `${siteName} is an independent booking service. It is not CITB or CSCS.`,
    ""
  ].join("\n");
  const rows = (pairs) => pairs.map(
    ([label, value]) => `<tr><th align="left" style="padding:4px 12px 4px 0;font-weight:600">${escapeHtml2(label)}</th><td style="padding:4px 0">${escapeHtml2(value)}</td></tr>`
  ).join("");
  const html2 = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml2(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0b0c0c;line-height:1.5;max-width:600px">
<p>Dear ${escapeHtml2(name)},</p>
<p>Thank you. We have received your payment for: <strong>${escapeHtml2(description)}</strong>.</p>
<p>Booking reference: <strong>${escapeHtml2(reference)}</strong></p>
<h2 style="font-size:18px">What you booked</h2>
<table role="presentation">${rows(facts)}</table>
<h2 style="font-size:18px">Amount</h2>
<table role="presentation">${rows(amounts)}</table>
<h2 style="font-size:18px">Next steps</h2>
<ol>${next.map((step) => `<li>${escapeHtml2(step)}</li>`).join("")}</ol>
<p><a href="${escapeHtml2(orderUrl)}">See your booking</a></p>
<p>Questions? Email <a href="mailto:${escapeHtml2(input.supportEmail)}">${escapeHtml2(input.supportEmail)}</a> and quote your reference ${escapeHtml2(reference)}.</p>
<p>${escapeHtml2(siteName)}<br>${escapeHtml2(siteName)} is an independent booking service. It is not CITB or CSCS.</p>
</body>
</html>
`;
  return { subject, text: text2, html: html2 };
}

// src/email/email-worker.ts
function createEmailWorker(options) {
  const outbox = createOutbox(options.db, options);
  const domain = options.domain ?? "safesite-bookings.co.uk";
  let running;
  let timer;
  async function deliver(row) {
    const [found] = await options.db.select({ order: orders, person: people, card: cards }).from(orders).innerJoin(people, eq10(people.id, orders.personId)).leftJoin(cards, eq10(cards.orderId, orders.id)).where(eq10(orders.id, row.orderId));
    if (!found) {
      await outbox.markSkipped(row.id, "The order no longer exists");
      return "skipped";
    }
    if (!found.person.email) {
      await outbox.markSkipped(row.id, "No email address on file");
      return "skipped";
    }
    let courseAddress;
    if (found.order.kind === "course-offline") {
      const { locationName } = found.order.details;
      if (locationName) {
        const [location] = await options.db.select({ address: courseLocations.address, postcode: courseLocations.postcode }).from(courseLocations).where(eq10(courseLocations.name, locationName));
        if (location) courseAddress = `${location.address}, ${location.postcode}`;
      }
    }
    const render = options.renderers?.[row.kind] ?? (row.kind === "order-confirmation" ? renderConfirmation : void 0);
    if (!render) throw new Error(`No email renderer for ${row.kind}`);
    const email = render(
      {
        ...found,
        courseAddress,
        publicBaseUrl: options.publicBaseUrl,
        supportEmail: options.supportEmail
      },
      row
    );
    const messageId = `<${row.kind}.${row.orderId}@${domain}>`;
    await options.mailer.send({
      to: found.person.email,
      from: options.from,
      replyTo: options.supportEmail,
      messageId,
      ...email
    });
    await outbox.markSent(row.id, messageId);
    return "sent";
  }
  async function runOnce() {
    const result = { sent: 0, failed: 0, skipped: 0 };
    const rows = await outbox.claimDue(options.batchSize ?? 10);
    for (const row of rows) {
      try {
        result[await deliver(row) === "sent" ? "sent" : "skipped"] += 1;
      } catch (error) {
        result.failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        options.log?.error(
          { outboxId: row.id, attempts: row.attempts, err: message },
          "email failed"
        );
        await outbox.markFailed(row, message).catch(() => void 0);
      }
    }
    return result;
  }
  const worker = {
    outbox,
    /** One pass over due rows; concurrent calls in this process share the pass in flight. */
    runOnce() {
      running ??= runOnce().finally(() => {
        running = void 0;
      });
      return running;
    },
    start(intervalMs = 5e3) {
      const tick = () => {
        worker.runOnce().catch((err) => options.log?.error({ err }, "email outbox run failed"));
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = void 0;
      await running?.catch(() => void 0);
      options.mailer.close();
    }
  };
  return worker;
}

// src/email/mailer.ts
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join as join3 } from "node:path";
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
function createSmtpMailer(url) {
  const transport = nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: 3e4,
      greetingTimeout: 3e4,
      socketTimeout: 6e4
    })
  );
  return {
    kind: "smtp",
    async send(email) {
      await transport.sendMail(email);
      return { messageId: email.messageId };
    },
    close: () => transport.close()
  };
}
function createFileMailer(dir) {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix"
  });
  return {
    kind: "file",
    async send(email) {
      const info = await transport.sendMail(email);
      await mkdir(dir, { recursive: true });
      const name = email.messageId.replace(/^<|>$/g, "").replace(/[^A-Za-z0-9._-]+/g, "_");
      const target = join3(dir, `${name}.eml`);
      const partial = `${target}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, target);
      return { messageId: email.messageId };
    },
    close: () => transport.close()
  };
}

// src/email/index.ts
function emailWorkerFromEnv(env, db, log) {
  const mailer = env.SMTP_URL ? createSmtpMailer(env.SMTP_URL) : createFileMailer(join4(env.DATA_DIR, "outbox"));
  return createEmailWorker({
    db,
    mailer,
    from: env.EMAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    // The back office's fulfilment emails (issue 7).
    renderers: fulfilmentRenderers,
    log
  });
}

// src/repositories/course-seed.ts
var COURSE_LOCATIONS = [
  { id: 1, name: "London Stratford", address: "1 Great Eastern Road, London", postcode: "E15 1BB" },
  {
    id: 2,
    name: "Birmingham City Centre",
    address: "12 Colmore Row, Birmingham",
    postcode: "B3 2BJ"
  },
  {
    id: 3,
    name: "Manchester Piccadilly",
    address: "40 Portland Street, Manchester",
    postcode: "M1 4GS"
  },
  { id: 4, name: "Leeds", address: "8 Wellington Street, Leeds", postcode: "LS1 4LT" },
  {
    id: 5,
    name: "Bristol Temple Meads",
    address: "2 Victoria Street, Bristol",
    postcode: "BS1 6AA"
  },
  { id: 6, name: "Glasgow", address: "100 West George Street, Glasgow", postcode: "G2 1PJ" }
];
var SEATS_PER_COURSE = 12;
var WEEKS_AHEAD = 10;
var COURSE_WEEKDAYS = [2, 4];
function nineAmLondon(day) {
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
  const londonHour = Number(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      hour12: false
    }).format(guess)
  );
  return new Date(guess.getTime() - (londonHour - 9) * 36e5);
}
function upcomingCourseStarts(from, weeks = WEEKS_AHEAD) {
  const starts = [];
  for (let offset = 1; offset <= weeks * 7; offset += 1) {
    const day = new Date(from.getTime() + offset * 864e5);
    if (COURSE_WEEKDAYS.includes(day.getUTCDay())) starts.push(nineAmLondon(day));
  }
  return starts;
}
async function seedCourses(db, now = /* @__PURE__ */ new Date()) {
  await db.insert(courseLocations).values(COURSE_LOCATIONS).onConflictDoNothing();
  const starts = upcomingCourseStarts(now);
  await db.insert(courseDates).values(
    COURSE_LOCATIONS.flatMap(
      (location) => starts.map((startsAt) => ({
        locationId: location.id,
        startsAt,
        capacity: SEATS_PER_COURSE
      }))
    )
  ).onConflictDoNothing({ target: [courseDates.locationId, courseDates.startsAt] });
}

// src/admin/retention.ts
import { and as and9, eq as eq11, gt as gt4, inArray as inArray3, isNull as isNull3, lt as lt5, notExists, notInArray, or as or5, sql as sql11 } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
var ERASED = "Erased";
async function eraseExpiredPersonalData(db, months) {
  return db.transaction(async (tx) => {
    const due = await tx.select({ id: orders.id, personId: orders.personId }).from(orders).where(
      and9(
        isNull3(orders.personalDataErasedAt),
        inArray3(orders.fulfilmentStatus, [...CLOSED_STAGES]),
        lt5(orders.fulfilmentUpdatedAt, sql11`now() - make_interval(months => ${months})`)
      )
    ).for("update");
    if (due.length === 0) return { orders: 0, people: 0 };
    const orderIds = due.map((row) => row.id);
    await tx.update(orders).set({
      nationalInsuranceNumber: null,
      testingId: null,
      fulfilmentReference: null,
      idempotencyKey: null,
      personalDataErasedAt: sql11`now()`,
      updatedAt: sql11`now()`
    }).where(inArray3(orders.id, orderIds));
    await tx.update(cards).set({ testingId: null, registrationNumber: null }).where(inArray3(cards.orderId, orderIds));
    await tx.update(orderNotes).set({ note: ERASED, reference: null }).where(inArray3(orderNotes.orderId, orderIds));
    const other = alias(orders, "other");
    const personIds = [...new Set(due.map((row) => row.personId))];
    const erasedPeople = await tx.update(people).set({
      title: "",
      firstName: ERASED,
      middleName: null,
      lastName: "",
      dateOfBirth: null,
      nationalInsuranceNumber: null,
      email: null,
      phoneNumber: null,
      address: null,
      town: null,
      postcode: null,
      updatedAt: sql11`now()`
    }).where(
      and9(
        inArray3(people.id, personIds),
        notExists(
          tx.select({ id: other.id }).from(other).where(
            and9(
              eq11(other.personId, people.id),
              isNull3(other.personalDataErasedAt),
              // An order left unpaid long ago needs nothing kept.
              or5(
                notInArray(other.status, ["failed", "expired"]),
                gt4(other.createdAt, sql11`now() - make_interval(months => ${months})`)
              )
            )
          )
        )
      )
    ).returning({ id: people.id });
    if (erasedPeople.length > 0) {
      await tx.update(orders).set({ nationalInsuranceNumber: null, testingId: null }).where(
        inArray3(
          orders.personId,
          erasedPeople.map((person) => person.id)
        )
      );
    }
    await recordAudit(tx, {
      actor: "system",
      action: "retention-erase",
      detail: { months, orders: orderIds.length, people: erasedPeople.length, orderIds }
    });
    return { orders: orderIds.length, people: erasedPeople.length };
  });
}
function startRetentionJob(db, months, log, intervalMs = 6 * 60 * 6e4) {
  const run = async () => {
    try {
      const erased = await eraseExpiredPersonalData(db, months);
      if (erased.orders > 0) log.info(erased, "retention: personal data erased");
      await deleteDeadSessions(db);
    } catch (err) {
      log.error({ err }, "retention job failed");
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

// src/server.ts
var SWEEP_INTERVAL_MS = 6e4;
var EMAIL_INTERVAL_MS = 5e3;
async function main() {
  const env = readEnv();
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join5(env.DATA_DIR, "pglite")
  });
  await seedCourses(database.db);
  const webClientDir = env.WEB_CLIENT_DIR ?? fileURLToPath2(new URL("../../web/build/client", import.meta.url));
  const app = await buildApp({ env, database, webClientDir: resolve2(webClientDir) });
  const sweep = () => app.payments.expireStale().catch((err) => app.log.error({ err }, "sweep failed"));
  await sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  const emails = emailWorkerFromEnv(env, database.db, app.log);
  emails.start(EMAIL_INTERVAL_MS);
  const stopRetention = startRetentionJob(database.db, env.RETENTION_MONTHS, app.log);
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    clearInterval(timer);
    stopRetention();
    await emails.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: env.PORT, host: env.HOST });
}
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
