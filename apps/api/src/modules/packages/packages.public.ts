/** What other modules may use of packages: nothing else of it is theirs to import. */
export { type FilterCatalogue, loadFilterCatalogue } from './filter-catalogue.service';
export {
  findPackageDetail,
  findPackageRow,
  isPackageExcluded,
  listCustomPackageModifiers,
  listModifiers,
  listOfferedPackageDetails,
  listQuoteTypes,
  type ModifierRow,
  type OfferedPackageFilter,
  type PackageRow,
} from './package-catalogue.service';
