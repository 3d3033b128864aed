/** What other modules may use of channels: nothing else of it is theirs to import. */
export { loadChannelFor } from './channel-access';
export { saveCallScheduleIn } from './channel-call-schedule.service';
export {
  lockChannelsById,
  replaceChannelGeoMaps,
  setSecondaryTerritoryOptStatus,
} from './channel-territory.service';
export {
  addChannels,
  addChannelsIn,
  type ChannelWriteDeps,
  editChannelIn,
  insertNewChannel,
  readChannelDetail,
  ruleSubject,
} from './editing/channel-write.service';
export { findCrmTargets } from './editing/crm-targets.repository';
export { normaliseDraftFilters, replaceChannelFilters } from './filters/channel-filters.service';
export {
  activateChannels,
  pauseChannel,
  restoreCappedChannel,
  setAnswerRates,
  setCappedStatus,
} from './channel-flow-writes.repository';
