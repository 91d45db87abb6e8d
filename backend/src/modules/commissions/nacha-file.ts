import { Batch, Entry, File } from 'nach2';
import type { AchOriginSettings } from '../../config/payout-settings';
import { businessToday } from '../../shared/business-calendar';
import { centsToDecimal } from './commission-rules';

/** One credit to a partner's bank account in the NACHA file. */
export interface AchCredit {
  paymentId: number;
  cents: number;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  /** The receiver's name (the W-9's), cut to the record's 22 characters. */
  name: string;
  /** PPD for an individual/sole proprietor's account, CCD for a company's. */
  standardEntryClass: 'PPD' | 'CCD';
}

/** Upper-case letters, digits and spaces only: what every bank's ACH system takes in a name field. */
export function achText(value: string, width: number): string {
  return value
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 &.,/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, width);
}

/** The first weekday after `today` (YYYY-MM-DD, Missouri time): a credit file settles the next banking day. */
export function nextWeekday(today: string): Date {
  const [year, month, day] = today.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  do date.setDate(date.getDate() + 1);
  while (date.getDay() === 0 || date.getDay() === 6);
  return date;
}

/**
 * The NACHA file of `credits` (built with nach2, nACH: docs/dependencies.md says why): one batch
 * per standard entry class (PPD, CCD), service class 220 (credits only), transaction code 22
 * (checking credit) or 32 (savings credit). Each entry's trace number is the office bank's routing
 * number's first eight digits and a sequence; its id number is the payment's id (`P123`), so a
 * return from the bank names the payment.
 */
export async function buildNachaFile(
  settings: AchOriginSettings,
  credits: AchCredit[],
  now = new Date(),
): Promise<{ text: string; traces: Map<number, string> }> {
  const file = new File({
    immediateDestination: settings.immediateDestination,
    immediateOrigin: settings.immediateOrigin,
    immediateDestinationName: settings.immediateDestinationName,
    immediateOriginName: settings.companyName,
    referenceCode: 'PARTNERS',
    batchSequenceNumber: 1,
  });
  const effectiveEntryDate = nextWeekday(businessToday(now));
  const traces = new Map<number, string>();
  let sequence = 0;
  for (const standardEntryClass of ['PPD', 'CCD'] as const) {
    const mine = credits.filter((credit) => credit.standardEntryClass === standardEntryClass);
    if (!mine.length) continue;
    const batch = new Batch({
      serviceClassCode: '220',
      companyName: settings.companyName,
      standardEntryClassCode: standardEntryClass,
      companyIdentification: settings.companyIdentification,
      companyEntryDescription: 'COMMISSION',
      companyDescriptiveDate: businessToday(now).slice(5).replace('-', ''),
      effectiveEntryDate,
      originatingDFI: settings.originatingDfi,
    });
    for (const credit of mine) {
      sequence++;
      const traceNumber = `${settings.originatingDfi.slice(0, 8)}${String(sequence).padStart(7, '0')}`;
      traces.set(credit.paymentId, traceNumber);
      batch.addEntry(
        new Entry({
          receivingDFI: credit.routingNumber,
          DFIAccount: credit.accountNumber,
          amount: centsToDecimal(credit.cents),
          idNumber: `P${credit.paymentId}`,
          individualName: achText(credit.name, 22) || 'PARTNER',
          discretionaryData: '  ',
          transactionCode: credit.accountType === 'savings' ? '32' : '22',
          traceNumber,
        }),
      );
    }
    file.addBatch(batch);
  }
  const text = await new Promise<string>((resolve) => file.generateFile(resolve));
  return { text: `${text}\r\n`, traces };
}
