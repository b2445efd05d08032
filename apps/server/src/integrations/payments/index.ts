import type { GatewayConfig, PaymentGateway } from './gateway';
import { simulatedGateway } from './simulated-gateway';
import { stripeGateway } from './stripe';

export * from './gateway';
export { simulatedGateway } from './simulated-gateway';

/** The gateway a configuration selects: Stripe with a secret key, otherwise the simulated one. */
export function paymentGatewayFor(config: GatewayConfig & { stripeApiBase?: string }): PaymentGateway {
  return config.stripeSecretKey
    ? stripeGateway({
        ...config,
        stripeSecretKey: config.stripeSecretKey,
        stripePublishableKey: config.stripePublishableKey,
        stripeApiBase: config.stripeApiBase,
      })
    : simulatedGateway(config);
}
