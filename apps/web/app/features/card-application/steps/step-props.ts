import type { CardAnswers } from '../answers';

export interface StepProps {
  answers: CardAnswers;
  caption: string;
  onBack?: () => void;
  onDone: (patch: Partial<CardAnswers>) => void;
}
