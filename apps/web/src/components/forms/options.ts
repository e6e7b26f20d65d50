/** A choice of a select or a group of pills: the value itself, or a value with its own label. */
export type Option = string | { value: string; label: string };

export function optionParts(option: Option): { value: string; label: string } {
  return typeof option === 'string' ? { value: option, label: option } : option;
}
