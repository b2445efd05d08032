// What other areas may use of the auth area besides its services (never its tables).
export { authRateLimit } from './auth-rate-limit';
export { verificationMail } from './auth.mails';
