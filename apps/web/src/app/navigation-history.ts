import { paths } from '../config/paths';

/** The path of the last page the router finished showing; guards compare against it. */
let previousPath: string | null = null;
/** The admin dashboard's last search (its URL with the query), so staff can go back to it. */
let lastClientSearch: string | null = null;

export const navigationHistory = {
  previousPath: () => previousPath,
  /** The last client search shown, else the admin dashboard's plain address. */
  lastClientSearch: () => lastClientSearch ?? paths.adminDashboard(),
  record(path: string, href: string = path) {
    previousPath = path;
    if (path.toLowerCase() === paths.adminDashboard()) lastClientSearch = href;
  },
};
