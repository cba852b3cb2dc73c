import type { TestType, TestTypeKey } from './types';

// Spec §9 lists the languages of each test; the order is kept because the booking form shows it.
const ENGLISH = ['English'] as const;
const ENGLISH_AND_VOICE_OVER = ['English', 'Voice Over English'] as const;
const OPERATIVE_LANGUAGES = [
  'English',
  'Voice Over English',
  'Bulgarian',
  'Czech',
  'French',
  'German',
  'Hungarian',
  'Lithuanian',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Romanian',
  'Russian',
  'Spanish',
  'Welsh',
] as const;

// hse-tests.csv (citb.co.uk): every test is 50 questions in 45 minutes, pass mark 45.
const FORMAT = { questions: 50, durationMinutes: 45, passMark: 45 } as const;

export const TEST_TYPES: readonly TestType[] = [
  {
    key: 'operative',
    name: 'Operative',
    languages: OPERATIVE_LANGUAGES,
    // CITB publishes no code for the Operatives test (SOURCES.md), so none is invented.
    ...FORMAT,
    description: 'The HS&E test for site operatives, needed for most trade and labourer cards.',
  },
  {
    key: 'managers-and-professionals',
    name: 'Managers and Professionals',
    languages: ENGLISH_AND_VOICE_OVER,
    code: 'MAP',
    ...FORMAT,
    description: 'The HS&E test for managers, professionals and technical staff.',
  },
  {
    key: 'working-at-height',
    name: 'Working at Height Test',
    languages: ENGLISH_AND_VOICE_OVER,
    code: 'WAH',
    ...FORMAT,
    description: 'The specialist HS&E test for roofers, scaffolders and others who work at height.',
  },
  {
    key: 'hvacr-refrigeration-and-air-conditioning',
    name: 'HVACR (Refrigeration and Air Conditioning)',
    languages: ['English', 'Voice Over English', 'Welsh'],
    code: 'RAAC',
    ...FORMAT,
    description: 'The specialist HS&E test for refrigeration and air-conditioning engineers.',
  },
  {
    key: 'supervisors',
    name: 'Supervisors Test',
    languages: ENGLISH,
    code: 'SUP',
    ...FORMAT,
    description: 'The specialist HS&E test for site supervisors.',
  },
  {
    key: 'plumbing-or-gas',
    name: 'Plumbing or Gas Test',
    languages: ENGLISH,
    code: 'PLUM',
    ...FORMAT,
    description: 'The specialist HS&E test for plumbers and gas engineers (JIB).',
  },
  {
    key: 'highway-works',
    name: 'Highway Works Test',
    languages: ENGLISH,
    code: 'HIW',
    ...FORMAT,
    description: 'The specialist HS&E test for people who build and maintain roads.',
  },
  {
    key: 'demolition',
    name: 'Demolition Test',
    languages: ENGLISH,
    code: 'DEM',
    ...FORMAT,
    description: 'The specialist HS&E test for demolition workers.',
  },
  {
    key: 'hvacr-domestic-heating-and-plumbing',
    name: 'HVACR (Domestic Heating and Plumbing)',
    languages: ENGLISH,
    code: 'HAPS',
    ...FORMAT,
    description: 'The specialist HS&E test for heating and plumbing services engineers.',
  },
  {
    key: 'hvacr-ductwork',
    name: 'HVACR (Ductwork)',
    languages: ENGLISH,
    code: 'DUCT',
    ...FORMAT,
    description: 'The specialist HS&E test for ductwork installers.',
  },
  {
    key: 'hvacr-pipefitting-and-welding',
    // Spec §9 spells it 'Pipelifting'; CITB's test is pipefitting and welding (PFW).
    name: 'HVACR (Pipelifting and Welding)',
    languages: ENGLISH,
    code: 'PFW',
    ...FORMAT,
    description: 'The specialist HS&E test for pipefitters and welders.',
  },
  {
    key: 'hvacr-services-and-facilities',
    name: 'HVACR (Services and Facilities)',
    languages: ENGLISH,
    code: 'SAF',
    ...FORMAT,
    description: 'The specialist HS&E test for building services and facilities maintenance.',
  },
  {
    key: 'lift-and-escalators',
    name: 'Lift and Escalators Test',
    languages: ENGLISH,
    code: 'LAEE',
    ...FORMAT,
    description: 'The specialist HS&E test for lift and escalator engineers.',
  },
  {
    key: 'tunnelling',
    name: 'Tunnelling Test',
    languages: ENGLISH,
    code: 'TUNN',
    ...FORMAT,
    description: 'The specialist HS&E test for tunnelling operatives.',
  },
];

export function getTestType(key: TestTypeKey | string): TestType | undefined {
  return TEST_TYPES.find((t) => t.key === key);
}

export function isLanguageOffered(key: TestTypeKey | string, language: string): boolean {
  return getTestType(key)?.languages.includes(language) ?? false;
}
