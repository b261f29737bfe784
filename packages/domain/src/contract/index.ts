/** Every route of the API, by area (decision 066). */
export * from './route';
export * from './health';
export * from './notifications';
export * from './authPaths';
export * from './auth';
export * from './companies';
export * from './settings';
export * from './files';
export * from './onboarding';
export * from './employees';
export * from './employeeAccess';
export * from './loans';
export * from './insurance';
export * from './credits';
export * from './treasury';
export * from './audit';
