import { messages } from '../common/messages';

/**
 * The one error type services throw. The error handler turns it into `{ error, code, fields? }`
 * with its status; anything else becomes a logged 500 that reveals nothing.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, 'not_found', message);
export const unauthorized = (message: string = messages.notSignedIn) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'forbidden', message);
export const badRequest = (message: string, code = 'invalid_request', fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const conflict = (message: string, code = 'conflict', fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
