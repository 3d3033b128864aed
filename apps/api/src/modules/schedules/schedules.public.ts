/** What other modules may use of schedules: nothing else of it is theirs to import. */
export { checkAccountBounds } from './account-bounds';
export {
  callScheduleAnswer,
  copyChannelSchedule,
  createGroupSchedule,
  deleteGroupSchedule,
  readCallSchedule,
  readCallSchedules,
  readWebSchedule,
  setGroupIntervalCaps,
  webFromStored,
  writeCallSchedule,
  writeWebSchedule,
} from './schedule-store.service';
export { type StoredDay } from './schedules.repository';
