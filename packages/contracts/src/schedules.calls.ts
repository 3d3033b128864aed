import { callsOf } from './call-table';

const call = callsOf('schedules');

/**
 * Schedules of seed 001 §7 (Schedules), paths as the seeds spell them. A channel's or a group's
 * schedule: any signed-in user, a client user only for its own client's channels (the service
 * checks the channel or group). The caps minimums (GET /api/LeadType/{id}/caps/min) are
 * channelCalls.getCapMinimums; the web lead schedule travels with the channel (its `schedule`).
 */
export const scheduleCalls = {
  getCallSchedule: call(
    'GET',
    '/api/LeadType/calls/SubscriptionSchedule/{id}',
    "A call channel's schedule and caps",
  ),
  saveCallSchedule: call(
    'POST',
    '/api/LeadType/schedule/call/{clientId}/{callType}/{leadTypeId}',
    "Replace a call channel's schedule and caps",
  ),
  getGroupSchedule: call(
    'GET',
    '/api/LeadType/calls/SubscriptionGroupSchedule/{groupId}',
    "A channel group's shared schedule and caps",
  ),
  setGroupSchedule: call(
    'POST',
    '/api/LeadType/calls/subscriptionGroup/setSchedule',
    "Replace a channel group's shared schedule and caps",
  ),
  getAccountSchedule: call(
    'GET',
    '/api/Clients/{clientId}/account_schedule_details',
    "A client's account schedule",
  ),
  saveAccountSchedule: call(
    'POST',
    '/api/Clients/clientschedule',
    "Replace a client's account schedule",
  ),
};
