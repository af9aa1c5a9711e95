// GET /api/files/consumption.csv (docs/api.md "Files"): a load-curve export as CSV, streamed with
// constant memory. The arguments are the API's: the same registry scope, the same day range (at
// most 366 days), every supply and site id proved the session's own (a foreign one is a 404 like
// an unknown one).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CSV_DIALECTS, type CsvDialect } from '@portal/shared/csv';
import { parseRomeDay } from '@portal/shared/rome-time';
import fp from 'fastify-plugin';
import { badInput } from '../../errors/api-error.ts';
import { binary, callOf, FILE_REFUSALS } from '../../files/download.ts';
import { parseId, romeToday } from '../../graphql/inputs.ts';
import type { Utility } from '../../graphql/mapping.ts';
import { listScope } from '../../scope/registries.ts';
import type { FornituraRecord } from '../../scope/supplies.ts';
import { curveRange, type Granularity } from './curve.ts';
import {
  checkExportSize,
  consumptionCsvStream,
  expectedRows,
  exportStep,
  exportSupplies,
  fetchExportCurve,
  MAX_EXPORT_SUPPLY_IDS,
  type ExportScope,
} from './export.ts';

const Query = Type.Object(
  {
    utility: Type.Optional(Type.Union([Type.Literal('POWER'), Type.Literal('GAS')])),
    // One supply id, or up to 100 separated by commas.
    supplyId: Type.Optional(Type.String({ maxLength: 1200 })),
    siteId: Type.Optional(Type.String({ maxLength: 12 })),
    registryId: Type.Optional(Type.String({ maxLength: 12 })),
    allRegistries: Type.Optional(Type.Boolean()),
    from: Type.String({ maxLength: 10 }),
    to: Type.String({ maxLength: 10 }),
    granularity: Type.Optional(Type.Union([Type.Literal('HOUR'), Type.Literal('DAY')])),
    dialect: Type.Optional(Type.Union(CSV_DIALECTS.map((d) => Type.Literal(d)))),
  },
  { additionalProperties: false },
);

/** A file name safe inside a quoted Content-Disposition parameter. */
function fileName(parts: string[]): string {
  return `${parts
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120)}.csv`;
}

function yesterday() {
  const today = parseRomeDay(romeToday());
  if (!today) throw new Error('no Rome date');
  const utc = new Date(Date.UTC(today.year, today.month - 1, today.day - 1));
  return { year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() };
}

const consumptionFiles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/files/consumption.csv',
    {
      schema: {
        querystring: Query,
        response: { 200: binary('text/csv; charset=utf-8, streamed'), ...FILE_REFUSALS },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const authz = app.authorizer(callOf(request));
      const dialect: CsvDialect = q.dialect ?? 'standard';
      const granularity = q.granularity as Granularity | undefined;
      const range = curveRange(q.from, q.to);
      const scope: ExportScope = { registries: [], utility: q.utility as Utility | undefined };
      if (q.supplyId) {
        const ids = [...new Set(q.supplyId.split(',').map((id) => parseId(id, 'supplyId')))];
        if (ids.length > MAX_EXPORT_SUPPLY_IDS)
          throw badInput('supplyId', `at most ${MAX_EXPORT_SUPPLY_IDS} supplies by id`);
        scope.supplyIds = ids;
      } else {
        if (!q.utility) throw badInput('utility', 'utility or supplyId is required');
        if (q.siteId) scope.siteId = parseId(q.siteId, 'siteId');
        // The registry scope of the lists (a consortium: the selected member, or all of them).
        scope.registries = listScope({ authz }, q.registryId, q.allRegistries);
      }
      const supplies = await exportSupplies(authz, scope);
      checkExportSize(supplies.length, range);
      // Hours are what one meter can record: a commodity-wide export is by day.
      if (granularity === 'HOUR' && supplies.length !== 1)
        throw badInput('granularity', 'hours are exported for one supply at a time');
      const firstCurve = await fetchExportCurve(
        authz,
        supplies[0] as FornituraRecord,
        range,
        granularity,
      );
      // The first supply's rows are counted from its curve; the others from their activation and
      // termination days and yesterday, as upstream clips a curve.
      const last = yesterday();
      const total = supplies
        .slice(1)
        .reduce(
          (sum, f) => sum + expectedRows(f, range, exportStep(f, granularity), last),
          firstCurve.values.length,
        );
      const single = supplies.length === 1 ? supplies[0] : undefined;
      const name = fileName([
        'consumi',
        single ? single.podPdr : (q.utility ?? 'forniture').toLowerCase(),
        range.from,
        range.to,
      ]);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        // The data rows to expect (the header line excluded), for a progress bar; the stream's end
        // is the export's end.
        .header('x-total-rows', String(total));
      const stream = consumptionCsvStream(authz, supplies, range, granularity, dialect, firstCurve);
      stream.on('error', (error) =>
        request.log.error({ err: error }, 'consumption export failed while streaming'),
      );
      return reply.send(stream);
    },
  );
};

/** Encapsulated (its prefix applies), with the services it needs declared rather than ordered. */
export const consumptionFileRoutes = fp(consumptionFiles, {
  name: 'consumption-file-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['upstream', 'api-guard', 'authorization'],
});
