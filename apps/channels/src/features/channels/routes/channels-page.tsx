import { ChannelListFrame } from '../components/channel-list-frame.tsx';

/** /channel: the channel list, for admins only. */
export default function ChannelsPage() {
  return <ChannelListFrame />;
}
