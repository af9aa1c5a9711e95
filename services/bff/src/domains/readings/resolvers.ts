// Self-reading of gas meters (§5): allowed only if a gas contract of the selected registry has
// canInsertLettura; the page with the last readings, the meter and the reading window, and
// submitting one — checked here against the window, the meter's digits and the last reading
// before anything reaches upstream (packages/shared/src/self-reading.ts).
import type { ErrorReason } from '@portal/shared/api/errors';
import { canSelfRead } from '@portal/shared/inputs';
import {
  checkReading,
  readingWindowState,
  type ReadingWindowState as WindowState,
} from '@portal/shared/self-reading';
import { ApiError, badInput } from '../../errors/api-error.ts';
import type { ApiContext } from '../../graphql/context.ts';
import { finiteNumber, parseDay, parseId, romeToday } from '../../graphql/inputs.ts';
import { day, enumerated } from '../../graphql/mapping.ts';
import { selectedId } from '../../graphql/selected-registry.ts';
import { type FornituraRecord, ownedSupply } from '../../scope/supplies.ts';
import { ownedContract } from '../contracts/ownership.ts';
import { fetchContracts } from '../contracts/resolvers.ts';
import { LETTURE_QUERY, type LetturaRecord } from './upstream.ts';

/** A gas meter reading: the whole Smc digits of the meter, at most 9 of them. */
const MAX_READING = 999_999_999;
const READINGS_PER_SUPPLY = 5;
const WINDOW_STATE = {
  open: 'OPEN',
  upcoming: 'UPCOMING',
  closed: 'CLOSED',
  unknown: 'UNKNOWN',
} as const satisfies Record<WindowState, string>;
/** One query for the readings of every readable contract of the registry (the data service's page limit). */
const MAX_READINGS = 500;

export const readingQueries = {
  /** §5: allowed only if a gas contract of the selected registry has canInsertLettura; with the last readings. */
  async selfReading(_: unknown, __: unknown, ctx: ApiContext) {
    const id = selectedId(ctx);
    if (id === null) return { allowed: false, today: romeToday(), supplies: [] };
    const contracts = await fetchContracts(ctx, {
      idanagrafica: [id],
      codUtility: 'Gas',
      first: 100,
      offset: 0,
    });
    const allowed = canSelfRead(contracts.nodes, id);
    const readable = allowed ? contracts.nodes.filter((c) => c.canInsertLettura) : [];
    const readings = readable.length
      ? (
          await ctx.upstream.graphql<{ letture: LetturaRecord[] }>(ctx.call, {
            query: LETTURE_QUERY,
            operationName: 'Letture',
            variables: { idanagrafica: [id], first: MAX_READINGS },
          })
        ).letture
      : [];
    const meters = await Promise.all(readable.map((c) => meterOf(ctx, c.idfornitura)));
    const today = romeToday();
    const supplies = readable.map((c, i) => ({
      contractId: String(c.idrigaContratto),
      meterSerial: meters[i]?.matricolaContatore ?? null,
      meterDigits: meters[i]?.cifreContatore ?? null,
      annualConsumption: meters[i]?.consumoAnnuo ?? null,
      readingWindowState:
        WINDOW_STATE[readingWindowState(c.finestraLetturaDal, c.finestraLetturaAl, today)],
      supplyId: c.idfornitura == null ? null : String(c.idfornitura),
      pointId: c.codicePunto,
      address: c.indirizzo,
      readingWindowFrom: day(c.finestraLetturaDal),
      readingWindowTo: day(c.finestraLetturaAl),
      lastReading: c.ultimaLettura ?? null,
      lastReadingDate: day(c.dataUltimaLettura),
      readings: readings
        .filter((l) => l.idrigaContratto === c.idrigaContratto && l.idanagrafica === id)
        .sort((a, b) => b.dataLettura.localeCompare(a.dataLettura))
        .slice(0, READINGS_PER_SUPPLY)
        .map((l) => {
          const kind = enumerated('readingType', l.tipoLettura);
          return {
            id: String(l.idLettura),
            date: l.dataLettura,
            value: l.lettura,
            kind: kind.key,
            kindText: kind.text,
            unit: l.unitaMisura,
          };
        }),
    }));
    return { allowed, today, supplies };
  },
};

/** The supply of a contract row (its meter and annual consumption); null when upstream has none. */
async function meterOf(
  ctx: ApiContext,
  idfornitura: number | null | undefined,
): Promise<FornituraRecord | null> {
  if (idfornitura == null) return null;
  return ownedSupply(ctx.authz, idfornitura).catch(() => null);
}

function refused(reason: ErrorReason, message: string): ApiError {
  return new ApiError('BAD_USER_INPUT', message, { field: 'value', reason });
}

export const readingMutations = {
  /** §5: the rule is enforced here before upstream — a gas contract of the selected registry with canInsertLettura. */
  async submitGasReading(
    _: unknown,
    args: { input: { contractId: string; value: number; date?: string | null } },
    ctx: ApiContext,
  ) {
    const contractId = parseId(args.input.contractId, 'contractId');
    const value = finiteNumber(args.input.value, 'value', 0, MAX_READING);
    if (!Number.isInteger(value))
      throw badInput(
        'value',
        'value must be a whole number (the digits of the meter before the comma)',
      );
    const today = romeToday();
    const date = args.input.date ? parseDay(args.input.date, 'date') : today;
    if (date > today) throw badInput('date', 'date must not be in the future');
    const contract = await ownedContract(ctx.authz, contractId);
    const registry = selectedId(ctx);
    const gasContracts = await fetchContracts(ctx, {
      idanagrafica: registry === null ? [] : [registry],
      codUtility: 'Gas',
      first: 100,
      offset: 0,
    });
    const allowed =
      canSelfRead(gasContracts.nodes, registry) &&
      contract.idanagrafica === registry &&
      contract.codUtility === 1 &&
      contract.canInsertLettura;
    if (!allowed)
      throw new ApiError('FORBIDDEN', 'Self-reading is not allowed for this supply', {
        reason: 'readingNotAllowed',
      });
    if (
      readingWindowState(contract.finestraLetturaDal, contract.finestraLetturaAl, date) !== 'open'
    )
      throw new ApiError('BAD_USER_INPUT', 'date must be within the reading window', {
        field: 'date',
        reason: 'outsideReadingWindow',
      });
    const meter = await meterOf(ctx, contract.idfornitura);
    const check = checkReading(String(value), date, {
      meterDigits: meter?.cifreContatore,
      lastReading: contract.ultimaLettura,
      lastReadingDate: contract.dataUltimaLettura,
      annualConsumption: null,
    });
    if (check.kind === 'tooManyDigits')
      throw refused(
        'letturaTooManyDigits',
        `value has more digits than the meter's ${check.digits}`,
      );
    if (check.kind === 'belowLast')
      throw refused('letturaBelowPrevious', 'value must not be below the last reading');
    const { body } = await ctx.upstream.request<{ idLettura: number; accepted: boolean }>(
      ctx.call,
      {
        method: 'POST',
        path: '/api/lettura/apccb/gas/save',
        body: {
          idanagrafica: contract.idanagrafica,
          idrigaContratto: contract.idrigaContratto,
          lettura: value,
          dataLettura: date,
        },
      },
    );
    return { id: String(body.idLettura), accepted: Boolean(body.accepted) };
  },
};
