// /__sandbox/alerts/*: the back office moves a customer's data on, so that the portal's alert jobs
// have something to tell (docs/decisions/0023, 0024): a bill is issued (due in N days, or already
// overdue), a gas supply's self-reading window opens (§5 canInsertLettura), a request moves on, a
// supply's consumption jumps (its last month, or its last whole week), a public body's order takes
// quantity from its convention.
// Registered with the other admin routes, only when SANDBOX_ADMIN is on.
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { dayNumberOf } from '@portal/shared/rome-time';
import { advanceRequest } from '../graphql/requests.ts';
import { findAccount } from '../data/accounts.ts';
import { addConsumptionSpike } from '../data/consumption.ts';
import { addOrder, conventionBook, orderedQuantity, placedOrderSteps } from '../data/convention.ts';
import type { Fornitura } from '../data/model.ts';
import { addDays, toYmd } from '../data/dates.ts';
import { invoicesAdded } from '../data/invoice-index.ts';
import type { DataStore } from '../data/store.ts';
import { romeInstant } from '../data/dates.ts';
import { ADMIN_PREFIX } from './admin.ts';

const Email = Type.String({ minLength: 3, maxLength: 320 });
const BillBody = Type.Object({
  email: Email,
  dueInDays: Type.Optional(Type.Integer({ minimum: -60, maximum: 60 })),
  amount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  // The supply (POD or PDR) the bill is for; by default the supply of the customer's newest bill.
  podPdr: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
const WindowBody = Type.Object({
  email: Email,
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 })),
});
const RequestBody = Type.Object({ email: Email });
const Commodity = Type.Union([Type.Literal('power'), Type.Literal('gas')]);
const SpikeBody = Type.Object({
  email: Email,
  utility: Type.Optional(Commodity),
  /** The use of the period times this (2: doubled). */
  factor: Type.Optional(Type.Number({ minimum: 1.05, maximum: 20 })),
  /** Power: only this band's use jumps (F3: nights, Sundays and holidays — the base load). */
  band: Type.Optional(Type.Union([Type.Literal('F1'), Type.Literal('F2'), Type.Literal('F3')])),
  /** The last whole month (the default), or the last whole week (Monday to Sunday). */
  period: Type.Optional(Type.Union([Type.Literal('month'), Type.Literal('week')])),
  /** Every supply of the commodity, not only the first (a registry's costs jump). */
  all: Type.Optional(Type.Boolean()),
});
const ConventionOrderBody = Type.Object({
  email: Email,
  utility: Type.Optional(Commodity),
  /** What the order leaves of the convention's maximum quantity, in percent. */
  leftPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 99 })),
});

/** A day's number (days since 1970-01-01) of a Date at UTC midnight. */
const dayNumber = (d: Date) => dayNumberOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

function registriesOf(email: string): number[] {
  return findAccount(email)?.anagrafiche.map((r) => r.idAnagrafica) ?? [];
}

/** A customer's active supplies of a commodity, in the order of their ids. */
function activeSupplies(store: DataStore, email: string, code: 0 | 1): Fornitura[] {
  return registriesOf(email)
    .flatMap((id) => store.data.forniture.get(id) ?? [])
    .filter((f) => f.codUtility === code && f.statoFornitura !== 'Cessata')
    .sort((a, b) => a.idfornitura - b.idfornitura);
}

export async function registerAlertControls(
  parent: FastifyInstance,
  dataStore: () => DataStore | undefined,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.setValidatorCompiler(TypeBoxValidatorCompiler);
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      `${ADMIN_PREFIX}/alerts/bill`,
      { schema: { body: BillBody } },
      async (request, reply) => {
        const store = dataStore();
        const { podPdr } = request.body;
        const lists = registriesOf(request.body.email).flatMap((registry) => {
          const bills = store?.data.fatture.get(registry);
          return bills ? [bills] : [];
        });
        const list = podPdr
          ? lists.find((bills) => bills.some((f) => f.podPdr === podPdr))
          : lists[0];
        const model = podPdr ? list?.find((f) => f.podPdr === podPdr) : list?.[0];
        if (!store || !list || !model) return reply.code(404).send({ error: 'notFound' });
        const today = new Date(`${store.today()}T00:00:00Z`);
        const id = store.next('alert-bill', 9_100_000);
        const amount = request.body.amount ?? 84.3;
        const bill = {
          ...model,
          idfattura: id,
          numeroFattura: `AV${id}`,
          numeroDoc: `AV${id}`,
          dataEmissione: toYmd(today),
          dataScadenza: toYmd(addDays(today, request.body.dueInDays ?? 20)),
          dataPagamento: null,
          importo: amount,
          totaleApagare: amount,
          saldo: amount,
          pagato: false,
          statoPagamento: 'Da pagare',
          codiceStatoPagamento: 0,
        };
        list.unshift(bill);
        store.data.fattureById.set(id, bill);
        invoicesAdded(store.data);
        return {
          numeroFattura: bill.numeroFattura,
          dataEmissione: bill.dataEmissione,
          dataScadenza: bill.dataScadenza,
          podPdr: bill.podPdr,
        };
      },
    );

    app.post(
      `${ADMIN_PREFIX}/alerts/reading-window`,
      { schema: { body: WindowBody } },
      async (request, reply) => {
        const store = dataStore();
        const registries = new Set(registriesOf(request.body.email));
        const contract = store
          ? [...registries]
              .flatMap((id) => store.data.contratti.get(id) ?? [])
              .find((c) => c.codUtility === 1 && c.canInsertLettura)
          : undefined;
        if (!store || !contract) return reply.code(404).send({ error: 'notFound' });
        const today = new Date(`${store.today()}T00:00:00Z`);
        contract.finestraLetturaDal = toYmd(today);
        contract.finestraLetturaAl = toYmd(addDays(today, request.body.days ?? 7));
        return {
          podPdr: contract.codicePunto,
          dal: contract.finestraLetturaDal,
          al: contract.finestraLetturaAl,
        };
      },
    );

    // The use of the customer's first supply of a commodity (by id; or of all of them) jumps in
    // the last whole month before today's, or in the last whole week: deterministically, by a
    // factor, in one band or all. A week needs a meter read interval by interval.
    app.post(
      `${ADMIN_PREFIX}/alerts/consumption-spike`,
      { schema: { body: SpikeBody } },
      async (request, reply) => {
        const store = dataStore();
        if (!store) return reply.code(404).send({ error: 'notFound' });
        const week = request.body.period === 'week';
        const supplies = activeSupplies(
          store,
          request.body.email,
          request.body.utility === 'gas' ? 1 : 0,
        ).filter((f) => !week || f.telegestito);
        const chosen = request.body.all ? supplies : supplies.slice(0, 1);
        if (chosen.length === 0) return reply.code(404).send({ error: 'notFound' });
        const today = new Date(`${store.today()}T00:00:00Z`);
        let from: Date;
        let to: Date;
        if (week) {
          const sinceMonday = (today.getUTCDay() + 6) % 7;
          from = addDays(today, -sinceMonday - 7);
          to = addDays(from, 6);
        } else {
          from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
          to = addDays(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)), -1);
        }
        for (const f of chosen)
          addConsumptionSpike(f, {
            from: dayNumber(from),
            to: dayNumber(to),
            factor: request.body.factor ?? 2,
            band: request.body.band ?? null,
          });
        return {
          podPdr: chosen[0]?.podPdr,
          supplies: chosen.length,
          period: week ? toYmd(from) : toYmd(from).slice(0, 7),
          from: toYmd(from),
          to: toYmd(to),
        };
      },
    );

    // A public body's order under its convention of a commodity that leaves `leftPercent` of the
    // convention's maximum quantity (5 by default): a new connection, sent today.
    app.post(
      `${ADMIN_PREFIX}/alerts/convention-order`,
      { schema: { body: ConventionOrderBody } },
      async (request, reply) => {
        const store = dataStore();
        if (!store) return reply.code(404).send({ error: 'notFound' });
        const registries = new Set(registriesOf(request.body.email));
        const code = request.body.utility === 'gas' ? 1 : 0;
        const book = conventionBook(store.data);
        const convention = book.convenzioni.find(
          (c) => registries.has(c.idanagrafica) && c.codUtility === code,
        );
        if (!convention) return reply.code(404).send({ error: 'notFound' });
        const now = store.now();
        const available = convention.quantitaMassima - orderedQuantity(book, convention, now);
        const left = Math.round(
          (convention.quantitaMassima * (request.body.leftPercent ?? 5)) / 100,
        );
        const quantity = available - left;
        if (quantity <= 0) return reply.code(409).send({ error: 'alreadyBelow' });
        const order = addOrder(book, {
          idanagrafica: convention.idanagrafica,
          idConvenzione: convention.idConvenzione,
          codUtility: code,
          cig: `Z${String(book.nextOrder).padStart(9, '0')}`,
          cup: null,
          codiceUfficio: 'UFSAND',
          splitPayment: true,
          dataDecorrenza: toYmd(addDays(new Date(`${store.today()}T00:00:00Z`), 60)),
          note: null,
          trasmessoMs: now,
          ...placedOrderSteps(60),
          motivoRifiuto: null,
          punti: [
            {
              idPunto: 71_000_000 + book.nextPoint++,
              idfornitura: null,
              podPdr: null,
              nuovoAllaccio: true,
              descrizioneSede: 'Nuova sede',
              indirizzo: 'Via Nuova 1',
              cap: '00100',
              localita: 'Roma',
              provincia: 'RM',
              consumoAnnuoStimato: quantity,
            },
          ],
        });
        return {
          idConvenzione: convention.idConvenzione,
          codice: convention.codice,
          numeroOrdine: order.numeroOrdine,
          quantita: quantity,
          disponibile: left,
          massimo: convention.quantitaMassima,
        };
      },
    );

    // The customer's newest open request moves on; with none open, the back office first receives
    // one (a copy of their newest request, sent today) and then takes it in hand.
    app.post(
      `${ADMIN_PREFIX}/alerts/request`,
      { schema: { body: RequestBody } },
      async (request, reply) => {
        const store = dataStore();
        if (!store) return reply.code(404).send({ error: 'notFound' });
        const all = registriesOf(request.body.email).flatMap(
          (id) => store.data.richieste.get(id) ?? [],
        );
        let open = all
          .filter((r) => r.stato === 'Trasmessa' || r.stato === 'In lavorazione')
          .sort((a, b) => b.idrichiesta - a.idrichiesta)[0];
        if (!open) {
          const model = [...all].sort((a, b) => b.idrichiesta - a.idrichiesta)[0];
          if (!model) return reply.code(404).send({ error: 'notFound' });
          const sent = romeInstant(store.now());
          open = {
            ...model,
            idrichiesta: store.next('alert-request', 79_000_001),
            stato: 'Trasmessa',
            dataRichiesta: sent,
            storico: [{ stato: 'Trasmessa', data: sent, nota: null }],
          };
          store.data.richieste.get(model.idanagrafica)?.unshift(open);
        }
        const moved = advanceRequest(store, open.idrichiesta);
        return { idrichiesta: moved.idrichiesta, stato: moved.stato };
      },
    );
  });
}
