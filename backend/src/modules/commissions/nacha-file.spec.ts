import { DEVELOPMENT_ACH_SETTINGS, readAchSettings } from '../../config/payout-settings';
import { achText, buildNachaFile, nextWeekday } from './nacha-file';

describe('the NACHA payout file (nach2)', () => {
  const settings = readAchSettings((name) => DEVELOPMENT_ACH_SETTINGS[name as keyof typeof DEVELOPMENT_ACH_SETTINGS], false)!;

  it('writes 94-character records blocked to ten, with totals to the cent', async () => {
    const credits = [
      {
        paymentId: 7,
        cents: 10_001,
        routingNumber: '101000019',
        accountNumber: '1234',
        accountType: 'checking' as const,
        name: 'Zoë O’Neil',
        standardEntryClass: 'PPD' as const,
      },
      {
        paymentId: 8,
        cents: 20_002,
        routingNumber: '081000032',
        accountNumber: '99999999999999999',
        accountType: 'savings' as const,
        name: 'Acme',
        standardEntryClass: 'PPD' as const,
      },
    ];
    const { text, traces } = await buildNachaFile(settings, credits, new Date('2026-11-27T18:00:00Z'));
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines).toHaveLength(10);
    expect(lines.every((line) => line.length === 94)).toBe(true);
    expect(lines[2]).toContain('ZOE ONEIL');
    expect(lines[4].slice(0, 1)).toBe('8');
    expect(lines[4].slice(32, 44)).toBe('000000030003');
    expect([...traces.values()]).toEqual(['123456780000001', '123456780000002']);
    // Friday the 27th → Monday the 30th.
    expect(lines[1].slice(69, 75)).toBe('261130');
  });

  it('takes only letters, digits and a few marks in names; settles on the next weekday', () => {
    expect(achText('Ridge & Sons Realty, LLC', 22)).toBe('RIDGE & SONS REALTY, L');
    expect(achText('José "Pepe" Núñez', 22)).toBe('JOSE PEPE NUNEZ');
    expect(nextWeekday('2026-11-28').getDay()).toBe(1);
  });
});
