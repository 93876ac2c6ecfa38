import { useCanSearch } from '@/app/guards';
import { useListsAddress } from '@/app/routes/lists-address';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { ListsOverview } from '@/features/lists/components/lists-overview';
import { listsRootLabel } from '@/features/lists/lib/lists-root-label';
import { usePageTitle } from '@/lib/use-page-title';

/** `/`: the user's lists (infosets); an owner's or a manager's are the team's ("Listas da equipe"). */
export function ListsRootRoute() {
  const me = useMe();
  usePageTitle(me.data ? listsRootLabel(me.data.role) : null);
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
