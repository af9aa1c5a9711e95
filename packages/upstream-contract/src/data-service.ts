// The data service (§7 "Data queries", POST …/ubik/graphql) as the contract knows it: what each of
// its fields answers, and the check of one document's answer — the shape the document's selection
// makes of the records (aliases, only the fields it asks), compiled once per document.
import {
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { type TSchema, Type } from 'typebox';
import { AnswerCheck } from './check.ts';
import {
  Anagrafica,
  AnagraficaConvenzione,
  BonusFedelta,
  ConsumiTotali,
  Consumo,
  ContrattoConvenzione,
  ContrattoPage,
  Convenzione,
  CurvaCarico,
  DocumentoConvenzione,
  FatturaPage,
  FornituraPage,
  Lettura,
  Notifica,
  NotificaPage,
  Nullable,
  OperazionePage,
  OrdineConvenzione,
  RichiestaGestione,
  RichiestaGestionePage,
  RichiestaScrittaPage,
  RigaReportConvenzione,
} from './records.ts';

/** Every query field of the data service the portal reads, and what it answers. */
export const DataServiceQuery = Type.Object({
  fatture: FatturaPage,
  contratti: ContrattoPage,
  anagrafica: Nullable(Anagrafica),
  forniture: FornituraPage,
  consumi: Type.Array(Consumo),
  curvaCarico: CurvaCarico,
  consumiTotali: ConsumiTotali,
  operazioni: OperazionePage,
  notifiche: NotificaPage,
  bonusFedelta: Nullable(BonusFedelta),
  richiesteGestione: RichiestaGestionePage,
  letture: Type.Array(Lettura),
  richiesteScritte: RichiestaScrittaPage,
  convenzioni: Type.Array(Convenzione),
  ordiniConvenzione: Type.Array(OrdineConvenzione),
  contrattiConvenzione: Type.Array(ContrattoConvenzione),
  reportConvenzione: Type.Array(RigaReportConvenzione),
  documentiConvenzione: Type.Array(DocumentoConvenzione),
  anagraficaConvenzione: Nullable(AnagraficaConvenzione),
});

/** Every mutation of the data service the portal makes, and what it answers. */
export const DataServiceMutation = Type.Object({
  creaRichiestaGestione: RichiestaGestione,
  segnaNotificaLetta: Notifica,
  segnaNotificheLette: Type.Integer(),
});

/** A JSON Schema as TypeBox writes it, as far as the selection walks it. */
interface Walked {
  type?: string;
  properties?: Record<string, TSchema>;
  items?: TSchema;
  anyOf?: TSchema[];
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/** The shape a field's value takes under its selection (`where` names it in a mistake). */
function selected(
  schema: TSchema,
  selection: SelectionSetNode | undefined,
  fragments: Fragments,
  where: string,
): TSchema {
  const walked = schema as Walked;
  if (walked.anyOf) {
    return Type.Union(
      walked.anyOf.map((member) =>
        (member as Walked).type === 'null' ? member : selected(member, selection, fragments, where),
      ),
    );
  }
  if (walked.type === 'array' && walked.items) {
    return Type.Array(selected(walked.items, selection, fragments, where));
  }
  if (walked.type === 'object') {
    if (!selection) throw new Error(`${where} is an object: the document must select its fields`);
    return Type.Object(fieldsOf(walked, selection, fragments, where));
  }
  if (selection) throw new Error(`${where} is a leaf of the contract: it has no fields`);
  return schema;
}

function fieldsOf(
  parent: Walked,
  selection: SelectionSetNode,
  fragments: Fragments,
  where: string,
): Record<string, TSchema> {
  const fields: Record<string, TSchema> = {};
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) {
      const name = node.name.value;
      const path = where ? `${where}.${name}` : name;
      let shape: TSchema;
      if (name === '__typename') shape = Type.String();
      else {
        const declared = parent.properties?.[name];
        if (!declared) throw new Error(`${path} is not in the upstream contract`);
        shape = selected(declared, node.selectionSet, fragments, path);
      }
      const conditional = node.directives?.some((d) => ['include', 'skip'].includes(d.name.value));
      fields[node.alias?.value ?? name] = conditional ? Type.Optional(shape) : shape;
    } else {
      const set =
        node.kind === Kind.INLINE_FRAGMENT
          ? node.selectionSet
          : fragments.get(node.name.value)?.selectionSet;
      if (!set) throw new Error(`${where || 'the document'}: unknown fragment`);
      Object.assign(fields, fieldsOf(parent, set, fragments, where));
    }
  }
  return fields;
}

/** The shape of `data` a document's operation answers, by its selection of the contract. */
export function answerSchemaOf(document: string, operationName?: string): TSchema {
  const parsed = parse(document);
  const operations = parsed.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation =
    operationName === undefined
      ? operations[0]
      : operations.find((o) => o.name?.value === operationName);
  if (!operation || (operationName === undefined && operations.length > 1)) {
    throw new Error(`no single operation ${operationName ?? ''} in the document`.trim());
  }
  if (operation.operation === 'subscription')
    throw new Error('the data service has no subscriptions');
  const fragments = new Map(
    parsed.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const root = (
    operation.operation === 'mutation' ? DataServiceMutation : DataServiceQuery
  ) as Walked;
  return Type.Object(fieldsOf(root, operation.selectionSet, fragments, ''));
}

/** The checks of the documents seen so far, by operation name and text. */
const checks = new Map<string, AnswerCheck>();
const MAX_CHECKS = 500;

/**
 * The compiled check of a document's answer (its `data`), made at the first answer and kept: the
 * portal's documents are constants of its code. A document that asks a field the contract does
 * not declare throws — a mistake of the code, found by its tests.
 */
export function documentCheck(document: string, operationName?: string): AnswerCheck {
  const key = `${operationName ?? ''}\n${document}`;
  let check = checks.get(key);
  if (!check) {
    check = new AnswerCheck(answerSchemaOf(document, operationName));
    if (checks.size < MAX_CHECKS) checks.set(key, check);
  }
  return check;
}

/** The call a document makes, for a log line: its operation name, else its first field. */
export function documentCall(document: string, operationName?: string): string {
  if (operationName) return operationName;
  const named = /^\s*(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(document);
  if (named?.[1]) return named[1];
  const field = /\{\s*(?:\w+\s*:\s*)?([A-Za-z_]\w*)/.exec(document);
  return field?.[1] ?? 'graphql';
}
