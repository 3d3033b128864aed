/** What other modules may use of schedules: nothing else of it is theirs to import. */
export { writeAccountSchedule } from './account-schedule.service';
export { replaceCallSchedule } from './call-schedule-save.service';
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
  writeWebSchedule,
} from './schedule-store.service';
export { type StoredDay } from './schedules.repository';
