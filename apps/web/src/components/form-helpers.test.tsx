import { useForm } from '@mantine/form';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { applyServerErrors, zodFormResolver } from './form-helpers';

const courtSchema = z
  .object({
    name: z.string().min(1, 'Name is required'),
    number: z.number().min(1, 'must be greater than or equal to 1'),
    email: z.email('Please provide a valid email address').min(3, 'too short'),
    surfaces: z.array(z.object({ code: z.string().min(1, 'Code is required') })),
    password: z.string(),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'Passwords must match', path: ['confirm'] });

const valid = { name: 'Court 1', number: 1, email: 'a@b.co', surfaces: [{ code: 'CL' }], password: 'x', confirm: 'x' };

describe('zodFormResolver', () => {
  it('gives no errors for valid values', () => {
    expect(zodFormResolver(courtSchema)(valid)).toEqual({});
  });

  it('keys each issue by its dotted path, first message per path', () => {
    const errors = zodFormResolver(courtSchema)({
      ...valid,
      name: '',
      email: 'x',
      surfaces: [{ code: 'CL' }, { code: '' }],
    });
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Please provide a valid email address',
      'surfaces.1.code': 'Code is required',
    });
  });

  it("says 'Enter a number' when a number box holds text, and keeps the rule's message for a negative", () => {
    const price = z.object({
      price: z.number({ error: 'Must be a positive number' }).min(0, 'Must be a positive number'),
    });
    expect(zodFormResolver(price)({ price: 'abc' })).toEqual({ price: 'Enter a number' });
    expect(zodFormResolver(price)({ price: -5 })).toEqual({ price: 'Must be a positive number' });
  });

  it('maps a refinement to its path', () => {
    // A refinement runs only once the object itself parses.
    expect(zodFormResolver(courtSchema)({ ...valid, confirm: 'y' })).toEqual({ confirm: 'Passwords must match' });
  });

  it('plugs into Mantine form validation', () => {
    const { result } = renderHook(() =>
      useForm({ initialValues: { ...valid, name: '' }, validate: zodFormResolver(courtSchema) }),
    );
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({ name: 'Name is required' });
  });
});

describe('applyServerErrors', () => {
  const setup = () => renderHook(() => useForm({ initialValues: { name: '', courts: [{ number: 1 }] } })).result;

  it('puts field errors under their fields and reports all placed', () => {
    const form = setup();
    const error = new ApiError(
      400,
      { reason: 'Name taken', errors: { name: ['Name taken', 'Try another'], 'courts.0.number': ['Duplicate'] } },
      'Name taken',
    );
    let placed = false;
    act(() => {
      placed = applyServerErrors(form.current, error);
    });
    expect(placed).toBe(true);
    expect(form.current.errors).toEqual({ name: 'Name taken Try another', 'courts.0.number': 'Duplicate' });
  });

  it('reports false when a field is not on the form, still placing the others', () => {
    const form = setup();
    const error = new ApiError(400, { reason: 'x', errors: { name: ['Bad'], club: ['Not yours'] } }, 'x');
    let placed = true;
    act(() => {
      placed = applyServerErrors(form.current, error);
    });
    expect(placed).toBe(false);
    expect(form.current.errors).toEqual({ name: 'Bad' });
  });

  it('reports false for errors without field errors', () => {
    const form = setup();
    expect(applyServerErrors(form.current, new ApiError(409, { reason: 'Clash' }, 'Clash'))).toBe(false);
    expect(applyServerErrors(form.current, new Error('offline'))).toBe(false);
    expect(form.current.errors).toEqual({});
  });
});
