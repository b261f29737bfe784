import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { ImageStore } from '../core/files/imageStore';
import type { Clock } from './clock';

/** What every module receives as plugin options. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  jwtSecret: Uint8Array;
  imageStore: ImageStore;
  /** "Now" and "today" for every service (settable in tests). */
  clock: Clock;
}
