import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequirementKey } from '@site/domain/catalogue';

/**
 * The yes-or-no question for each thing a card needs (packages/domain catalogue/requirements.ts),
 * in the words of the card pages' "Who this card is for". The HS&E test's question names the
 * test, so it is asked in requirements-step.tsx.
 */
export const REQUIREMENT_QUESTIONS: Record<
  Exclude<RequirementKey, 'hse-test'>,
  MessageDescriptor
> = {
  'level-1-award': msg`Do you have the Level 1 Award in Health and Safety in a Construction Environment, or an accepted equivalent?`,
  'nvq-level-2': msg`Do you have an NVQ/SVQ level 2, or an apprenticeship or other qualification accepted for your trade?`,
  'nvq-level-3': msg`Do you have an NVQ/SVQ level 3 in your trade?`,
  'supervisory-nvq': msg`Do you have a supervisory NVQ/SVQ at level 3 or 4?`,
  'management-nvq': msg`Do you have a construction management NVQ/SVQ at level 5, 6 or 7, or an old level 4?`,
  'professional-body': msg`Are you a member of a professional body approved by CSCS?`,
  'academic-qualification': msg`Do you have an accepted construction degree, HND or HNC, a CIOB certificate or a NEBOSH diploma?`,
  apprenticeship: msg`Are you registered on a recognised construction apprenticeship?`,
  'nvq-registration': msg`Are you registered for a construction NVQ/SVQ?`,
  'nvq-level-2-registration': msg`Are you registered for an NVQ/SVQ level 2 in your trade?`,
  'nvq-level-3-registration': msg`Are you registered for an NVQ/SVQ at level 3 or above for your role?`,
  'work-placement': msg`Are you on a course or training programme with at least 30 days of work placement on a construction site?`,
  probation: msg`Does your employer confirm that you are on a probationary period with them?`,
  'non-competence-qualification': msg`Or do you hold a Level 2 (or higher) qualification for your trade that CSCS approves, such as a college diploma? With it, CSCS issues a 2-year Trainee card.`,
  'labouring-work': msg`Can you show that you work in a labouring role: a CSCS Labourer card renewal declaration, or a letter from your employer or main contractor on company headed paper?`,
};
