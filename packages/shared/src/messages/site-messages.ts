/** What the public pages tell search engines and link previews (titles and descriptions). */
export const siteMessages = {
  tagline: 'AI virtual makeovers',
  homeTitle: 'LookLab — AI virtual makeovers',
  homeDescription:
    'Try on hairstyles, hair colour, makeup, brows and more on your own photo before you commit — free in your browser, no account needed.',
  siteCardAlt: 'The LookLab logo with the words AI virtual makeovers',
  faqTitle: 'Frequently asked questions',
  faqDescription:
    'Answers to what people ask LookLab most: photos and privacy, plans, saved makeovers, sharing and the AI behind the looks.',
  contactTitle: 'Get in touch',
  contactDescription:
    'Questions, feedback or a problem with your account? Send LookLab a message and we will reply by e-mail.',
  pricingTitle: 'Plans for every look',
  pricingDescription:
    'Start free. Spark and Pro add more shades and saved makeovers, favorite styles, sharper photos and your own makeup library.',
  stylesTitle: 'Styles',
  stylesDescription:
    'Every hairstyle, colour, makeup look, grooming style and procedure you can try on in the LookLab studio.',
  makeoversTitle: 'Makeovers',
  makeoversDescription: 'Before-and-after transformations shared by the LookLab community.',
  sharedDescription:
    'A before-and-after makeover shared from LookLab. Try new hairstyles, colours and makeup on your own photo.',
  sharedImageAlt: 'A before-and-after makeover made with LookLab',
} as const;
