/** Types the shell and the remotes agree on. The payment API's shapes and prices come from @mindset/payment-contract. */

export const REMOTE_NAMES = ['marketing', 'learning', 'contests', 'community', 'collab'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Served by the shell at /remotes.json, per environment: where each remote and the payment service live. */
export interface RuntimeManifest {
  remotes: Record<RemoteName, string>;
  paymentServiceUrl: string;
}

export * from '@mindset/payment-contract';
