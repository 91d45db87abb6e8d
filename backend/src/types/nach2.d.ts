/** The part of nach2 (nACH, MIT; no types of its own) the NACHA payout file uses. */
declare module 'nach2' {
  interface NachaField {
    value: string | number;
  }
  export class File {
    constructor(options: {
      immediateDestination: string;
      immediateOrigin: string;
      immediateDestinationName: string;
      immediateOriginName: string;
      referenceCode?: string;
      fileIdModifier?: string;
      batchSequenceNumber?: number;
    });
    addBatch(batch: Batch): void;
    generateFile(callback: (text: string) => void): void;
  }
  export class Batch {
    constructor(options: {
      serviceClassCode: string;
      companyName: string;
      standardEntryClassCode: string;
      companyIdentification: string;
      companyEntryDescription: string;
      companyDescriptiveDate?: string;
      effectiveEntryDate: Date;
      originatingDFI: string;
    });
    addEntry(entry: Entry): void;
  }
  export class Entry {
    constructor(options: {
      receivingDFI: string;
      DFIAccount: string;
      amount: string;
      idNumber?: string;
      individualName: string;
      discretionaryData?: string;
      transactionCode: string;
      traceNumber?: string;
    });
    fields: Record<string, NachaField>;
  }
}
