import { useParams } from 'react-router';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { ComingSoon } from '../../lib/ui/ComingSoon.tsx';

/** /pages/{id}: the content item's title from the bootstrap; its body arrives with the cms issue. */
export function ContentPage() {
  const { id } = useParams();
  const { data: bootstrap } = useBootstrap();
  const item = bootstrap?.categoryList
    ?.flatMap((category) => category.contentList ?? [])
    .find((content) => String(content.id) === id);
  return <ComingSoon title={item?.title} />;
}
