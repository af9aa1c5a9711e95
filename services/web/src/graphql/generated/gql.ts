/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ContractFields on Contract {\n    id\n    contractNumber\n    contractRowCode\n    utility\n    pointId\n    status\n    macroStatus\n    macroStatusText\n    product\n    offerCode\n    siteId\n    siteName\n    address\n    locality\n    province\n    friendlyName\n    signedOn\n    activatedOn\n    terminatedOn\n    validFrom\n    validTo\n    billingFrequency\n    billingFrequencyText\n    paymentType\n    paymentTypeText\n    signingChannel\n    signingChannelText\n    readingType\n    readingTypeText\n    canInsertReading\n    readingWindowFrom\n    readingWindowTo\n    contractualConsumptionPower\n    contractualConsumptionGas\n    constantInstalment\n    businessConventionCode\n    businessConventionName\n    businessConventionType\n    businessConventionStartDate\n    businessConventionEndDate\n    agent\n    supplyId\n  }\n": typeof types.ContractFieldsFragmentDoc,
    "\n  query Contract($id: ID!) {\n    contract(id: $id) {\n      contract {\n        ...ContractFields\n      }\n      supply {\n        id\n        pointId\n        address\n        locality\n        province\n        postalCode\n        status\n        siteName\n        activationDate\n        terminationDate\n        committedPowerKw\n        availablePowerKw\n        voltage\n        voltageText\n        meterClass\n        use\n        useText\n        annualConsumption\n        unit\n        unitText\n      }\n      recentInvoices {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amount\n        paymentState\n        paymentStateText\n      }\n    }\n  }\n": typeof types.ContractDocument,
    "\n  query Contracts($utility: Utility, $offset: Int) {\n    contracts(utility: $utility, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        ...ContractFields\n      }\n    }\n  }\n": typeof types.ContractsDocument,
    "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n": typeof types.RetailDashboardDocument,
    "\n  mutation StartInvoiceExportByFilter($filter: InvoiceFilter!, $detail: Boolean) {\n    startInvoiceExportByFilter(filter: $filter, detail: $detail) {\n      matchedCount\n      truncated\n      job {\n        id\n        invoiceCount\n      }\n    }\n  }\n": typeof types.StartInvoiceExportByFilterDocument,
    "\n  mutation StartInvoiceExport($invoiceIds: [ID!]!, $detail: Boolean) {\n    startInvoiceExport(invoiceIds: $invoiceIds, detail: $detail) {\n      id\n      invoiceCount\n    }\n  }\n": typeof types.StartInvoiceExportDocument,
    "\n  query ExportInvoices($filter: InvoiceFilter, $offset: Int) {\n    invoices(filter: $filter, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        documentNumber\n        issueDate\n        amount\n        paymentState\n        paymentStateText\n        pointId\n      }\n    }\n  }\n": typeof types.ExportInvoicesDocument,
    "\n  query ExportJobs {\n    exportJobs {\n      id\n      kind\n      statusCode\n      status\n      tone\n      ready\n      createdAt\n      updatedAt\n      invoiceCount\n      downloadUrl\n      failureReason\n    }\n  }\n": typeof types.ExportJobsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    documentNumber\n    issueDate\n    dueDate\n    paymentDate\n    competenceFrom\n    competenceTo\n    amount\n    amountToPay\n    paid\n    paymentState\n    paymentStateText\n    utility\n    pointId\n    paymentMethod\n    paymentMethodText\n    onlinePaymentEnabled\n    hasPdf\n    hasDetailPdf\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  fragment InvoiceDetailFields on InvoiceDetail {\n    invoice {\n      ...InvoiceFields\n    }\n    rows {\n      description\n      quantity\n      unit\n      unitText\n      unitPrice\n      amount\n      vatRate\n    }\n    pdfUrl\n    detailPdfUrl\n  }\n": typeof types.InvoiceDetailFieldsFragmentDoc,
    "\n  query Invoice($documentNumber: String!, $issueDate: String!) {\n    invoice(documentNumber: $documentNumber, issueDate: $issueDate) {\n      ...InvoiceDetailFields\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query InvoiceById($id: ID!) {\n    invoiceById(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n": typeof types.InvoiceByIdDocument,
    "\n  query Invoices($filter: InvoiceFilter, $offset: Int, $sort: InvoiceSort) {\n    invoices(filter: $filter, first: 20, offset: $offset, sort: $sort) {\n      totalCount\n      totalAmount\n      totalToPay\n      nodes {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {\n    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {\n      id\n      name\n      address\n      locality\n    }\n  }\n": typeof types.SitesDocument,
};
const documents: Documents = {
    "\n  fragment ContractFields on Contract {\n    id\n    contractNumber\n    contractRowCode\n    utility\n    pointId\n    status\n    macroStatus\n    macroStatusText\n    product\n    offerCode\n    siteId\n    siteName\n    address\n    locality\n    province\n    friendlyName\n    signedOn\n    activatedOn\n    terminatedOn\n    validFrom\n    validTo\n    billingFrequency\n    billingFrequencyText\n    paymentType\n    paymentTypeText\n    signingChannel\n    signingChannelText\n    readingType\n    readingTypeText\n    canInsertReading\n    readingWindowFrom\n    readingWindowTo\n    contractualConsumptionPower\n    contractualConsumptionGas\n    constantInstalment\n    businessConventionCode\n    businessConventionName\n    businessConventionType\n    businessConventionStartDate\n    businessConventionEndDate\n    agent\n    supplyId\n  }\n": types.ContractFieldsFragmentDoc,
    "\n  query Contract($id: ID!) {\n    contract(id: $id) {\n      contract {\n        ...ContractFields\n      }\n      supply {\n        id\n        pointId\n        address\n        locality\n        province\n        postalCode\n        status\n        siteName\n        activationDate\n        terminationDate\n        committedPowerKw\n        availablePowerKw\n        voltage\n        voltageText\n        meterClass\n        use\n        useText\n        annualConsumption\n        unit\n        unitText\n      }\n      recentInvoices {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amount\n        paymentState\n        paymentStateText\n      }\n    }\n  }\n": types.ContractDocument,
    "\n  query Contracts($utility: Utility, $offset: Int) {\n    contracts(utility: $utility, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        ...ContractFields\n      }\n    }\n  }\n": types.ContractsDocument,
    "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n": types.RetailDashboardDocument,
    "\n  mutation StartInvoiceExportByFilter($filter: InvoiceFilter!, $detail: Boolean) {\n    startInvoiceExportByFilter(filter: $filter, detail: $detail) {\n      matchedCount\n      truncated\n      job {\n        id\n        invoiceCount\n      }\n    }\n  }\n": types.StartInvoiceExportByFilterDocument,
    "\n  mutation StartInvoiceExport($invoiceIds: [ID!]!, $detail: Boolean) {\n    startInvoiceExport(invoiceIds: $invoiceIds, detail: $detail) {\n      id\n      invoiceCount\n    }\n  }\n": types.StartInvoiceExportDocument,
    "\n  query ExportInvoices($filter: InvoiceFilter, $offset: Int) {\n    invoices(filter: $filter, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        documentNumber\n        issueDate\n        amount\n        paymentState\n        paymentStateText\n        pointId\n      }\n    }\n  }\n": types.ExportInvoicesDocument,
    "\n  query ExportJobs {\n    exportJobs {\n      id\n      kind\n      statusCode\n      status\n      tone\n      ready\n      createdAt\n      updatedAt\n      invoiceCount\n      downloadUrl\n      failureReason\n    }\n  }\n": types.ExportJobsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    documentNumber\n    issueDate\n    dueDate\n    paymentDate\n    competenceFrom\n    competenceTo\n    amount\n    amountToPay\n    paid\n    paymentState\n    paymentStateText\n    utility\n    pointId\n    paymentMethod\n    paymentMethodText\n    onlinePaymentEnabled\n    hasPdf\n    hasDetailPdf\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  fragment InvoiceDetailFields on InvoiceDetail {\n    invoice {\n      ...InvoiceFields\n    }\n    rows {\n      description\n      quantity\n      unit\n      unitText\n      unitPrice\n      amount\n      vatRate\n    }\n    pdfUrl\n    detailPdfUrl\n  }\n": types.InvoiceDetailFieldsFragmentDoc,
    "\n  query Invoice($documentNumber: String!, $issueDate: String!) {\n    invoice(documentNumber: $documentNumber, issueDate: $issueDate) {\n      ...InvoiceDetailFields\n    }\n  }\n": types.InvoiceDocument,
    "\n  query InvoiceById($id: ID!) {\n    invoiceById(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n": types.InvoiceByIdDocument,
    "\n  query Invoices($filter: InvoiceFilter, $offset: Int, $sort: InvoiceSort) {\n    invoices(filter: $filter, first: 20, offset: $offset, sort: $sort) {\n      totalCount\n      totalAmount\n      totalToPay\n      nodes {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {\n    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {\n      id\n      name\n      address\n      locality\n    }\n  }\n": types.SitesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContractFields on Contract {\n    id\n    contractNumber\n    contractRowCode\n    utility\n    pointId\n    status\n    macroStatus\n    macroStatusText\n    product\n    offerCode\n    siteId\n    siteName\n    address\n    locality\n    province\n    friendlyName\n    signedOn\n    activatedOn\n    terminatedOn\n    validFrom\n    validTo\n    billingFrequency\n    billingFrequencyText\n    paymentType\n    paymentTypeText\n    signingChannel\n    signingChannelText\n    readingType\n    readingTypeText\n    canInsertReading\n    readingWindowFrom\n    readingWindowTo\n    contractualConsumptionPower\n    contractualConsumptionGas\n    constantInstalment\n    businessConventionCode\n    businessConventionName\n    businessConventionType\n    businessConventionStartDate\n    businessConventionEndDate\n    agent\n    supplyId\n  }\n"): typeof import('./graphql.js').ContractFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contract($id: ID!) {\n    contract(id: $id) {\n      contract {\n        ...ContractFields\n      }\n      supply {\n        id\n        pointId\n        address\n        locality\n        province\n        postalCode\n        status\n        siteName\n        activationDate\n        terminationDate\n        committedPowerKw\n        availablePowerKw\n        voltage\n        voltageText\n        meterClass\n        use\n        useText\n        annualConsumption\n        unit\n        unitText\n      }\n      recentInvoices {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amount\n        paymentState\n        paymentStateText\n      }\n    }\n  }\n"): typeof import('./graphql.js').ContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contracts($utility: Utility, $offset: Int) {\n    contracts(utility: $utility, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        ...ContractFields\n      }\n    }\n  }\n"): typeof import('./graphql.js').ContractsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RetailDashboard {\n    retailDashboard {\n      totalToPay\n      billsToPay {\n        id\n        documentNumber\n        issueDate\n        dueDate\n        amountToPay\n        utility\n        paid\n      }\n      supplies {\n        id\n        utility\n        pointId\n        address\n        locality\n        province\n        status\n        greenEnergy\n      }\n      notifications {\n        id\n        date\n        title\n        body\n        read\n      }\n    }\n  }\n"): typeof import('./graphql.js').RetailDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartInvoiceExportByFilter($filter: InvoiceFilter!, $detail: Boolean) {\n    startInvoiceExportByFilter(filter: $filter, detail: $detail) {\n      matchedCount\n      truncated\n      job {\n        id\n        invoiceCount\n      }\n    }\n  }\n"): typeof import('./graphql.js').StartInvoiceExportByFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartInvoiceExport($invoiceIds: [ID!]!, $detail: Boolean) {\n    startInvoiceExport(invoiceIds: $invoiceIds, detail: $detail) {\n      id\n      invoiceCount\n    }\n  }\n"): typeof import('./graphql.js').StartInvoiceExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportInvoices($filter: InvoiceFilter, $offset: Int) {\n    invoices(filter: $filter, first: 20, offset: $offset) {\n      totalCount\n      nodes {\n        id\n        documentNumber\n        issueDate\n        amount\n        paymentState\n        paymentStateText\n        pointId\n      }\n    }\n  }\n"): typeof import('./graphql.js').ExportInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJobs {\n    exportJobs {\n      id\n      kind\n      statusCode\n      status\n      tone\n      ready\n      createdAt\n      updatedAt\n      invoiceCount\n      downloadUrl\n      failureReason\n    }\n  }\n"): typeof import('./graphql.js').ExportJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    documentNumber\n    issueDate\n    dueDate\n    paymentDate\n    competenceFrom\n    competenceTo\n    amount\n    amountToPay\n    paid\n    paymentState\n    paymentStateText\n    utility\n    pointId\n    paymentMethod\n    paymentMethodText\n    onlinePaymentEnabled\n    hasPdf\n    hasDetailPdf\n  }\n"): typeof import('./graphql.js').InvoiceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDetailFields on InvoiceDetail {\n    invoice {\n      ...InvoiceFields\n    }\n    rows {\n      description\n      quantity\n      unit\n      unitText\n      unitPrice\n      amount\n      vatRate\n    }\n    pdfUrl\n    detailPdfUrl\n  }\n"): typeof import('./graphql.js').InvoiceDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($documentNumber: String!, $issueDate: String!) {\n    invoice(documentNumber: $documentNumber, issueDate: $issueDate) {\n      ...InvoiceDetailFields\n    }\n  }\n"): typeof import('./graphql.js').InvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceById($id: ID!) {\n    invoiceById(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n"): typeof import('./graphql.js').InvoiceByIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($filter: InvoiceFilter, $offset: Int, $sort: InvoiceSort) {\n    invoices(filter: $filter, first: 20, offset: $offset, sort: $sort) {\n      totalCount\n      totalAmount\n      totalToPay\n      nodes {\n        ...InvoiceFields\n      }\n    }\n  }\n"): typeof import('./graphql.js').InvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sites($utility: Utility, $registryId: ID, $allRegistries: Boolean) {\n    sites(utility: $utility, registryId: $registryId, allRegistries: $allRegistries) {\n      id\n      name\n      address\n      locality\n    }\n  }\n"): typeof import('./graphql.js').SitesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
