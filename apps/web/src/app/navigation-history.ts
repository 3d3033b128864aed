/** The path of the last page the router finished showing; guards compare against it. */
let previousPath: string | null = null;

export const navigationHistory = {
  previousPath: () => previousPath,
  record(path: string) {
    previousPath = path;
  },
};
