import type { JourneyStepProps } from '../../../lib/journey/step-props';
import type { TestAnswers } from '../answers';

export type StepProps = JourneyStepProps<TestAnswers>;
