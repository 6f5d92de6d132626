import { screen } from '@testing-library/react';
import { fakeServer, renderRoutes, startI18n } from '@h5/shared/testing';
import { messageOf, press, type } from '../../../test/form';
import '../../start';
import BankCardAddPage from './BankCardAddPage';

const PAGE = '/pages/bankbind/addbank';
const sent = fakeServer();
const LABELS = [
  'Card holder',
  'Card number',
  'Bank',
  'Branch',
  'Bank name',
  'Bank address',
  'Swift/Fedwire',
  'Full name',
  'IBAN',
  'Beneficiary address',
  'Postal code',
];

beforeAll(() => startI18n('en', 'account'));
beforeEach(() => {
  sent.length = 0;
});

describe('new bank card', () => {
  it('requires every one of the eleven fields, each with its message, and sends nothing', async () => {
    renderRoutes(PAGE, { [PAGE]: BankCardAddPage });
    await screen.findByLabelText('Card holder');
    press('Submit');
    await screen.findAllByText('This field is required');
    expect(LABELS.map(messageOf)).toEqual(LABELS.map(() => 'This field is required'));

    for (const label of LABELS.slice(0, 10)) type(label, `${label} value`);
    press('Submit');
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(messageOf('Postal code')).toBe('This field is required');
    expect(messageOf('Card holder')).toBeUndefined();
    expect(sent).toEqual([]);
  });
});
