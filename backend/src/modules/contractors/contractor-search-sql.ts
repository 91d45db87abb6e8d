import { BUSINESS_TIME_ZONE } from '../../shared/business-calendar';
import { EARTH_RADIUS_MILES } from '../geo/geo';
import { rankingOrderSql } from './contractor-ranking';
import { insuredSql, licenseCheckedSql, verifiedBadgeSql } from './credentials/credentials-sql';

/** Today in Missouri, as PostgreSQL computes it (the badges lapse the day after a license or the insurance ends). */
export const MISSOURI_TODAY_SQL = `(now() AT TIME ZONE '${BUSINESS_TIME_ZONE}')::date`;

/**
 * Great-circle miles (haversine, the same formula and radius as geo.milesBetween) from the point
 * ($lat, $lon) to the row's "latitude"/"longitude" of `alias`.
 */
export function milesSql(alias: string, lat: string, lon: string): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${alias}."latitude" - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${alias}."latitude")) * power(sin(radians(${alias}."longitude" - ${lon}) / 2), 2)))))`;
}

/** The card's columns of the contractors table aliased `c`, its specialties and areas as JSON, and the badges. */
export function cardColumnsSql(): string {
  return `c."id", c."slug", c."name", c."averageRating", c."reviewCount", c."verifiedAt", c."isSample",
    ${verifiedSql()} AS "verified", ${licenseCheckedSql(MISSOURI_TODAY_SQL)} AS "licenseChecked", ${insuredSql(MISSOURI_TODAY_SQL)} AS "insured",
    (SELECT COALESCE(json_agg(s."specialty" ORDER BY s."specialty"), '[]') FROM "contractor_specialties" s WHERE s."contractorId" = c."id") AS "specialties",
    (SELECT COALESCE(json_agg(json_build_object('id', a."id", 'city', a."city", 'state', a."state", 'zipCode', a."zipCode",
       'latitude', a."latitude", 'longitude', a."longitude", 'radius', a."radius") ORDER BY a."id"), '[]')
     FROM "service_areas" a WHERE a."contractorId" = c."id") AS "areas"`;
}

/** The Verified badge as a condition on `c`, today in Missouri (credentials/credentials-sql.ts says what backs it). */
export function verifiedSql(): string {
  return verifiedBadgeSql(MISSOURI_TODAY_SQL);
}

/** The search's order: distance band, verified, review score, distance, name (contractor-ranking.ts). */
export const SEARCH_ORDER_SQL = rankingOrderSql(verifiedSql());

/**
 * 'Closest contractors outside your search': nearest area first, at the tenth of a mile the card
 * shows (so two contractors '3.0 miles away' are a tie, not decided by a rounding error), then rating, then name.
 */
export const NEAREST_ORDER_SQL = `round(n."distance"::numeric, 1) ASC, c."averageRating" DESC, lower(c."name") ASC, c."id" ASC`;
