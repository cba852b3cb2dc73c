import { describe, expect, it } from 'vitest';
import { firstIncompleteTestStep } from './answers';
import type { TestAnswers } from './answers';

// Issue 21 point 3: the photo ID step stands between the dates and the details.
const answered: TestAnswers = {
  testType: 'operative',
  language: 'English',
  location: 1,
  date: '2027-01-11',
  alternateDate: '2027-01-13',
  testTime: '09:30',
  retake: false,
  photoIdDocument: 'passport',
  photoIdExpiresOn: '2027-01-13',
  photoIdNameMatches: true,
  detailsDone: true,
};

describe('the photo ID step of the test booking', () => {
  it('is done once an ID valid on both dates is chosen and the name promised', () => {
    expect(firstIncompleteTestStep(answered)).toBe('checkout');
  });

  it('is asked again when a date changed later outlasts the ID', () => {
    expect(firstIncompleteTestStep({ ...answered, alternateDate: '2027-01-14' })).toBe('photo-id');
  });

  it('is asked while the document, its expiry or the promise is missing', () => {
    expect(firstIncompleteTestStep({ ...answered, photoIdDocument: undefined })).toBe('photo-id');
    expect(firstIncompleteTestStep({ ...answered, photoIdExpiresOn: undefined })).toBe('photo-id');
    expect(firstIncompleteTestStep({ ...answered, photoIdNameMatches: false })).toBe('photo-id');
  });

  it('is asked again for a document no longer offered, such as a residence permit', () => {
    for (const photoIdDocument of ['residence-permit', 'eu-identity-card']) {
      expect(firstIncompleteTestStep({ ...answered, photoIdDocument })).toBe('photo-id');
    }
  });
});
