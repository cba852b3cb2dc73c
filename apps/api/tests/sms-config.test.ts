import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/config/env';
import { smsSenderFromEnv } from '../src/sms';

describe('SMS_PROVIDER', () => {
  it('needs nothing on a fresh machine: texts are files', () => {
    const env = readEnv({});
    expect(env.SMS_PROVIDER).toBeUndefined();
    expect(smsSenderFromEnv(env).kind).toBe('file');
  });

  it('with twilio, refuses to start without the account, the token and a sender, naming each', () => {
    expect(() => readEnv({ SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio\n {2}TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio\n {2}TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: required/,
    );
    expect(() =>
      readEnv({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }),
    ).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: required/);
    // An empty setting is an unset one, as everywhere.
    expect(() =>
      readEnv({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: '',
        TWILIO_FROM: '+447700900999',
      }),
    ).toThrow(/TWILIO_AUTH_TOKEN: required/);
    expect(() => readEnv({ SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER/);
  });

  it('with twilio and its settings, sends through Twilio', () => {
    for (const sender of [
      { TWILIO_FROM: '+447700900999' },
      { TWILIO_MESSAGING_SERVICE_SID: 'MG0123' },
    ]) {
      const env = readEnv({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123',
        TWILIO_AUTH_TOKEN: 'token',
        ...sender,
      });
      expect(smsSenderFromEnv(env).kind).toBe('twilio');
    }
  });
});
