/** The way from a record to the support chat about it (with its CSS). */
export { AskSupport, type AskSupportProps } from './AskSupport';
