/** What POST /api/user/pay answers on success: the payment page and the fields to post to it (TW-048). */
export type PaymentRequest = { url: string; params: Record<string, string | number> };

/**
 * Builds the hidden form that carries the user to the payment provider. A POSTED form, not a
 * link: the signed fields must not land in the browser history or the provider's referrer logs.
 */
export function buildPaymentForm(document: Document, request: PaymentRequest): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = request.url;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(request.params)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.appendChild(input);
  }
  return form;
}

/** Builds the form, adds it to the page and submits it (the page then leaves for the provider). */
export function submitPaymentForm(document: Document, request: PaymentRequest): void {
  const form = buildPaymentForm(document, request);
  document.body.appendChild(form);
  form.submit();
}
