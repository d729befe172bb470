import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../layouts/company/test-render';
import { useUrlState } from './use-url-state';

/** Two controls that change the address, and one that makes both changes in the same moment. */
function Filters() {
  const [sp, update] = useUrlState(['all']);
  return (
    <>
      <output>{sp.toString()}</output>
      <button type="button" onClick={() => update({ audiences: '3', page: null })}>
        audience
      </button>
      <button type="button" onClick={() => update({ terms: 'ana', page: null })}>
        search
      </button>
      <button
        type="button"
        onClick={() => {
          update({ audiences: '3', page: null });
          update({ terms: 'ana', page: null });
        }}
      >
        both
      </button>
      <button type="button" onClick={() => update({ audiences: 'all' })}>
        every audience
      </button>
    </>
  );
}

const address = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('useUrlState', () => {
  it('keeps a filter chosen while a search was still on its way (the Team list race)', async () => {
    const { router } = renderAt(<Filters />, '/5/employees?page=2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'both' })));
    expect(address(router)).toBe('?audiences=3&terms=ana');
    expect(screen.getByRole('status').textContent).toBe('audiences=3&terms=ana');
  });

  it('builds on the address again once it changes for another reason (Back, a link)', async () => {
    const { router } = renderAt(<Filters />, '/5/employees');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'audience' })));
    await act(async () => router.navigate('/5/employees?locations=1'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'search' })));
    expect(address(router)).toBe('?locations=1&terms=ana');
  });

  it("removes a key set to empty, null or a clearing value such as 'all'", async () => {
    const { router } = renderAt(<Filters />, '/5/employees?audiences=3&terms=ana');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'every audience' })));
    expect(address(router)).toBe('?terms=ana');
  });
});
