import { useSearchParams } from 'react-router';

/**
 * A list page's drawers kept in its address, so a link or a reload opens them again: `?id=` a
 * record's detail, `?new=1` the form of a new one (with whatever else the address prefills).
 */
export function useRecordAddress() {
  const [search, setSearch] = useSearchParams();
  return {
    search,
    openId: Number(search.get('id')) || undefined,
    creating: search.get('new') === '1',
    /** Record `id`'s detail; `replace` when it takes the place of what is open (a form just sent). */
    open: (id: number, replace = false) => setSearch({ id: String(id) }, { replace }),
    create: () => setSearch({ new: '1' }),
    close: () => setSearch({}, { replace: true }),
  };
}
