export * from './permissions';
export * from './loanStatus';
export * from './errors';
export * from './api';
export * from './schemas/auth';
