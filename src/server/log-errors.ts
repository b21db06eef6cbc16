// Errors as the log writes them: pino's own shape, without the values a failed statement was
// sent. drizzle puts them in the error (`params`) and in its message and stack ("params: …"),
// and they can hold a new password's hash, an email, an address: the statement's text is
// enough to find the fault, and the driver's own error (the cause) says what went wrong.
import pino from 'pino';

type Serialized = { [key: string]: unknown; type: string; message: string; stack: string };

export function errorSerializer(error: Error): Serialized {
  const serialized = pino.stdSerializers.err(error) as unknown as Serialized;
  const { params } = error as { params?: unknown };
  if (params === undefined) return serialized;
  // The line exactly as drizzle wrote it into the message (and so into the stack).
  const line = `\nparams: ${String(params)}`;
  const hide = (text: string) => (typeof text === 'string' ? text.split(line).join('\nparams: [redacted]') : text);
  return { ...serialized, message: hide(serialized.message), stack: hide(serialized.stack), params: '[redacted]' };
}
