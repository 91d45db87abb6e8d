/**
 * Which ledger entries a new payment can pay. createCommissionPayment takes the partner's earned,
 * unpaid commission entry ids, and the only answer of the API that names them is the payout file
 * (exportCommissionPayoutCsv, README "Commissions and payments": one record per partner with
 * Amount, Commission entries and Entry IDs). So the form reads that file for one partner through
 * the generated call and takes its record apart here. It lists commissions and earned clawbacks
 * together, without a kind or an amount per entry: the server deducts the clawbacks by itself
 * and refuses (409) an id that is not an earned commission. Replace this with a JSON list of the
 * partner's payable entries once the API has one.
 */
import { useExportCommissionPayoutCsv } from "@/api/generated/endpoints/admin/admin";
import { dollarsToCents } from "./admin-referral-money";

/** The columns of the payout file this form reads (backend PAYOUT_CSV_HEADERS). */
const PARTNER_ID = "Partner ID";
const AMOUNT = "Amount";
const ENTRY_IDS = "Entry IDs";

export interface PayoutLine {
  /** The partner's earned, unpaid balance, clawbacks deducted, in cents. */
  amountCents: number;
  /** Every earned, unpaid entry of the partner, commissions and clawbacks, by id. */
  entryIds: number[];
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF); a leading byte-order mark is dropped. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The record of one partner in the payout file; null when the partner has nothing to be paid (or the file is not the one expected). */
export function payoutLineOf(csv: string, affiliateId: number): PayoutLine | null {
  const [header, ...records] = parseCsv(csv);
  if (!header) return null;
  const column = (name: string) => header.indexOf(name);
  const [idAt, amountAt, entriesAt] = [column(PARTNER_ID), column(AMOUNT), column(ENTRY_IDS)];
  if (idAt < 0 || amountAt < 0 || entriesAt < 0) return null;
  const record = records.find((fields) => fields[idAt] === String(affiliateId));
  if (!record) return null;
  const amountCents = dollarsToCents(record[amountAt] ?? "");
  const entryIds = (record[entriesAt] ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return amountCents === null || entryIds.length === 0 ? null : { amountCents, entryIds };
}

/** The payout line of one partner (nothing is asked while no partner is chosen). */
export function usePayoutLine(affiliateId: number | null) {
  const file = useExportCommissionPayoutCsv(affiliateId === null ? undefined : { affiliateId }, {
    query: { enabled: affiliateId !== null, select: (csv) => (affiliateId === null ? null : payoutLineOf(String(csv), affiliateId)) },
    request: { responseType: "text" },
  });
  return file;
}
