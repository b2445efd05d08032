import { CLUB_SUSPENDED_CODE, operatorMessages } from '@rally/domain';

/** What went wrong, in terms the error handler maps to HTTP once. */
export type AppErrorCode = 'INVALID' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED';

export type FieldErrors = Record<string, string[]>;

/** A typed error with a sentence for the user; services throw it, one handler maps it to HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** A code for the web beside the sentence (`CLUB_SUSPENDED`: it shows the club's suspended page). */
    readonly tag?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, errors?: FieldErrors) => new AppError('INVALID', message, errors);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not authorised to perform this action') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please log in to continue.') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** The 403 of every call at a club the operators suspended (issue 31), with code CLUB_SUSPENDED. */
export const clubSuspended = (club: string) =>
  new AppError('FORBIDDEN', operatorMessages.suspended(club), undefined, CLUB_SUSPENDED_CODE);

export const httpStatusOf: Record<AppErrorCode, number> = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};
