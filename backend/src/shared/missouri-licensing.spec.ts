import {
  formatCoverage,
  insuranceSentence,
  jurisdictionKindProblem,
  jurisdictionNameProblem,
  LICENSE_TRADES,
  licenseHeadline,
  licenseLine,
  LICENSED_IN_MISSOURI,
  MISSOURI_TRADES,
  stateRuleNote,
  STATEWIDE_TRADES,
} from './missouri-licensing';

describe('Missouri licensing facts (issue 31)', () => {
  it('has one statewide contractor license: electrical, and it is voluntary', () => {
    expect(STATEWIDE_TRADES).toEqual(['electrical']);
    expect(MISSOURI_TRADES.electrical.statewide).toMatchObject({
      voluntary: true,
      issuer: expect.stringContaining('Office of Statewide Electrical Contractors'),
    });
    for (const trade of ['general_contractor', 'plumbing', 'mechanical', 'business'] as const) expect(MISSOURI_TRADES[trade].statewide).toBeNull();
  });

  it('says "Licensed in Missouri" only for a current statewide electrical license', () => {
    expect(licenseHeadline([{ trade: 'electrical', jurisdictionKind: 'statewide_electrical', credential: 'license' }])).toBe(LICENSED_IN_MISSOURI);
    for (const trade of LICENSE_TRADES) {
      for (const jurisdictionKind of ['city_or_county', 'other'] as const) {
        expect(licenseHeadline([{ trade, jurisdictionKind, credential: 'license' }])).toBe('License checked');
        expect(licenseHeadline([{ trade, jurisdictionKind, credential: 'registration' }])).toBe('Registration checked');
      }
    }
    expect(licenseHeadline([])).toBeNull();
  });

  it('refuses a statewide license for any trade but electrical, and a local license named after the state', () => {
    expect(jurisdictionKindProblem('statewide_electrical', 'electrical')).toBeNull();
    for (const trade of ['general_contractor', 'plumbing', 'mechanical', 'business'] as const)
      expect(jurisdictionKindProblem('statewide_electrical', trade)).toMatch(/^Missouri has no statewide .* license; only electrical contractors have one\./);
    for (const name of ['Missouri', 'MO', 'State of Missouri', 'the state of missouri', 'Missouri statewide', 'Statewide'])
      expect(jurisdictionNameProblem('city_or_county', 'general_contractor', name)).toBe(
        'Missouri has no statewide general contractor license; name the city or county that issued it (for example Kansas City or St. Louis County).',
      );
    expect(jurisdictionNameProblem('city_or_county', 'electrical', 'Missouri')).toMatch(/^For the Missouri statewide electrical contractor license, choose/);
    for (const name of ['Kansas City', 'St. Louis County', 'Springfield', 'Columbia', 'Missouri Secretary of State'])
      expect(jurisdictionNameProblem('city_or_county', 'general_contractor', name)).toBeNull();
  });

  it('writes the profile line of a record, checked or expired', () => {
    const record = {
      trade: 'general_contractor' as const,
      jurisdictionKind: 'city_or_county' as const,
      jurisdictionName: 'Kansas City',
      credential: 'license' as const,
    };
    expect(licenseLine({ ...record, expiresOn: null, checkedOn: '2026-11-03', checkedBy: null }, '2026-11-10')).toBe(
      'Kansas City general contractor license, checked 2026-11-03 by our office',
    );
    expect(licenseLine({ ...record, expiresOn: '2026-11-10', checkedOn: '2026-11-03', checkedBy: 'Casey' }, '2026-11-10')).toBe(
      'Kansas City general contractor license, checked 2026-11-03 by Casey',
    );
    expect(licenseLine({ ...record, expiresOn: '2026-11-09', checkedOn: '2026-11-03', checkedBy: 'Casey' }, '2026-11-10')).toBe(
      'Kansas City general contractor license expired 2026-11-09',
    );
    expect(
      licenseLine(
        {
          trade: 'electrical',
          jurisdictionKind: 'statewide_electrical',
          jurisdictionName: 'Missouri',
          credential: 'license',
          expiresOn: null,
          checkedOn: '2026-11-03',
          checkedBy: null,
        },
        '2026-11-10',
      ),
    ).toBe('Missouri statewide electrical contractor license, checked 2026-11-03 by our office');
    expect(stateRuleNote(record)).toBe(
      'Missouri has no statewide general contractor license; cities and counties license contractors, and many places license none.',
    );
    expect(stateRuleNote({ trade: 'electrical', jurisdictionKind: 'city_or_county' })).toMatch(/is voluntary/);
    expect(stateRuleNote({ trade: 'business', jurisdictionKind: 'other' })).toBeNull();
  });

  it('words the insurance and the coverage in dollars', () => {
    expect(formatCoverage(100_000_000)).toBe('$1,000,000');
    expect(formatCoverage(123_456_789)).toBe('$1,234,567.89');
    const certificate = { insurer: 'Heartland Mutual', coverageCents: 200_000_000, expiresOn: '2027-03-31', checkedOn: '2026-11-03', checkedBy: null };
    expect(insuranceSentence(certificate, '2027-03-31')).toBe(
      'Certificate of insurance from Heartland Mutual, $2,000,000 coverage, through 2027-03-31; checked 2026-11-03 by our office.',
    );
    expect(insuranceSentence(certificate, '2027-04-01')).toBe('The insurance on file expired 2027-03-31.');
  });
});
