import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { BillingProvider } from './billing-provider';
import { createLocalProvider } from './local-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';

type ProviderConfig = Pick<Config, 'stripe' | 'isProduction' | 'publicUrl' | 'site'>;
const providers = new WeakMap<ProviderConfig, WeakMap<Database, BillingProvider>>();

/**
 * The billing provider of this server (decision 005): Stripe when its keys are set, otherwise the
 * local one. One per configuration and database, shared by the API's routes and the pages' loaders (Billing lists
 * the invoices through it).
 */
export function billingProvider(config: ProviderConfig, db: Database): BillingProvider {
  const ofConfig = providers.get(config) ?? new WeakMap<Database, BillingProvider>();
  providers.set(config, ofConfig);
  const known = ofConfig.get(db);
  if (known) return known;
  if (!config.stripe && config.isProduction) throw new Error('Stripe keys are required in production');
  const provider = config.stripe
    ? createStripeProvider({ stripe: createStripeClient(config.stripe, config.site.siteName), db, publicUrl: config.publicUrl })
    : createLocalProvider(db);
  ofConfig.set(db, provider);
  return provider;
}
