/**
 * Money: exact decimal arithmetic, and the formulas of every figure a user sees before
 * submitting and the server then charges. Framework-free: the server imports it too, so what
 * is shown is what is charged.
 *
 * The arithmetic alone is `@h5/shared/money/decimal`: what the host's first script needs
 * (formatting, event texts), without every product's formulas.
 */
export * from '@h5/shared/money/decimal';
export * from './spot';
export * from './contract';
export * from './option';
export * from './trust';
export * from './newCoin';
export * from './copy';
export * from './referral';
export * from './units';
