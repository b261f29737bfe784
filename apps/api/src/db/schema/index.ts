/**
 * The whole data model of Abono. Later features add behaviour, not tables.
 * Money is numeric(14,2) and travels as a 2-decimal string; statuses are checked by
 * constraints built from the domain's lists so the two never drift apart.
 */
export * from './access';
export * from './people';
export * from './catalogue';
export * from './files';
export * from './loans';
export * from './activity';
export * from './sessions';
export * from './treasury';
export * from './passwordReset';
export * from './mail';
