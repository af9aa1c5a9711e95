// The data-service documents of monthly consumptions and load curves.

export const CONSUMI_QUERY = `query Consumi($idfornitura: Int!, $meseDal: String, $meseAl: String) {
  consumi(idfornitura: $idfornitura, meseDal: $meseDal, meseAl: $meseAl) {
    mese unitaMisura f1 f2 f3 consumo importoTotale importoIva stimato
  }
}`;

export const CURVA_QUERY = `query CurvaCarico($idfornitura: Int!, $dal: String!, $al: String!) {
  curvaCarico(idfornitura: $idfornitura, dal: $dal, al: $al) { unitaMisura start stepMinutes values }
}`;
