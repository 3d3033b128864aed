/** A text with LIKE's special characters escaped (backslash, LIKE's default escape character). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds the lower-cased text anywhere (compare it with lower(column)). */
export const containsPattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;
