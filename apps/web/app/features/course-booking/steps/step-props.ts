import type { CourseLocation } from '@site/domain/schemas';
import type { CourseAnswers } from '../answers';

export interface StepProps {
  answers: CourseAnswers;
  caption: string;
  locations: readonly CourseLocation[];
  onBack?: () => void;
  onDone: (patch: Partial<CourseAnswers>) => void;
}
