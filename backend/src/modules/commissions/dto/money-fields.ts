import { BodyInt } from '../../../common/body-int';
import { PG_INTEGER_MAX } from '../../../common/whole-number';

/** Integer cents, from 0 to the largest PostgreSQL integer ($21,474,836.47). */
export const CentsField = (description: string) => BodyInt(0, PG_INTEGER_MAX, description);
