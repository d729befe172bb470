import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { showToast, toastStore } from '../../stores/toasts';
import { Toaster } from './Toaster';

function renderToaster() {
  return render(
    <MantineProvider>
      <Toaster />
    </MantineProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  toastStore.set([]);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('renders title and message in a live region', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Saved', messages: 'All good' });
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Saved');
    expect(region.textContent).toContain('All good');
  });

  it('counts down in 25 ms ticks and dismisses after 3000 ms by default', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Bye soon' });
    });
    const bar = screen.getByTestId('toast-progress');
    act(() => vi.advanceTimersByTime(1500));
    expect(bar.style.width).toBe('50%');
    act(() => vi.advanceTimersByTime(1475));
    expect(screen.queryByText('Bye soon')).not.toBeNull();
    act(() => vi.advanceTimersByTime(25));
    expect(screen.queryByText('Bye soon')).toBeNull();
    expect(toastStore.get()).toEqual([]);
  });

  it('honours a custom timeout such as the 7000 ms login error', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Error logging in', variant: 'error', timeout: 7000 });
    });
    act(() => vi.advanceTimersByTime(6975));
    expect(screen.queryByText('Error logging in')).not.toBeNull();
    act(() => vi.advanceTimersByTime(25));
    expect(screen.queryByText('Error logging in')).toBeNull();
  });

  it('never dismisses a toast whose timeout is false, and shows no progress bar', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Sticky', timeout: false });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Sticky')).not.toBeNull();
    expect(screen.queryByTestId('toast-progress')).toBeNull();
  });

  it('pauses while hovered', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Hover me' });
    });
    const card = screen.getByTestId('toast');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('dismisses on the close button only when dismissible', () => {
    renderToaster();
    act(() => {
      showToast({ title: 'Closable' });
      showToast({ title: 'Fixed', dismissible: false, timeout: false });
    });
    const buttons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(screen.queryByText('Closable')).toBeNull();
    expect(screen.queryByText('Fixed')).not.toBeNull();
  });

  it('lists several messages, flattening nested arrays and objects', () => {
    renderToaster();
    act(() => {
      showToast({
        title: 'Error',
        variant: 'error',
        messages: { email: ['Please use a valid e-mail address'], nested: [['one', { two: 'two' }]] },
      });
    });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Please use a valid e-mail address', 'one', 'two']);
    expect(screen.getByTestId('toast').dataset.variant).toBe('error');
  });
});
