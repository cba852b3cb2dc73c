import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { HTML_LANG } from '@site/domain/i18n';
import { TEST_CENTRES, getCentreById } from '@site/domain/catalogue';
import { postcodeSchema } from '@site/domain/validators';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-validation';
import { MESSAGES } from '../../../lib/messages';
import { choiceError } from '../../../lib/form-validation';
import { useSnackbar } from '../../../components/snackbar';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { StepForm } from '../../../components/form/step-form';
import { TextField } from '../../../components/form/text-field';
import { getNearestCentres, postcodeToSearch } from '../../../lib/nearest-centres';
import type { NearestCentres } from '../../../lib/nearest-centres';
import { useLocale } from '../../../i18n/link';
import type { StepProps } from './step-props';

// Each centre once: some ids repeat in the source list (spec §3). Sorted by the label as shown,
// not by the full name, whose hidden 'London - ' prefix would put Croydon after Liverpool.
const CENTRE_OPTIONS = [...new Map(TEST_CENTRES.map((c) => [c.id, c])).values()]
  .map((c) => ({ value: String(c.id), label: `${c.shortName} (${c.postcode})` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));

/** A centre from the list, or found by postcode: up to 10 under 15 miles, nearest first. */
export function CentreStep({ answers, onDone, ...step }: StepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { warn } = useSnackbar();
  const [location, setLocation] = useState(
    answers.location === undefined ? '' : String(answers.location),
  );
  const [postcodeInput, setPostcodeInput] = useState('');
  const [found, setFound] = useState<NearestCentres>();
  const [searching, setSearching] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const search = async () => {
    // A full postcode or its first part ('LS1'), as on /centers.
    const from = postcodeToSearch(postcodeInput);
    if (!from) {
      // The centres near an earlier postcode would read as the answer to this one.
      setFound(undefined);
      const refused = postcodeSchema.safeParse(postcodeInput).error?.issues[0]?.message;
      return setErrors({ postcode: refused ?? MESSAGES.postcode });
    }
    setErrors({});
    setSearching(true);
    try {
      setFound(await getNearestCentres(from));
    } catch (error) {
      setFound(undefined);
      const message = error instanceof ApiError ? error.message : MESSAGES.postcodeNotFound;
      // The snackbar of spec §8 goes after 5 seconds; the field keeps the error until it is fixed.
      warn(message);
      setErrors({ postcode: message });
    } finally {
      setSearching(false);
    }
  };

  const submit = () => {
    const id = Number(location);
    if (!getCentreById(id)) {
      const field = found?.centres.length ? 'nearest' : 'location';
      return setErrors({ [field]: choiceError(location, MESSAGES.location) });
    }
    onDone({ location: id });
  };

  // The postcode the shown centres were found near.
  const postcode = found?.postcode ?? '';
  const centreAndMiles = (centre: string, distance: string) => t`${centre}: ${distance} miles`;
  // '3.4' in English as before; '3,4' where the page's language writes a decimal comma.
  const milesOf = (miles: number) =>
    locale === 'en'
      ? miles.toFixed(1)
      : new Intl.NumberFormat(HTML_LANG[locale], {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(miles);

  return (
    <StepForm
      heading={t`Where would you like to take the test?`}
      {...step}
      errors={errors}
      onSubmit={submit}
    >
      <h2>{t`Find centres near you`}</h2>
      <TextField
        id="postcode"
        label={t`Your postcode`}
        hint={t`A full postcode or its first part, like LS1. We show up to 10 centres within 15 miles, nearest first.`}
        width="short"
        autoComplete="postal-code"
        value={postcodeInput}
        onValueChange={setPostcodeInput}
        error={errors.postcode}
        enterKeyHint="search"
        onKeyDown={(event) => {
          // Enter in the postcode box runs the search, not the step's Continue.
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!searching) void search();
        }}
      />
      <button
        type="button"
        className="button secondary"
        onClick={() => {
          if (!searching) void search();
        }}
        // Not `disabled`: a disabled button loses focus, which would drop the keyboard user
        // at the top of the page while the search runs.
        aria-disabled={searching}
      >
        {searching ? t`Searching…` : t`Find nearest centres`}
      </button>
      <div aria-live="polite">
        {found && found.centres.length === 0 ? (
          <p className="warning-text">
            {t`There are no test centres within 15 miles of ${postcode}. Choose a centre from the list below.`}
          </p>
        ) : null}
        {found && found.centres.length > 0 ? (
          <RadioGroup
            id="nearest"
            legend={t`Test centres near ${postcode}`}
            value={location}
            onValueChange={setLocation}
            error={errors.nearest}
            options={found.centres.map(({ centre, miles }) => ({
              value: String(centre.id),
              label: centreAndMiles(centre.shortName, milesOf(miles)),
              hint: `${centre.address.join(', ')}, ${centre.postcode}`,
            }))}
          />
        ) : null}
      </div>
      <h2>{t`Or choose from all centres`}</h2>
      <SelectField
        id="location"
        label={t`Test centre`}
        value={location}
        onValueChange={setLocation}
        error={errors.location}
        placeholder={t`Select a test centre`}
        options={CENTRE_OPTIONS}
      />
    </StepForm>
  );
}
