/** One Twilio account's REST API: where it is and how a request proves it is ours. */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** https://api.twilio.com, or a local fake in tests. */
  apiUrl: string;
}

/** The Basic authorization header of the account's requests. */
export const twilioAuthorization = ({ accountSid, authToken }: TwilioAccount) =>
  `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

/** The account's Calls resource, or one call of it (…/Calls/{sid}.json). */
export const twilioCallsUrl = (account: TwilioAccount, sid?: string) =>
  `${account.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Calls${
    sid === undefined ? '' : `/${encodeURIComponent(sid)}`
  }.json`;
