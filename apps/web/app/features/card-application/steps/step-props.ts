import type { JourneyStepProps } from '../../../lib/journey/step-props';
import type { CardAnswers } from '../answers';

export type StepProps = JourneyStepProps<CardAnswers>;
