import { InitialSchema1795317681595 } from './1795317681595-initial-schema';

// Every committed migration, in order. New ones are appended here.
export const MIGRATIONS: Function[] = [InitialSchema1795317681595];
