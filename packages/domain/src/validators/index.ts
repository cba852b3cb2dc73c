export { MESSAGES } from './messages';
export type { MessageKey } from './messages';
export { messageKeyOf } from './messages';
export {
  RULES,
  isWithin,
  checkLength,
  isValidEmail,
  isNationalInsuranceNumber,
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
export { cardRenewalTooEarlyMessage, renewableFrom, tooEarlyToRenew } from './card-renewal';
/** The first day a test date may be (the planner's lead time), for the date step's hint. */
export { earliestTestDate } from '../planning/lead-times';
