// What other areas may use of the auth area besides its services (never its tables).
export { authRateLimit } from './auth-rate-limit';
export {
  accountExistsMail,
  changeEmailMail,
  emailChangedMail,
  resetPasswordMail,
  verificationMail,
} from './auth.mails';
export { hashNewPassword } from './password';
export { isOperator } from './operators.service';
