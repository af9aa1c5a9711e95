// The commodity codes of §1 and §7, and the part of a contract (contratti, §3) these rules read.

/** §1: 1 is gas, 0 is power (codUtility of the records). */
export type UtilityCode = 0 | 1;

/** The same commodity as the data service's arguments name it (its enum CodUtility, §7). */
export type CodUtility = 'Gas' | 'Power';

/**
 * What the rules of this package read of a contract line (§3 contratti). The whole record, as the
 * supplier's data service answers it, is the upstream contract's (packages/upstream-contract).
 */
export interface Contratto {
  idanagrafica: number;
  codUtility: UtilityCode;
  canInsertLettura: boolean;
}
