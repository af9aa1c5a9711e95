// A supply (fornitura: one point of delivery, POD or PDR, of one commodity) as every domain reads
// it: the data-service document of supplies, the record it answers, and the ownership check of a
// supply id (OWASP API1): looked up filtered by the session's registries, batched and deduplicated
// within a request, remembered for the session for a short time.
import { LOOKUP_CONCURRENCY, type Authorizer } from '../authz/authorizer.ts';
import { mapLimited } from '../authz/batch.ts';
import { notFound } from '../errors/api-error.ts';
import type { CodUtility } from '@portal/shared/types/contract';
import type {
  Fornitura,
  FornituraPage as ContractFornituraPage,
} from '@portal/upstream-contract/records';
import type { Page } from '../graphql/upstream-records.ts';

const FORNITURA_FIELDS = `idfornitura idanagrafica idsede codUtility podPdr descrizioneSede indirizzo cap localita provincia statoFornitura
  dataAttivazione dataCessazione idrigaContratto prodotto energiaVerde percentualeRinnovabile certificazioneVerde co2EvitataKg
  potenzaImpegnata potenzaDisponibile tensione classeContatore matricolaContatore cifreContatore telegestito tipoUso consumoAnnuo unitaMisura`;

const FORNITURE_ARGS = `$idanagrafica: [Int!]!, $idfornitura: Int, $codUtility: CodUtility, $energiaVerde: Boolean,
  $idsede: Int, $statoFornitura: String, $cerca: String, $first: Int, $offset: Int, $sort: String`;
const FORNITURE_PARAMS = `idanagrafica: $idanagrafica, idfornitura: $idfornitura, codUtility: $codUtility,
  energiaVerde: $energiaVerde, idsede: $idsede, statoFornitura: $statoFornitura, cerca: $cerca, first: $first,
  offset: $offset, sort: $sort`;

/** The green totals of the whole filtered set (docs/upstream-contract.md), summed upstream only when asked. */
const GREEN_TOTALS = 'totaleCo2EvitataKg mediaPercentualeRinnovabile';

function fornitureQuery(totals: boolean): string {
  return `query Forniture(${FORNITURE_ARGS}) {
  forniture(${FORNITURE_PARAMS}) {
    totalCount ${totals ? `${GREEN_TOTALS} ` : ''}nodes { ${FORNITURA_FIELDS} }
  }
}`;
}

export const FORNITURE_QUERY = fornitureQuery(false);
export const FORNITURE_TOTALS_QUERY = fornitureQuery(true);

/** The variables of FORNITURE_QUERY (upstream's names). */
// A type, not an interface: the upstream client takes it as a record of variables.
export type FornitureVariables = {
  idanagrafica: number[];
  idfornitura?: number | undefined;
  codUtility?: CodUtility | undefined;
  energiaVerde?: boolean | undefined;
  idsede?: number | undefined;
  statoFornitura?: string | undefined;
  cerca?: string | undefined;
  first: number;
  offset: number;
};

/** A page of supplies; the green totals are there when the query asked for them. */
export type FornituraPage = Pick<ContractFornituraPage, 'totalCount'> & {
  nodes: FornituraRecord[];
} & Partial<Pick<ContractFornituraPage, 'totaleCo2EvitataKg' | 'mediaPercentualeRinnovabile'>>;

/** A supply as FORNITURA_FIELDS selects it: the whole record of the upstream contract. */
export type FornituraRecord = Fornitura;

/** The data service filters one supply id at a time; the loader still deduplicates and bounds the fan-out. */
async function fetchOwnedSupplies(
  authz: Authorizer,
  ids: number[],
): Promise<Map<number, FornituraRecord>> {
  const found = new Map<number, FornituraRecord>();
  const missing: number[] = [];
  for (const id of ids) {
    const cached = authz.remembered<FornituraRecord>('supply', id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  await mapLimited(missing, LOOKUP_CONCURRENCY, async (id) => {
    const data = await authz.upstream.graphql<{ forniture: Page<FornituraRecord> }>(authz.call, {
      query: FORNITURE_QUERY,
      operationName: 'Forniture',
      variables: { idanagrafica: authz.own, idfornitura: id, first: 1 },
    });
    const f = data.forniture.nodes.find((n) => n.idfornitura === id && authz.owns(n.idanagrafica));
    if (f) {
      found.set(id, f);
      authz.remember('supply', id, f);
    }
  });
  return found;
}

function supplies(authz: Authorizer) {
  return authz.loader<number, FornituraRecord>('supply', (ids) => fetchOwnedSupplies(authz, ids));
}

/** A supply (idfornitura) of the session's registries; batched: one upstream query per tick. */
export async function ownedSupply(authz: Authorizer, id: number): Promise<FornituraRecord> {
  const found = await supplies(authz).load(id);
  if (!found) throw notFound('Supply');
  return found;
}

export function primeSupply(authz: Authorizer, record: FornituraRecord): void {
  if (authz.owns(record.idanagrafica)) supplies(authz).prime(record.idfornitura, record);
}
