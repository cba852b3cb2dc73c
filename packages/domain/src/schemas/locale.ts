import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';

/**
 * The refusal of a language the site does not have. Only a client of its own sends one (the
 * site sends the page's language), so it names the codes rather than asking a visitor to choose.
 */
export const LOCALE_MESSAGE = `Give the language as one of: ${LOCALES.join(', ')}`;

/**
 * The language of an order or an enquiry (issue 20): its emails, texts and reminders are in it.
 * Optional on every request that makes one; left out, it is English.
 */
export const localeField = z.enum(LOCALES, { error: LOCALE_MESSAGE }).default(DEFAULT_LOCALE);
