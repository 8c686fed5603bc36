import { describe, expect, it } from 'vitest';
import { isValidEmail, validateContact } from './validate-contact';

const filled = { name: 'Mina', email: 'mina@example.com', message: 'Hello there' };

describe('isValidEmail', () => {
  it.each(['mina@example.com', 'a.b+tag@sub.example.co.kr', '  spaced@example.org  ', 'x@y.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['abc', 'abc@', '@example.com', 'a@b', 'a@b.c', 'a b@example.com', 'a@@example.com', 'a@example..com', 'a@.example.com', 'a@example.com.'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('validateContact', () => {
  it('accepts a complete form', () => {
    expect(validateContact(filled)).toBeNull();
  });

  it.each(['name', 'email', 'message'] as const)('asks to fill in all items when %s is blank after trimming', (field) => {
    expect(validateContact({ ...filled, [field]: '   ' })).toEqual({ key: 'error_required', field });
  });

  it('reports the first blank field in screen order', () => {
    expect(validateContact({ name: '', email: '', message: '' })).toEqual({ key: 'error_required', field: 'name' });
  });

  it('reports an invalid e-mail only once every field is filled', () => {
    expect(validateContact({ ...filled, email: 'abc' })).toEqual({ key: 'error_email', field: 'email' });
    expect(validateContact({ ...filled, email: 'abc', message: '' })).toEqual({ key: 'error_required', field: 'message' });
  });
});
