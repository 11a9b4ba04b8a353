import { ChannelListFrame } from '../components/channel-list-frame.tsx';

/** /channel: the channel list (admins, spec 001 §2 and §6). */
export default function ChannelsPage() {
  return <ChannelListFrame />;
}
