/**
 * Reads a NACHA file back by its fixed-width record layout (NACHA Operating Rules, Appendix
 * Three), independently of nach2 which wrote it: the test checks what a bank would read.
 */
export interface NachaEntry {
  transactionCode: string;
  routing: string;
  account: string;
  amountCents: number;
  idNumber: string;
  name: string;
  trace: string;
}

export interface NachaBatch {
  serviceClassCode: string;
  companyName: string;
  companyIdentification: string;
  standardEntryClass: string;
  entryDescription: string;
  effectiveDate: string;
  entries: NachaEntry[];
  control: { entryCount: number; entryHash: number; totalDebitCents: number; totalCreditCents: number };
}

export interface NachaFile {
  lines: string[];
  header: { immediateDestination: string; immediateOrigin: string; destinationName: string; originName: string };
  batches: NachaBatch[];
  control: { batchCount: number; blockCount: number; entryAddendaCount: number; entryHash: number; totalDebitCents: number; totalCreditCents: number };
}

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);
const number = (line: string, from: number, to: number) => Number(field(line, from, to));

export function parseNacha(text: string): NachaFile {
  const lines = text.split('\r\n').filter((line) => line !== '');
  const header = lines[0];
  if (header[0] !== '1') throw new Error('A NACHA file starts with a file header record (1)');
  const batches: NachaBatch[] = [];
  let control: NachaFile['control'] | undefined;
  let batch: NachaBatch | undefined;
  for (const line of lines.slice(1)) {
    switch (line[0]) {
      case '5':
        batch = {
          serviceClassCode: field(line, 2, 4),
          companyName: field(line, 5, 20).trim(),
          companyIdentification: field(line, 41, 50),
          standardEntryClass: field(line, 51, 53),
          entryDescription: field(line, 54, 63).trim(),
          effectiveDate: field(line, 70, 75),
          entries: [],
          control: { entryCount: -1, entryHash: -1, totalDebitCents: -1, totalCreditCents: -1 },
        };
        break;
      case '6':
        batch!.entries.push({
          transactionCode: field(line, 2, 3),
          routing: field(line, 4, 12),
          account: field(line, 13, 29).trim(),
          amountCents: number(line, 30, 39),
          idNumber: field(line, 40, 54).trim(),
          name: field(line, 55, 76).trim(),
          trace: field(line, 80, 94),
        });
        break;
      case '8':
        batch!.control = {
          entryCount: number(line, 5, 10),
          entryHash: number(line, 11, 20),
          totalDebitCents: number(line, 21, 32),
          totalCreditCents: number(line, 33, 44),
        };
        batches.push(batch!);
        batch = undefined;
        break;
      case '9':
        if (!control && !/^9+$/.test(line)) {
          control = {
            batchCount: number(line, 2, 7),
            blockCount: number(line, 8, 13),
            entryAddendaCount: number(line, 14, 21),
            entryHash: number(line, 22, 31),
            totalDebitCents: number(line, 32, 43),
            totalCreditCents: number(line, 44, 55),
          };
        }
        break;
      default:
        throw new Error(`Unknown NACHA record type ${line[0]}`);
    }
  }
  if (!control) throw new Error('A NACHA file ends with a file control record (9)');
  return {
    lines,
    header: {
      immediateDestination: field(header, 4, 13),
      immediateOrigin: field(header, 14, 23),
      destinationName: field(header, 41, 63).trim(),
      originName: field(header, 64, 86).trim(),
    },
    batches,
    control,
  };
}
