/** What every question step of a journey is given; a journey adds its own (course locations). */
export interface JourneyStepProps<A> {
  answers: A;
  caption: string;
  onBack?: () => void;
  /** Saves this step's answers and moves on. */
  onDone: (patch: Partial<A>) => void;
}
