export { MESSAGES } from './messages';
export type { MessageKey } from './messages';
export { messageKeyOf } from './messages';
export {
  RULES,
  isWithin,
  checkLength,
  isValidEmail,
  isValidPhone,
  isValidPostcode,
  normalisePhone,
} from './rules';
export type { LengthRule, RuleName } from './rules';
export {
  TEST_TIME_SLOTS,
  BOOKING_HORIZON_MONTHS,
  isRealIsoDate,
  todayInLondon,
  addDays,
  addMonths,
  yearsBetween,
} from './dates';
export * from './fields';
