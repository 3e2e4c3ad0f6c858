/**
 * Inputs copied from the regression cases (frontmatter values, not expected
 * output): B17 invoice-match (description 920 characters, when_to_use 719).
 */

/** B17 `description` of invoice-match. */
export const B17_DESCRIPTION =
  "Reconciles supplier invoices against purchase orders and goods-received notes. It matches line items by SKU, quantity and unit price, and flags any difference above the tolerance set in the finance config. For each mismatch it drafts a short query to the supplier and records the case in the reconciliation sheet. It understands credit notes, partial deliveries, split shipments and invoices that cover several orders at once. Currency conversion uses the rate that was valid on the invoice date, not the payment date. Totals are checked twice: once from the line items and once from the printed invoice total, and both results are shown. Duplicate invoice numbers from the same supplier are reported before anything else is done. The skill never approves a payment by itself; it prepares the evidence and leaves approval to a person. Output is a markdown table grouped by supplier, followed by a list of open questions.";

/** B17 `when_to_use` of invoice-match (ends with the TAILMARK-Q9 trigger words). */
export const B17_WHEN =
  "Use when the user mentions month-end close, three-way matching, supplier statements or unpaid invoices. Also use when someone pastes an invoice PDF or a CSV export from the accounting system and asks whether it is correct. Also use when a supplier complains about a short payment and the team needs to see which lines were disputed. Also use for quarterly audits where a sample of invoices must be traced back to the original orders. Also use when the phrase ledger drift or unmatched receipt appears in the conversation. Also use when an approver asks why a payment run was held back or only partly released. Trigger words at the very end that a truncating listing will lose: TAILMARK-Q9 remittance-advice batch-rerun.";
