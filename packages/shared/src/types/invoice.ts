// The invoice (fatture) of §3 and the invoice browse call of §7. Ids are integers, dates ISO
// strings (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss), codUtility 1 gas / 0 power (upstream contract).
import type { UtilityCode } from './contract.ts';

export interface Fattura {
  bitMask: number | null;
  cardStatusMask: number | null;
  cardToken: string | null;
  codiceRigaContratto: string | null;
  codiceStatoPagamento: string | null;
  codUtility: UtilityCode;
  compAl: string | null;
  compDal: string | null;
  creditCard: string | null;
  dataEmissione: string;
  dataPagamento: string | null;
  dataScadenza: string | null;
  fileId: string | null;
  fileIdDetail: string | null;
  hasMovimentiVisibili: boolean;
  hasPdfdettaglio: boolean;
  hasPdftestata: boolean;
  idanagrafica: number;
  idfattura: number;
  importo: number;
  isMultiSede: boolean;
  modalitaPagamento: string | null;
  numeroDoc: string;
  numeroFattura: string;
  pagamentoOnlineAbilitato: boolean;
  pagato: boolean;
  podPdr: string | null;
  rate: number | null;
  saldo: number | null;
  /** 'Pagata', 'Da pagare', 'Scaduta', 'Parzialmente pagata' (upstream contract). */
  statoPagamento: string;
  tipoDoc: string | null;
  totaleApagare: number | null;
}

/** Filter of POST /api/invoices/browse (§3, §7); dates are the day's bounds (§5). */
export interface InvoiceBrowseFilter {
  DocumentNumber?: string;
  IssueDateFrom?: string;
  IssueDateTo?: string;
}

export interface InvoiceBrowseItem {
  documentNumber: string;
  issueDate: string;
  idfattura?: number;
  idanagrafica?: number;
  importo?: number;
  pagato?: boolean;
}

export interface InvoiceBrowseResponse {
  invoices: InvoiceBrowseItem[];
}
