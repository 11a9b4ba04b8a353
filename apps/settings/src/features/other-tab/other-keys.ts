/** The option keys of each Other tab section (SET-074, SET-075). */
export const otherSectionKeys = {
  notice: ['Notice'],
  branding: ['SystemName', 'Logo'],
  home: ['HomePageContent'],
  about: ['About'],
  footer: ['Footer'],
  links: ['TopUpLink', 'general_setting.docs_link'],
} as const satisfies Record<string, readonly string[]>;
