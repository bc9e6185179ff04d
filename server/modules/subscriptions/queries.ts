/**
 * The account's invoices as Billing reads them, for the API's route and the page's loader alike:
 * through the billing provider, a provider that does not answer a 503 with our words, the answer
 * shaped by the API's response schema.
 */
import { invoicesResponseSchema, type InvoicesResponse } from '../../../common/schemas/subscriptions';
import type { SessionUser } from '../../db/schema/users';
import type { BillingProvider, Logger } from './billing-provider';
import * as service from './service';

export async function invoices(provider: BillingProvider, user: SessionUser, log: Logger): Promise<InvoicesResponse> {
  return invoicesResponseSchema.parse({ invoices: await service.listInvoices(provider, user, log) });
}
