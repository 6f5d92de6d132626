/** The one label/value list (with its CSS). */
export { FactList, type Fact, type FactListProps } from './FactList';
