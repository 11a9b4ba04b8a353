import { describe, expect, it } from 'vitest';
import { pickChannel, type PriorityTier } from './pick-channel.ts';
import type { RoutedChannel } from './routed-channel.ts';

function channel(id: number): RoutedChannel {
  return {
    id,
    name: `c${id}`,
    type: 1,
    baseUrl: '',
    keys: ['k'],
    other: '',
    organization: '',
    modelMapping: new Map(),
    statusCodeMapping: new Map(),
    setting: {},
    paramOverride: null,
    provider: undefined,
    autoBan: true,
  };
}

const tiers: PriorityTier[] = [
  {
    priority: 10,
    channels: [
      { channel: channel(1), weight: 3 },
      { channel: channel(2), weight: 1 },
    ],
  },
  { priority: 0, channels: [{ channel: channel(3), weight: 0 }] },
];

describe('pickChannel', () => {
  it('takes the highest priority tier, weighted by ability weight', () => {
    expect(pickChannel(tiers, new Set(), () => 0)!.id).toBe(1);
    expect(pickChannel(tiers, new Set(), () => 0.74)!.id).toBe(1);
    expect(pickChannel(tiers, new Set(), () => 0.76)!.id).toBe(2);
  });

  it('never returns a channel that already failed, and falls to the next tier when a tier is exhausted', () => {
    expect(pickChannel(tiers, new Set([1]), () => 0)!.id).toBe(2);
    expect(pickChannel(tiers, new Set([1, 2]), () => 0.99)!.id).toBe(3);
    expect(pickChannel(tiers, new Set([1, 2, 3]), () => 0)).toBeUndefined();
  });

  it('weight 0 counts as 1, so a zero-weight channel still gets traffic', () => {
    const zero: PriorityTier[] = [
      {
        priority: 0,
        channels: [
          { channel: channel(1), weight: 0 },
          { channel: channel(2), weight: 0 },
        ],
      },
    ];
    expect(pickChannel(zero, new Set(), () => 0.49)!.id).toBe(1);
    expect(pickChannel(zero, new Set(), () => 0.51)!.id).toBe(2);
  });

  it('spreads picks roughly by weight', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const counts = new Map<number, number>();
    for (let index = 0; index < 4000; index += 1) {
      const id = pickChannel(tiers, new Set(), random)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect(counts.get(3)).toBeUndefined();
    expect((counts.get(1) ?? 0) / 4000).toBeGreaterThan(0.7);
    expect((counts.get(1) ?? 0) / 4000).toBeLessThan(0.8);
  });
});
