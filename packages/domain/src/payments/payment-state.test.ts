import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../format/club-format';
import { transactionExportHeader, transactionExportRow, type TransactionRecord } from './payment.types';
import { isPartlyRefunded, paymentStateLabel, paymentStateText } from './payment-state';

const en = { locale: DEFAULT_LOCALE };
const payment = (status: TransactionRecord['status'], amount: string, refunded: string) => ({
  status,
  amount,
  refunded,
  currency: 'AUD',
});

describe('a payment state', () => {
  it.each([
    [payment('R', '420.00', '100.00'), true, 'Partly refunded', 'Partly refunded, 100.00 AUD of 420.00 AUD'],
    [payment('R', '420.00', '420.00'), false, 'Refunded', 'Refunded'],
    [payment('P', '420.00', '0.00'), false, 'Successful', 'Successful'],
    [payment('F', '420.00', '0.00'), false, 'Failed', 'Failed'],
    [payment('R', '1250', '0.5'), true, 'Partly refunded', 'Partly refunded, 0.50 AUD of 1,250.00 AUD'],
  ])('%o: partly %s, %s', (t, partly, label, text) => {
    expect(isPartlyRefunded(t)).toBe(partly);
    expect(paymentStateLabel(t)).toBe(label);
    expect(paymentStateText(t, en)).toBe(text);
  });

  it('is the export’s Status, beside the refunded amount, the time in the club’s zone named in the header', () => {
    const t = {
      ...payment('R', '420.00', '100.00'),
      id: 7,
      created: '2030-01-07T23:30:00.000Z',
      payer_name: 'Max Brown',
      payer_email: 'max@example.com',
      item_name: 'Annual membership',
      desc: 'Annual membership',
      kind: 'M',
      quantity: 1,
      payment_method: 'C',
      card_brand: 'V',
      card_last4: '4242',
      failure_reason: null,
    } as unknown as TransactionRecord;
    const header = transactionExportHeader('Australia/Sydney');
    const row = transactionExportRow(t, 'Australia/Sydney');
    expect(header[1]).toBe('Date (Australia/Sydney)');
    expect(row[1]).toBe('2030-01-08 10:30');
    expect(row[header.indexOf('Amount')]).toBe('420.00');
    expect(row[header.indexOf('Refunded')]).toBe('100.00');
    expect(row[header.indexOf('Status')]).toBe('Partly refunded');
  });
});
