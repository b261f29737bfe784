import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';

/** What every module receives as plugin options. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  jwtSecret: Uint8Array;
  /** "Now" and "today" for every service (settable in tests). */
  clock: Clock;
}
