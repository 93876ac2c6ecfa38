import { useCanSearch } from '@/app/guards';
import { useListsAddress } from '@/app/routes/lists-address';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { ListsOverview } from '@/features/lists/components/lists-overview';

/** `/`: the user's lists (infosets). */
export function ListsRootRoute() {
  const me = useMe();
  const canSearch = useCanSearch();
  const [address, setAddress] = useListsAddress();
  const author = me.data
    ? { id: me.data.id, name: me.data.name, email: me.data.email, role: me.data.role }
    : null;
  return (
    <ListsOverview
      address={address}
      onAddressChange={setAddress}
      author={author}
      listHref={paths.infoset.getHref}
      searchHref={canSearch ? paths.search.getHref() : null}
    />
  );
}
