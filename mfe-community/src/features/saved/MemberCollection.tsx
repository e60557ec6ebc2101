import { useMemo } from 'react';
import { RetryNotice } from '../../components/RetryNotice';
import { ScreenLoading } from '../../components/ScreenLoading';
import { asCommunityPost } from '../../components/fromService';
import { useCollection } from './api/collection';
import { Collection, type CollectionTab } from './Collection';

/** A member's saved or liked posts as member-service keeps them (loaded only for a member). */
export default function MemberCollection({ tab }: { tab: CollectionTab }) {
  const { data, error, refetch } = useCollection(tab);
  const posts = useMemo(() => data?.map(asCommunityPost), [data]);
  if (error) return <RetryNotice problem={error.message} onRetry={() => void refetch()} />;
  if (!posts) return <ScreenLoading />;
  return <Collection tab={tab} posts={posts} />;
}
