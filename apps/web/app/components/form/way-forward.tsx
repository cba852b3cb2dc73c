import { Trans } from '@lingui/react/macro';
import { MINIMUM_AGE_YEARS, RULES, checkLength, isMissing } from '@site/domain/validators';
import { paths } from '../../config/paths';
import { Link } from '../../i18n/link';

/*
 * The spec's rules refuse some real people (issue 21 point 7): a name part of 2 letters (Li, Ng)
 * or of 34, a worker not yet 16. Their error keeps the spec's words; beside it, these say who
 * can still help, so the page is not a dead end.
 */

/** The shortest and longest name part the rule lets through (spec §5: 2 to 34, exclusive). */
export const NAME_SHORTEST = RULES.namePart.min + 1;
export const NAME_LONGEST = RULES.namePart.max - 1;

/** A name part given but refused for its length, not for being empty or for its characters. */
export function isNameLengthRefused(value: string | undefined): boolean {
  return !isMissing(value) && checkLength('namePart', value ?? '') !== undefined;
}

export function NameWayForward({ id }: { id: string }) {
  const shortest = NAME_SHORTEST;
  const longest = NAME_LONGEST;
  return (
    <p className="way-forward" id={`${id}-way-forward`}>
      <Trans>
        Name shorter than {shortest} or longer than {longest} letters?{' '}
        <Link to={paths.contact}>Contact us</Link> and we will book it for you.
      </Trans>
    </p>
  );
}

export function TooYoungWayForward({ id }: { id: string }) {
  const age = MINIMUM_AGE_YEARS;
  return (
    <p className="way-forward" id={`${id}-way-forward`}>
      <Trans>
        Not {age} yet? <Link to={paths.contact}>Contact us</Link> and we will tell you what you can
        book.
      </Trans>
    </p>
  );
}
