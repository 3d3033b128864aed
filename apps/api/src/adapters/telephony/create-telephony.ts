import type { AppConfig } from '../../config';
import { SimulatedTelephony } from './simulated-telephony';
import type { TelephonyPort } from './telephony-port';
import { TwilioTelephony } from './twilio-telephony';

/** The port the config names: the embedded network by default, Twilio when configured. */
export function createTelephony(config: AppConfig): TelephonyPort {
  const t = config.telephony;
  if (t.kind === 'twilio') {
    return new TwilioTelephony({
      accountSid: t.accountSid,
      authToken: t.authToken,
      fromNumber: t.fromNumber,
      apiUrl: t.apiUrl,
      publicUrl: config.publicUrl,
    });
  }
  return new SimulatedTelephony({ seed: t.seed, speed: t.speed });
}
