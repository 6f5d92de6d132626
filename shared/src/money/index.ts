/**
 * Money: exact decimal arithmetic, and the formulas of every figure a user sees before
 * submitting and the server then charges. Framework-free: the server imports it too, so what
 * is shown is what is charged.
 */
export * from './decimal';
export * from './spot';
export * from './contract';
export * from './option';
export * from './trust';
export * from './newCoin';
export * from './copy';
export * from './units';
