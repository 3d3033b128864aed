/** What other modules may use of geography: nothing else of it is theirs to import. */
export { channelGeoMaps } from './channel-geo-maps';
export { findZips, residentsOfGeos } from './geography.repository';
export { countiesNear, knownZip } from './geography.service';
export { resolveGeos } from './resolve-geos';
export { zipGeo } from './territory-geo-mapper';
export { zipPlace } from './zip-place';
