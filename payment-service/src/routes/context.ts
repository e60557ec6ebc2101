import type { Config } from '../config';
import type { CheckoutProvider } from '../providers/checkoutProvider';
import type { Database } from '../storage/database';

/** What every route needs, built once by buildApp. */
export interface RouteContext {
  config: Config;
  database: Database;
  provider: CheckoutProvider;
}
