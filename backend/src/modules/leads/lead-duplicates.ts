import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Actor } from '../../common/auth/actor';
import { AuditTrail } from '../../common/audit/audit-trail';
import { TOTAL_SQL, pageTotal, type WithTotal } from '../../common/paging';
import { LEAD_NOT_FOUND_MESSAGE } from './lead-desk.service';
import { DuplicateReason, LeadStatus } from './leads.enums';

/**
 * Why two leads may be one person (issue 28), strongest first: the same mailbox (person-keys.ts
 * emailKey), the same phone line (E.164), or similar names: the same last name and first names
 * that are equal, one the start of the other ("Chris" / "Christopher") or one letter apart
 * ("Jon" / "John", for names of four letters or more). Leads merged away and pairs staff said are
 * two people are left out.
 */
const SIMILAR_FIRST_NAMES = (a: string, b: string) =>
  `(${a}."firstNameKey" = ${b}."firstNameKey"
    OR (least(length(${a}."firstNameKey"), length(${b}."firstNameKey")) >= 3
        AND (starts_with(${a}."firstNameKey", ${b}."firstNameKey") OR starts_with(${b}."firstNameKey", ${a}."firstNameKey")))
    OR (greatest(length(${a}."firstNameKey"), length(${b}."firstNameKey")) >= 4 AND levenshtein(${a}."firstNameKey", ${b}."firstNameKey") <= 1))`;

/** Each reason as the join that finds its pairs through an index (an OR of the three would compare every lead with every lead). */
const PAIR_JOINS: Record<DuplicateReason, string> = {
  [DuplicateReason.SameEmail]: 'b."emailKey" = a."emailKey"',
  [DuplicateReason.SamePhone]: 'b."phoneKey" = a."phoneKey"',
  [DuplicateReason.SimilarName]: `b."lastNameKey" = a."lastNameKey" AND ${SIMILAR_FIRST_NAMES('a', 'b')}`,
};

const REASON_COLUMNS = `(a."emailKey" = b."emailKey") AS "sameEmail", coalesce(a."phoneKey" = b."phoneKey", false) AS "samePhone",
  coalesce(a."lastNameKey" = b."lastNameKey" AND ${SIMILAR_FIRST_NAMES('a', 'b')}, false) AS "similarName"`;

const NOT_DISMISSED = `NOT EXISTS (SELECT 1 FROM lead_duplicate_dismissals d WHERE d."leadId" = least(a.id, b.id) AND d."otherLeadId" = greatest(a.id, b.id))`;

/** One side of a possible duplicate, as the office sees it. */
export interface DuplicateLeadSide {
  id: number;
  firstName: string;
  lastName: string | null;
  email: string;
  phone: string | null;
  status: LeadStatus;
  createdAt: Date;
}

export interface DuplicatePair {
  /** The earlier lead (the one a merge keeps by default: the person's first touch). */
  lead: DuplicateLeadSide;
  other: DuplicateLeadSide;
  reasons: DuplicateReason[];
}

export interface DuplicatePairsQuery {
  reason?: DuplicateReason;
  page: number;
  pageSize: number;
}

/** A side as the query returns it (json_build_object: its time as text). */
type SideJson = Omit<DuplicateLeadSide, 'createdAt'> & { createdAt: string };
type ReasonFlags = { sameEmail: boolean; samePhone: boolean; similarName: boolean };
type PairRow = ReasonFlags & { a: SideJson; b: SideJson };

const sideJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'firstName', ${alias}."firstName", 'lastName', ${alias}."lastName", 'email', ${alias}.email,
                     'phone', ${alias}.phone, 'status', ${alias}.status, 'createdAt', ${alias}."createdAt")`;

const toSide = (json: SideJson): DuplicateLeadSide => ({ ...json, createdAt: new Date(json.createdAt) });

function reasonsOf(row: ReasonFlags): DuplicateReason[] {
  return [
    ...(row.sameEmail ? [DuplicateReason.SameEmail] : []),
    ...(row.samePhone ? [DuplicateReason.SamePhone] : []),
    ...(row.similarName ? [DuplicateReason.SimilarName] : []),
  ];
}

function toPair(row: PairRow): DuplicatePair {
  const [a, b] = [toSide(row.a), toSide(row.b)];
  const [lead, other] = a.createdAt <= b.createdAt ? [a, b] : [b, a];
  return { lead, other, reasons: reasonsOf(row) };
}

/** Possible duplicates of the office's leads (issue 28): found on the person keys, listed for a person to merge or dismiss. */
@Injectable()
export class LeadDuplicates {
  constructor(private readonly dataSource: DataSource) {}

  /** Every possible duplicate pair (or those of one reason), the newest lead's pair first, one page. */
  async listPairs(query: DuplicatePairsQuery): Promise<{ items: DuplicatePair[]; total: number }> {
    const reasons = query.reason ? [query.reason] : Object.values(DuplicateReason);
    const pairs = reasons
      .map(
        (reason) => `SELECT a.id AS "leadId", b.id AS "otherId" FROM discovery_call_leads a JOIN discovery_call_leads b ON b.id > a.id AND ${PAIR_JOINS[reason]}
                      WHERE a."mergedIntoId" IS NULL AND b."mergedIntoId" IS NULL`,
      )
      .join(' UNION ');
    const sql = `WITH pairs AS (${pairs})
      SELECT ${sideJson('a')} AS a, ${sideJson('b')} AS b, ${REASON_COLUMNS}, ${TOTAL_SQL}
        FROM pairs p JOIN discovery_call_leads a ON a.id = p."leadId" JOIN discovery_call_leads b ON b.id = p."otherId"
       WHERE ${NOT_DISMISSED}
       ORDER BY greatest(a."createdAt", b."createdAt") DESC, b.id DESC, a.id DESC
       LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`;
    const rows = await this.dataSource.query<WithTotal<PairRow>[]>(sql);
    const total = await pageTotal(rows, query.page, async () => {
      const [{ count }] = await this.dataSource.query<{ count: number }[]>(
        `WITH pairs AS (${pairs}) SELECT count(*)::int AS count FROM pairs p JOIN discovery_call_leads a ON a.id = p."leadId" JOIN discovery_call_leads b ON b.id = p."otherId" WHERE ${NOT_DISMISSED}`,
      );
      return count;
    });
    return { items: rows.map(toPair), total };
  }

  /** The leads that may be the same person as this one (for its page's 'Possible duplicate' note), oldest first. */
  async of(leadId: number, manager: EntityManager = this.dataSource.manager): Promise<Array<{ lead: DuplicateLeadSide; reasons: DuplicateReason[] }>> {
    const joins = Object.values(PAIR_JOINS)
      .map((join) => `(${join})`)
      .join(' OR ');
    // One lead against the others: the OR is fine here (a's keys are constants for the planner's index scans).
    const rows = await manager.query<Array<ReasonFlags & { b: SideJson }>>(
      `SELECT ${sideJson('b')} AS b, ${REASON_COLUMNS}
         FROM discovery_call_leads a JOIN discovery_call_leads b ON b.id <> a.id AND (${joins})
        WHERE a.id = $1 AND a."mergedIntoId" IS NULL AND b."mergedIntoId" IS NULL AND ${NOT_DISMISSED}
        ORDER BY b."createdAt", b.id LIMIT 20`,
      [leadId],
    );
    return rows.map((row) => ({ lead: toSide(row.b), reasons: reasonsOf(row) }));
  }

  /** "Not the same person": the pair is not flagged again. Saying it twice changes nothing; one audit row when it is said. */
  async dismiss(actor: Actor, leadId: number, otherLeadId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const found = await manager.query<Array<{ id: number }>>(`SELECT id FROM discovery_call_leads WHERE id = ANY($1)`, [[leadId, otherLeadId]]);
      if (found.length !== 2) throw new NotFoundException(LEAD_NOT_FOUND_MESSAGE);
      const [low, high] = leadId < otherLeadId ? [leadId, otherLeadId] : [otherLeadId, leadId];
      const inserted = await manager.query<Array<{ leadId: number }>>(
        `INSERT INTO lead_duplicate_dismissals ("leadId", "otherLeadId", "dismissedById") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING "leadId"`,
        [low, high, actor.id],
      );
      if (inserted.length)
        await AuditTrail.record(manager, actor, {
          operationId: 'dismissDuplicateLeads',
          target: { type: 'lead', id: low },
          changes: { notDuplicateOf: { before: null, after: high } },
        });
    });
  }
}
