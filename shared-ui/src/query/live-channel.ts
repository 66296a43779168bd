import { useEffect, useState } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
// Through the package name: the client must be the main entry's one instance.
import { getSupabase } from 'shared-ui';

/**
 * A channel's `subscribe` callback for data that is read once and then kept live by the channel: the first status
 * (joined, or could not join: an error, the client's join timeout) calls `ready`, the moment to read. Reading after
 * the join, never before, is what keeps the data exact: a change committed between a read and the join reaches no
 * one (issue 35's CI run: a brand's new conversation kept "No messages yet"). Each later join resyncs, as changes
 * made while the connection was down reached no one either; so does the first join after a read that could not wait.
 */
export function readAfterJoin(ready: () => void, resync: () => void): (status: string) => void {
  let read = false;
  return (status) => {
    if (status === 'SUBSCRIBED' && read) resync();
    if (!read) ready();
    read = true;
  };
}

type Bind = (channel: RealtimeChannel) => RealtimeChannel;

interface Shared {
  users: number;
  ready: boolean;
  onReady: Set<() => void>;
  remove: () => void;
}

const channels = new Map<string, Shared>();

function open(topic: string, bind: Bind, resync: () => void): Shared {
  const shared: Shared = { users: 0, ready: false, onReady: new Set(), remove: () => undefined };
  const markReady = () => {
    shared.ready = true;
    shared.onReady.forEach((cb) => cb());
    shared.onReady.clear();
  };
  let removed = false;
  shared.remove = () => {
    removed = true;
  };
  void getSupabase()
    .then((supabase) => {
      if (removed) return;
      const channel = bind(supabase.channel(topic)).subscribe(readAfterJoin(markReady, resync));
      shared.remove = () => void supabase.removeChannel(channel);
    })
    // no backend: nothing is live, and the read may go ahead (and fail as it will)
    .catch(markReady);
  return shared;
}

/**
 * Joins the realtime channel `topic` (null: none) for as long as the component is mounted. Every component asking
 * for the same topic shares it (supabase-js keeps one channel per topic and binds nothing to a joined one): opened
 * by the first, removed with the last, with the first one's `bind` and `resync`, so each user of a topic passes
 * the same. True once the component may read the data the channel keeps live (see readAfterJoin): the queries'
 * `enabled`.
 */
export function useLiveChannel(topic: string | null, bind: Bind, resync: () => void): boolean {
  const [readyTopic, setReadyTopic] = useState<string | null>(null);
  useEffect(() => {
    if (!topic) return;
    const shared = channels.get(topic) ?? open(topic, bind, resync);
    channels.set(topic, shared);
    shared.users += 1;
    const onReady = () => setReadyTopic(topic);
    if (shared.ready) onReady();
    else shared.onReady.add(onReady);
    return () => {
      shared.onReady.delete(onReady);
      shared.users -= 1;
      if (shared.users > 0) return;
      channels.delete(topic);
      shared.remove();
    };
    // bind and resync belong to the topic: a new closure for the same topic changes neither
  }, [topic]);
  return topic !== null && readyTopic === topic;
}
