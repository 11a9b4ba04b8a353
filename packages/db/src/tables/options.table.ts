/** `options`: the key/value settings store; values are always strings (JSON where structured). */
export interface OptionsTable {
  key: string;
  value: string;
}
