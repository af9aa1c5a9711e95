// /__sandbox/alerts/*: the back office moves a customer's data on, so that the portal's alert jobs
// have something to tell (docs/decisions/0023): a bill is issued (due in N days, or already
// overdue), a gas supply's self-reading window opens (§5 canInsertLettura), a request moves on.
// Registered with the other admin routes, only when SANDBOX_ADMIN is on.
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { advanceRequest } from '../graphql/requests.ts';
import { findAccount } from '../data/accounts.ts';
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

function registriesOf(email: string): number[] {
  return findAccount(email)?.anagrafiche.map((r) => r.idAnagrafica) ?? [];
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
