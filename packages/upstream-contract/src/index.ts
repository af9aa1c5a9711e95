// The supplier's systems as the portal reads them (§3, §7): records, REST answers, the data
// service's fields, and the checks of an answer (docs/upstream-contract.md).
export * from './check.ts';
export * from './data-service.ts';
export * from './records.ts';
export * from './rest.ts';
