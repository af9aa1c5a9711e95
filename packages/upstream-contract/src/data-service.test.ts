// The check of a data-service answer follows the document's selection (§7 data queries): the
// fields it asks, under their aliases, typed by the records of §3.
import { describe, expect, it } from 'vitest';
import { problemText } from './check.ts';
import { documentCall, documentCheck } from './data-service.ts';

const INVOICES = `query Fatture($idanagrafica: [Int!]!) {
  fatture(idanagrafica: $idanagrafica, first: 2) { totalCount nodes { idfattura statoPagamento codiceStatoPagamento } }
}`;

const invoice = (over: Record<string, unknown> = {}) => ({
  idfattura: 1,
  statoPagamento: 'Pagata',
  codiceStatoPagamento: 1,
  ...over,
});

describe('documentCheck', () => {
  it('passes an answer that has the selected fields with their types', () => {
    const check = documentCheck(INVOICES);
    expect(check.problems({ fatture: { totalCount: 2, nodes: [invoice(), invoice()] } })).toEqual(
      [],
    );
  });

  it('names a renamed field as missing, once for every row that lacks it', () => {
    const { statoPagamento: _, ...renamed } = invoice();
    const answer = {
      fatture: { totalCount: 2, nodes: [{ ...renamed, stato: 'Pagata' }, { ...renamed }] },
    };
    const problems = documentCheck(INVOICES).problems(answer);
    expect(problems).toEqual([
      { path: 'fatture.nodes[0].statoPagamento', problem: 'missing', count: 2 },
    ]);
    expect(problems.map(problemText)).toEqual([
      'fatture.nodes[0].statoPagamento: missing (2 places)',
    ]);
  });

  it('names a mistyped field with the kind of value found, never the value', () => {
    const answer = {
      fatture: { totalCount: 1, nodes: [invoice({ codiceStatoPagamento: 'PAGATA' })] },
    };
    expect(documentCheck(INVOICES).problems(answer)).toEqual([
      {
        path: 'fatture.nodes[0].codiceStatoPagamento',
        problem: 'expected integer or null, found string',
        count: 1,
      },
    ]);
  });

  it('reads aliases, nullable objects and the commodity code of §1', () => {
    const doc = `query A($id: Int!) {
      reg: anagrafica(idanagrafica: $id) { idanagrafica aidIndici { consumoAnnoEe } }
      c: contratti(first: 1) { nodes { codUtility } }
    }`;
    const check = documentCheck(doc);
    expect(check.fits({ reg: null, c: { nodes: [{ codUtility: 1 }] } })).toBe(true);
    expect(
      check.problems({
        reg: { idanagrafica: 1, aidIndici: null },
        c: { nodes: [{ codUtility: 2 }] },
      }),
    ).toEqual([
      { path: 'c.nodes[0].codUtility', problem: 'expected 0 or 1, found integer', count: 1 },
    ]);
  });

  it('refuses to build a check for a field the contract does not declare', () => {
    expect(() => documentCheck('{ fatture(idanagrafica: [1]) { nodes { inventato } } }')).toThrow(
      'fatture.nodes.inventato is not in the upstream contract',
    );
  });

  it('checks mutations against the data service mutations', () => {
    const check = documentCheck(
      'mutation M($id: Int!) { segnaNotificheLette(idanagrafica: [$id]) }',
    );
    expect(check.fits({ segnaNotificheLette: 3 })).toBe(true);
    expect(check.problems({ segnaNotificheLette: '3' })[0]?.problem).toBe(
      'expected integer, found string',
    );
  });

  it('names the call by its operation, else its first field', () => {
    expect(documentCall(INVOICES)).toBe('Fatture');
    expect(documentCall('{ a: notifiche(idanagrafica: [1]) { totalCount } }')).toBe('notifiche');
  });
});
