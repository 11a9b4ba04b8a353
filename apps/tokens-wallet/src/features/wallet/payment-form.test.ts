import { describe, expect, it, vi } from 'vitest';
import { buildPaymentForm, submitPaymentForm } from './payment-form.ts';

const request = { url: 'https://pay.example/submit.php', params: { pid: '1001', out_trade_no: 'USR2NO1', money: '7.30', sign: 'abc', sign_type: 'MD5' } };

describe('payment hand-off', () => {
  it('TW-048: builds a hidden POST form to the payment URL with one hidden input per field', () => {
    const form = buildPaymentForm(document, request);
    expect(form.method.toLowerCase()).toBe('post');
    expect(form.action).toBe('https://pay.example/submit.php');
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(request.params);
  });

  it('TW-048: submits the form from the page', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitPaymentForm(document, request);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(document.body.querySelector('form[action="https://pay.example/submit.php"]')).not.toBeNull();
    submit.mockRestore();
  });
});
