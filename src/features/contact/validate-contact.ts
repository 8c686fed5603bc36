/** The values of the contact form. */
export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** A field of the contact form. */
export type ContactField = keyof ContactValues;

/** Why the form cannot be accepted: the message key under `contact:form` and the field to fix first. */
export interface ContactProblem {
  key: 'error_required' | 'error_email';
  field: ContactField;
}

/** Longest e-mail address accepted (characters, RFC 5321 path limit). */
const maxEmailLength = 254;

/** local@domain.tld: no spaces, exactly one @, non-empty dot-separated domain labels, a top-level label of 2+ characters. */
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Field order in which problems are reported (the order on screen). */
const fieldOrder: readonly ContactField[] = ['name', 'email', 'message'];

/** True when the text (after trimming) looks like a deliverable e-mail address. */
export function isValidEmail(value: string) {
  const email = value.trim();
  return email.length <= maxEmailLength && emailPattern.test(email);
}

/** Checks the form: every field must be non-blank after trimming, then the e-mail must be valid. Null when it can be accepted. */
export function validateContact(values: ContactValues): ContactProblem | null {
  const blank = fieldOrder.find((field) => values[field].trim() === '');
  if (blank) return { key: 'error_required', field: blank };
  if (!isValidEmail(values.email)) return { key: 'error_email', field: 'email' };
  return null;
}
