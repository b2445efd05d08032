/** The shared validation messages of spec 1 section 5, exactly as the spec words them. */
export const messages = {
  required: (field: string) => `${field} is required`,
  regex: 'format is invalid',
  exactLength: (n: number) => `Must have ${n} items`,
  minLength: (n: number) => `Must have at least ${n} items`,
  minValue: (n: number) => `must be greater than or equal to ${n}`,
  maxValue: (n: number) => `Must be less than or equal to ${n}`,
  positiveNumberOrZero: 'Must be a positive number',
  positiveNumber: 'Must be a number greater than 0',
  // The spec names the rule (two values, at least one positive) but gives no text; this is ours.
  requireOneNonZero: (a: string, b: string) => `At least one of ${a} and ${b} must be greater than 0`,
  max: (length: number) => `Please enter no more than ${length} characters`,
  email: 'Please provide a valid email address',
  url: 'This field has to be a valid URL starting with http:// or https://',
  dateFormatStandard: 'Date format must be YYYY-MM-DD',
  passwordsMatch: 'Passwords must match',
  after: 'Date is not valid',
  dateInFuture: 'Must be in the future',
  timeGreaterThan: (field: string, target: string) => `${field} must be after ${target}`,
  invalidDateFormat: {
    ISO: 'Invalid Date Format (ISO)',
    US: 'Invalid Date Format (US/ISO)',
    AU: 'Invalid Date Format (AU/ISO)',
  },
  invalidDate: 'Invalid Date',
  loginFailed: 'Login failed, please try again',
} as const;
