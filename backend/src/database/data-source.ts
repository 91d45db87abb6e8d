import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

/**
 * For the TypeORM CLI (`npm run typeorm -w backend -- migration:generate ...`) on compiled output.
 * Needs DATABASE_URL: point it at a database that has every committed migration applied.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required for the TypeORM CLI');
export default new DataSource(typeormOptions(url));
