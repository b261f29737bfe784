/** Every route of the API, by area (decision 066). */
export * from './route';
export * from './health';
export * from './notifications';
export * from './credits';
