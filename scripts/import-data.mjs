// Turns the hand-checked CSV files of shared/data (see their SOURCES.md) into the JSON that
// packages/domain reads. Usage: node scripts/import-data.mjs [path/to/csv/folder]
// The CSVs are the source of truth; the JSON is generated and committed so that the domain
// package stays free of I/O and of a CSV parser.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { correctCentres, correctOccupations } from './data-corrections.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = resolve(process.argv[2] ?? join(repoRoot, '..', 'shared', 'data'));
const targetDir = join(repoRoot, 'packages', 'domain', 'src', 'data');

/** RFC 4180 parser: quoted fields may hold commas, doubled quotes and newlines. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0] !== '');
  return body.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

function readCsv(file) {
  return parseCsv(readFileSync(join(sourceDir, file), 'utf8'));
}

function toNumber(value, what) {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`Not a number for ${what}: "${value}"`);
  return n;
}

// Test names of occupations.csv -> TEST_TYPE_KEYS of packages/domain/src/catalogue/types.ts.
const TEST_KEYS = {
  Operatives: 'operative',
  'Managers and Professionals': 'managers-and-professionals',
  'Working at Height': 'working-at-height',
  Supervisors: 'supervisors',
  'Plumbing or Gas': 'plumbing-or-gas',
  'Highway Works': 'highway-works',
  Demolition: 'demolition',
  'HVACR - Domestic Heating and Plumbing': 'hvacr-domestic-heating-and-plumbing',
  'HVACR - Ductwork': 'hvacr-ductwork',
  'HVACR - Pipefitting and Welding': 'hvacr-pipefitting-and-welding',
  'HVACR - Refrigeration and Air Conditioning': 'hvacr-refrigeration-and-air-conditioning',
  'HVACR - Services and Facilities': 'hvacr-services-and-facilities',
  'Lift and Escalators': 'lift-and-escalators',
  Tunnelling: 'tunnelling',
};

// Card names of occupations.csv -> CARD_NAMES; the CSV abbreviates the white cards.
const CARD_NAMES = {
  'Green Labourer': 'Green Labourer',
  'Blue Skilled Worker': 'Blue Skilled Worker',
  'Gold Advanced Craft': 'Gold Advanced Craft',
  'Gold Supervisor': 'Gold Supervisor',
  'Black Manager': 'Black Manager',
  'Red Trainee': 'Red Trainee',
  'Red Experienced Worker': 'Red Experienced Worker',
  'White AQP': 'White Academically Qualified Person',
  'White PQP': 'White Professionally Qualified Person',
};
const WITHDRAWN = 'WITHDRAWN: CRO';

function testCentres() {
  const rows = correctCentres(readCsv('test-centres.csv'));
  // Plain code-unit order, not locale order, so the numeric ids never depend on the machine.
  rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rows.map((r, i) => ({
    id: i + 1,
    slug: r.id,
    name: r.name,
    shortName: r.short_name,
    address: r.address.split('|').map((line) => line.trim()),
    postcode: r.postcode,
    latitude: toNumber(r.latitude, `${r.id} latitude`),
    longitude: toNumber(r.longitude, `${r.id} longitude`),
  }));
}

function occupationCards(r) {
  if (r.status === 'withdrawn') return [WITHDRAWN];
  if (r.cards.trim() === '') return [null];
  return r.cards.split('|').map((raw) => {
    const card = CARD_NAMES[raw.trim()];
    if (!card) throw new Error(`Unknown card "${raw}" for occupation ${r.id}`);
    return card;
  });
}

function occupations() {
  return correctOccupations(readCsv('occupations.csv')).map((r) => {
    const testType = r.test_type === '' ? undefined : TEST_KEYS[r.test_type];
    if (r.test_type !== '' && !testType) {
      throw new Error(`Unknown test "${r.test_type}" for occupation ${r.id}`);
    }
    return {
      id: toNumber(r.id, 'occupation id'),
      name: r.name,
      ...(testType ? { testType } : {}),
      cards: occupationCards(r),
      withdrawn: r.status === 'withdrawn',
    };
  });
}

function outcodes() {
  return readCsv('outcodes.csv').map((r) => [
    r.outcode,
    toNumber(r.latitude, `${r.outcode} latitude`),
    toNumber(r.longitude, `${r.outcode} longitude`),
    r.town,
  ]);
}

/** One record per line: compact, yet a regenerated file gives a readable git diff. */
function writeRows(file, rows) {
  const body = `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
  writeFileSync(join(targetDir, file), body);
  console.log(`${file}: ${rows.length} rows`);
}

mkdirSync(targetDir, { recursive: true });
writeRows('test-centres.json', testCentres());
writeRows('occupations.json', occupations());
writeRows('outcodes.json', outcodes());
