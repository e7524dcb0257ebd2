/** A select's options from an OPTIONS answer's choices (the server's names), with the contract's values as fallback. */
export { choicesOf, labelOf, type SelectOption } from './choices';
