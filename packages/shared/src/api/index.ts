export * from './file.schema';
export * from './paging.schema';
export * from './server.schema';
export * from './ai.schema';
export * from './contact.schema';
export * from './share.schema';
export * from './billing.schema';
