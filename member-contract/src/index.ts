// The member-service wire: every request, answer and live event, written once (docs/decisions/0083-member-contract.md).
export * from './text';
export * from './common';
export * from './accounts';
export * from './me';
export * from './posts';
export * from './social';
export * from './messages';
export * from './stories';
export * from './chat';
export * from './voice';
export * from './safety';
export * from './moderation';
export * from './progress';
export * from './identity';
export * from './notifications';
export * from './support';
export * from './live';
