export * from './studio/selections.schema';
export * from './analysis/person-analysis.schema';
