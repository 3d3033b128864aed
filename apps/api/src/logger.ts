import pino, { type DestinationStream, type Logger } from 'pino';
import { errorLogSerializer, requestLogSerializer } from './plugins/log-redaction';

export type AppLogger = Logger;

/**
 * The process's one logger: the app's request lines and the database pool's lines go through it,
 * with the same redaction and serializers (no secrets in URLs, no statement parameters).
 */
export function createAppLogger(options: {
  level: string;
  /** Where the lines go; stdout by default (tests read them back from their own stream). */
  stream?: DestinationStream;
}): AppLogger {
  return pino(
    {
      level: options.level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.cardNumber'],
      serializers: { req: requestLogSerializer, err: errorLogSerializer },
    },
    options.stream,
  );
}
