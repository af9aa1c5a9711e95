// The portal's domain: every pure rule of the specification, shared by the BFF and the
// web client. Also importable per module as '@portal/shared/<module>'.
export type * from './types/index.ts';
export * from './bands.ts';
export * from './constants.ts';
export * from './csv.ts';
export * from './enumerations.ts';
export * from './errors.ts';
export * from './format.ts';
export * from './guard.ts';
export * from './inputs.ts';
export * from './menu.ts';
export * from './picker.ts';
export * from './rome-time.ts';
export * from './routes.ts';
export * from './segment.ts';
export * from './status.ts';
