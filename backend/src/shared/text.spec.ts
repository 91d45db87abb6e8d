import { ContractorSpecialty } from '../modules/contractors/contractors.enums';
import { initials, snakeToTitle } from './text';

describe('snakeToTitle (spec §9 Title Case)', () => {
  it('turns snake_case into Title Case with SIP and HVAC in capitals', () => {
    expect(snakeToTitle('custom_homes')).toBe('Custom Homes');
    expect(snakeToTitle('sip_installation')).toBe('SIP Installation');
    expect(snakeToTitle('sip_panel_expertise')).toBe('SIP Panel Expertise');
    expect(snakeToTitle('hvac')).toBe('HVAC');
    expect(snakeToTitle('energy_rating')).toBe('Energy Rating');
  });

  it('ignores doubled and edge underscores', () => {
    expect(snakeToTitle('_custom__homes_')).toBe('Custom Homes');
    expect(snakeToTitle('')).toBe('');
  });

  it('labels all 25 specialties, each differently', () => {
    const labels = Object.values(ContractorSpecialty).map(snakeToTitle);
    expect(labels).toHaveLength(25);
    expect(new Set(labels).size).toBe(25);
    for (const label of labels) expect(label).toMatch(/^(SIP|HVAC|[A-Z][a-z]+)( (SIP|HVAC|[A-Z][a-z]+))*$/);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Jane Doe')).toBe('JD');
    expect(initials('mary ann van dyke')).toBe('MD');
    expect(initials('  Cher ')).toBe('C');
    expect(initials('')).toBe('');
    expect(initials('Bluestem SIP Builders')).toBe('BB');
  });
});
