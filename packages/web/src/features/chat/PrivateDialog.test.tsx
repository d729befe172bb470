import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../layouts/company/test-render';
import { chatGroup } from './test-chat';
import './i18n';

const { chatApi } = await import('../../api/chat');
const { PrivateDialog } = await import('./GroupDialog');

const colleagues = vi.spyOn(chatApi, 'colleagues');
const createPrivate = vi.spyOn(chatApi, 'createPrivate');

beforeEach(() => {
  colleagues.mockReset();
  createPrivate.mockReset();
});

describe('New conversation (any role)', () => {
  it('lists the colleagues the server finds (never the caller) and opens a conversation with one', async () => {
    colleagues.mockImplementation(async (_company, terms) => ({
      colleagues: [
        { id: 11, name: 'Me Myself' },
        { id: 21, name: 'Ana Flores' },
        { id: 22, name: 'Ben Ortiz' },
      ].filter((c) => c.name.toLowerCase().includes(terms.toLowerCase())),
    }));
    const group = chatGroup(40, { is_private: true, name: 'Ben Ortiz' });
    createPrivate.mockResolvedValue(group);
    const onStarted = vi.fn();
    renderAt(<PrivateDialog companyId={7} myId={11} opened onClose={() => {}} onStarted={onStarted} />);
    const input = (await screen.findByRole('combobox', { name: 'Colleague' })) as HTMLInputElement;
    await waitFor(() => expect(colleagues).toHaveBeenCalledWith(7, ''));
    fireEvent.click(input);
    const option = await screen.findByRole('option', { name: 'Ben Ortiz', hidden: true });
    expect(screen.queryByRole('option', { name: 'Me Myself', hidden: true })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(group));
    expect(createPrivate).toHaveBeenCalledWith(7, 22);
  });
});
