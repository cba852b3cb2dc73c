import type { TestAnswers } from '../answers';

export interface StepProps {
  answers: TestAnswers;
  caption: string;
  onBack?: () => void;
  /** Saves this step's answers and moves on. */
  onDone: (patch: Partial<TestAnswers>) => void;
}
