/** The class names that apply, joined for className (false, null and undefined left out). */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
