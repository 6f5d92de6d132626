/**
 * The back office as the rest of the server uses it: where its endpoints live, the one way they
 * are made (`opsRegistrar`: the guard, the schemas, the envelope; a module serving its own
 * back-office calls, like airdrops, uses it too), the checks an operator's figures pass, the
 * access file the server writes for the CLI, and the CLI itself.
 */
export { OPS_BASE, newOpsToken, removeOpsAccess, writeOpsAccess } from './access';
export { runOps } from './cli';
export { opsGuard } from './guard';
export {
  checkOpsAmount,
  defineOps,
  fieldRefusal,
  opsMoment,
  opsRegistrar,
  opsTimeOf,
  type OpsEndpoint,
  type OpsExample,
  type OpsRegistrar,
} from './endpoints';
