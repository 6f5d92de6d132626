import { act, renderHook } from '@testing-library/react';
import { call, http } from '@h5/shared/api';
import { contract } from '@h5/shared/contract';
import { startI18n } from '@h5/shared/testing';
import { currentToast, toast } from '@h5/shared/toast';
import { schemaErrors, verdict } from './check';
import { useForm, type FormOptions } from './useForm';

type Values = { old_password: string; password: string; re_password: string };
const EMPTY: Values = { old_password: '', password: '', re_password: '' };
const check = (values: Values) => verdict(values, schemaErrors<keyof Values>(contract.user.updatePassword.request, values));

/** The server's reply to every request (kept here), and the paths of what was sent. */
function server(reply: { type: string; code: number; message: string; data: unknown }) {
  const sent: string[] = [];
  http.defaults.adapter = (async (config: { url?: string }) => {
    sent.push(config.url ?? '');
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { data: reply, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof http.defaults.adapter;
  return sent;
}

const passwordForm = (options: Partial<FormOptions<Values, keyof Values, Values, null>> = {}) =>
  renderHook(() =>
    useForm({
      initial: EMPTY,
      check,
      send: (request: Values) => call(contract.user.updatePassword, request),
      ...options,
    }),
  );

beforeAll(() => startI18n('en'));

describe('useForm', () => {
  it("shows each field's message from the kernel's schema and clears it when the field is edited", async () => {
    const sent = server({ type: 'ok', code: 1, message: '', data: null });
    const { result } = passwordForm();
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      old_password: 'validation.oldPasswordRequired',
      password: 'validation.passwordRequired',
      re_password: 'validation.confirmRequired',
    });
    act(() => result.current.set('password')('secret1'));
    expect(result.current.values.password).toBe('secret1');
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.errors.old_password).toBe('validation.oldPasswordRequired');
    expect(sent).toEqual([]);
  });

  it('sends once for a double tap, busy meanwhile, then says what the API said', async () => {
    const sent = server({ type: 'ok', code: 1, message: 'Password updated', data: null });
    const onDone = jest.fn();
    const { result } = passwordForm({ onDone });
    act(() => result.current.change({ old_password: 'old-secret', password: 'secret1', re_password: 'secret1' }));
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      expect(await first).toBe(true);
      expect(await second).toBe(false);
    });
    expect(sent).toEqual([contract.user.updatePassword.path]);
    expect(result.current.busy).toBe(false);
    expect(currentToast()).toBe('Password updated');
    expect(onDone).toHaveBeenCalledWith(null, { old_password: 'old-secret', password: 'secret1', re_password: 'secret1' });
  });

  it("says the page's own words when it has them, and a plain success when the API sent none", async () => {
    server({ type: 'ok', code: 1, message: 'Password updated', data: null });
    const own = passwordForm({ initial: { old_password: 'a', password: 'secret1', re_password: 'secret1' }, done: 'Login password changed' });
    await act(() => own.result.current.submit());
    expect(currentToast()).toBe('Login password changed');

    server({ type: 'ok', code: 1, message: '', data: null });
    const plain = passwordForm({ initial: { old_password: 'a', password: 'secret1', re_password: 'secret1' } });
    await act(() => plain.result.current.submit());
    expect(currentToast()).toBe('Operation successful');
  });

  it('says nothing when the page moves on instead (a login), and hands it the reply', async () => {
    server({ type: 'ok', code: 1, message: 'Welcome back', data: null });
    const onDone = jest.fn();
    const quiet = passwordForm({ initial: { old_password: 'a', password: 'secret1', re_password: 'secret1' }, done: false, onDone });
    toast('before');
    expect(await act(() => quiet.result.current.submit())).toBe(true);
    expect(currentToast()).toBe('before');
    expect(onDone).toHaveBeenCalledWith(null, { old_password: 'a', password: 'secret1', re_password: 'secret1' });
  });

  it("shows a refusal's message (the API client's toast), hands it to the page and is ready again", async () => {
    server({ type: 'error', code: 0, message: 'The original password is wrong', data: null });
    const onDone = jest.fn();
    const onRefused = jest.fn();
    const { result } = passwordForm({ initial: { old_password: 'a', password: 'secret1', re_password: 'secret1' }, onDone, onRefused });
    await act(async () => expect(await result.current.submit()).toBe(false));
    expect(currentToast()).toBe('The original password is wrong');
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ ok: false, message: 'The original password is wrong' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
  });
});
