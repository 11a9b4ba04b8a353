/** Actions a Midjourney-Proxy channel serves (type 2), billed per call as models. */
export const midjourneyModels = ['mj_imagine', 'mj_variation', 'mj_reroll', 'mj_blend', 'mj_upscale', 'mj_describe', 'mj_uploads'] as const;

/** Midjourney-Proxy Plus (type 5) also serves the editing actions. */
export const midjourneyPlusModels = [
  'swap_face',
  'mj_imagine',
  'mj_video',
  'mj_edits',
  'mj_variation',
  'mj_reroll',
  'mj_blend',
  'mj_upscale',
  'mj_describe',
  'mj_zoom',
  'mj_shorten',
  'mj_modal',
  'mj_inpaint',
  'mj_custom_zoom',
  'mj_high_variation',
  'mj_low_variation',
  'mj_pan',
  'mj_uploads',
] as const;

/** Suno API (type 36) task actions. */
export const sunoModels = ['suno_music', 'suno_lyrics'] as const;
