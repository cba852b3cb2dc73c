import type { CourseLocation } from '@site/domain/schemas';
import type { JourneyStepProps } from '../../../lib/journey/step-props';
import type { CourseAnswers } from '../answers';

export interface StepProps extends JourneyStepProps<CourseAnswers> {
  locations: readonly CourseLocation[];
}
