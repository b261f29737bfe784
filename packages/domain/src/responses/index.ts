/**
 * Response schemas by feature: what the API answers (serialization and OpenAPI). The wire
 * types both ends use are `z.infer` of them. They describe output, not user input, so they
 * carry no message keys.
 */
export * from './companies';
export * from './settings';
export * from './loans';
export * from './loanList';
export * from './insurance';
export * from './activationCode';
export * from './health';
export * from './auth';
export * from './preferences';
export * from './notifications';
export * from './employees';
export * from './treasury';
export * from './roles';
export * from './audit';
