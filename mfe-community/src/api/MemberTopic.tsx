import type { ReactNode } from 'react';
import type { ServedTopicState, TopicKind } from '../components/TopicScreen';
import { useTopic } from './topics';

/** A hashtag's or place's page as member-service serves it (loaded only for a member). */
export default function MemberTopic({
  kind,
  name,
  render,
}: {
  kind: TopicKind;
  name: string;
  render: (served: ServedTopicState) => ReactNode;
}) {
  return render(useTopic(kind, name));
}
