import { describe, expect, it } from 'vitest';
import { isValidTwilioSignature, twilioSignature } from './twilio-signature';
import { legEventKindOf, TwilioTelephony } from './twilio-telephony';
import type { LegEvent } from './telephony-port';

// The example of Twilio's webhook security documentation.
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('the Twilio signature', () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature('12345', URL, PARAMS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isValidTwilioSignature('12345', URL, PARAMS, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('refuses another token, another field or no signature', () => {
    const good = twilioSignature('12345', URL, PARAMS);
    expect(isValidTwilioSignature('54321', URL, PARAMS, good)).toBe(false);
    expect(isValidTwilioSignature('12345', URL, { ...PARAMS, Digits: '9' }, good)).toBe(false);
    expect(isValidTwilioSignature('12345', URL, PARAMS, undefined)).toBe(false);
  });
});

describe('the Twilio callbacks as leg events', () => {
  it('maps CallStatus, waiting past queued and initiated', () => {
    expect(legEventKindOf('queued')).toBeNull();
    expect(legEventKindOf('initiated')).toBeNull();
    expect(legEventKindOf('ringing')).toBe('ringing');
    expect(legEventKindOf('in-progress')).toBe('answered');
    expect(legEventKindOf('completed')).toBe('completed');
    expect(legEventKindOf('canceled')).toBe('failed');
  });

  it('reports the duration of a final status and the recording of a recording callback', async () => {
    const twilio = new TwilioTelephony({
      accountSid: 'AC1',
      authToken: 't',
      fromNumber: '+1',
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'http://localhost:3000',
    });
    const events: LegEvent[] = [];
    twilio.onEvent(async (event) => void events.push(event));
    await twilio.statusCallback('CAx', { CallStatus: 'initiated' });
    await twilio.statusCallback('CAx', { CallStatus: 'busy', CallDuration: '0' });
    await twilio.recordingCallback('CAx', {
      RecordingStatus: 'completed',
      RecordingUrl: 'https://api.twilio.com/rec/RE1',
      RecordingDuration: '12',
    });
    expect(events.map((e) => [e.kind, e.durationSeconds, e.recording])).toEqual([
      ['busy', 0, undefined],
      [
        'completed',
        undefined,
        { kind: 'remote', url: 'https://api.twilio.com/rec/RE1', durationSeconds: 12 },
      ],
    ]);
  });
});
