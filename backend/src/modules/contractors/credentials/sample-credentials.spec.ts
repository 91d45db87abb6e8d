import { jurisdictionKindProblem, jurisdictionNameProblem } from '../../../shared/missouri-licensing';
import { SAMPLE_CONTRACTORS } from '../sample-contractors';
import { SAMPLE_CREDENTIALS } from './sample-credentials';

describe('the sample listings’ credentials (issue 31)', () => {
  it('back exactly the verified samples, saying they are fictitious, with credentials Missouri issues', () => {
    const verified = SAMPLE_CONTRACTORS.filter((sample) => sample.verifiedDaysAgo !== null).map((sample) => sample.slug);
    expect(Object.keys(SAMPLE_CREDENTIALS).sort()).toEqual([...verified].sort());
    for (const { license, certificate } of Object.values(SAMPLE_CREDENTIALS)) {
      expect(license.publicRecordText).toMatch(/^Sample listing: a fictitious business/);
      expect(license.number).toMatch(/^SAMPLE-/);
      expect(certificate.insurer).toMatch(/\(fictitious\)$/);
      expect(jurisdictionKindProblem(license.jurisdictionKind, license.trade)).toBeNull();
      expect(jurisdictionNameProblem(license.jurisdictionKind, license.trade, license.jurisdictionName)).toBeNull();
    }
  });
});
